/**
 * Client methods: the unit modules are made of. A client method is a function of the client's
 * call context that returns the function users call; `createClient` binds it once, so
 * `client.products.getProduct(id)` is a plain function call. Each method is its own export, so a
 * bundler drops the ones nobody passes to a client.
 */
import type { AuthStrategy } from "./auth-strategy.js";
import type { RequestDescriptor } from "./request.js";

/** Brand of client methods (a registered symbol, so it matches across bundles). */
export const CLIENT_METHOD: unique symbol = Symbol.for("@vitrine/sdk/client-method") as never;

/** What a client method receives when it is bound to a client. */
export interface CallContext {
  /** Sends one request: retries, timeouts, auth, hooks and errors included. */
  request<T = unknown>(descriptor: RequestDescriptor): Promise<T>;
  /** The client's auth strategy. */
  readonly auth: AuthStrategy;
  /** The client's base URL, without a trailing slash. */
  readonly baseUrl: string;
}

/** A function waiting to be bound to a client; binding gives an `F`. */
export interface ClientMethod<F> {
  (context: CallContext): F;
  readonly [CLIENT_METHOD]: true;
}

/**
 * Defines a client method from a factory. Use it for calls that do more than one request or
 * return something other than a promise (query builders, sign-in flows); for one request per call
 * use {@link defineCall}.
 *
 * @example
 * ```ts
 * export const productExists = defineMethod((ctx) => async (id: string) => {
 *   try { await ctx.request({ method: "GET", path: "/stores-reader/v1/products/{id}", query: { id } }); return true; }
 *   catch (e) { if (isApiError(e) && e.status === 404) return false; throw e; }
 * });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineMethod<F>(factory: (context: CallContext) => F): ClientMethod<F> {
  const method = (context: CallContext) => factory(context);
  return Object.assign(method, { [CLIENT_METHOD]: true as const });
}

/**
 * Whether `value` is a client method.
 *
 * @example
 * ```ts
 * isClientMethod(defineMethod(() => () => 1)); // true
 * ```
 */
export function isClientMethod(value: unknown): value is ClientMethod<unknown> {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[CLIENT_METHOD] === true;
}
