/**
 * `createClient`: binds modules of client methods to one configured transport. Clients are
 * immutable; `extend()` returns a new client with merged options.
 */
import { type AuthStrategy, anonymous } from "./auth-strategy.js";
import { type CallContext, type ClientMethod, isClientMethod } from "./client-method.js";
import { type Clock, systemClock } from "./clock.js";
import { withDeadline } from "./deadline.js";
import { ClientError, NO_FETCH_MESSAGE } from "./errors.js";
import type { Hooks } from "./hooks.js";
import type { RequestDescriptor } from "./request.js";
import { type RetryOptions, retryPolicy } from "./retry.js";
import { sendAttempts, type TransportConfig } from "./transport.js";

/** The provider's public API host, the default base URL. */
export const DEFAULT_BASE_URL = "https://www.wixapis.com";

/** Default timeout of a call, retries included. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Names a module may not take, because the client itself uses them. */
export type ReservedName = "auth" | "request" | "extend" | "baseUrl";

/** Modules: named client methods, or named objects of client methods (namespace imports work). */
export type Modules = { readonly [name: string]: object } & { readonly [K in ReservedName]?: never };

/** A module after binding: its client methods, called directly. */
export type BoundModule<T> =
  T extends ClientMethod<infer F>
    ? F
    : {
        readonly [K in keyof T as T[K] extends ClientMethod<unknown> ? K : never]: T[K] extends ClientMethod<
          infer F
        >
          ? F
          : never;
      };

/** Every module after binding. */
export type BoundModules<M> = { readonly [K in keyof M]: BoundModule<M[K]> };

/** Options that a client's `extend` may change (the client of {@link createClient}). */
export interface TransportOptions {
  /** API origin (and optional base path). Default {@link DEFAULT_BASE_URL}. */
  baseUrl?: string;
  /** The `fetch` to use. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every call (auth headers win over them). */
  headers?: Record<string, string>;
  /** Retries of idempotent calls, or `false`. Default: 2 retries with backoff. */
  retry?: RetryOptions | false;
  /** Timeout of a call in ms, retries included; `0` for none. Default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Request hooks; an extended client runs its parent's first. */
  hooks?: Hooks;
  /** Clock for retry waits. Default the system clock. */
  clock?: Clock;
  /** Random source in [0, 1) for backoff jitter. Default `Math.random`. */
  random?: () => number;
}

/** Options of {@link createClient}. */
export interface ClientOptions<M extends Modules, A extends AuthStrategy> extends TransportOptions {
  /** The modules to bind: `{ products, collections }`. */
  modules: M;
  /** How calls authenticate. Default: no auth headers. */
  auth?: A;
}

/** A client: the bound modules plus the core methods. */
export type Client<M extends Modules, A extends AuthStrategy> = BoundModules<M> & {
  /** The auth strategy the client was created with. */
  readonly auth: A;
  /** The base URL, without a trailing slash. */
  readonly baseUrl: string;
  /** Sends any request (retries, timeouts, auth, hooks and errors included). */
  request<T = unknown>(descriptor: RequestDescriptor): Promise<T>;
  /** A new client with these options merged over this one's; this client is not changed. */
  extend(options: TransportOptions): Client<M, A>;
};

/** Options after {@link mergeOptions}: own copies of the headers and of both hook lists. */
interface MergedOptions extends TransportOptions {
  headers: Record<string, string>;
  hooks: Required<Hooks>;
}

interface Settings<M extends Modules, A extends AuthStrategy> {
  modules: M;
  auth: A;
  options: MergedOptions;
}

function bindModule(value: object, context: CallContext): unknown {
  if (isClientMethod(value)) return value(context);
  const bound: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (isClientMethod(member)) bound[key] = member(context);
  }
  return bound;
}

function build<M extends Modules, A extends AuthStrategy>(
  settings: Settings<M, A>,
  consistency: { value?: string },
): Client<M, A> {
  const { modules, auth, options } = settings;
  const fetch = options.fetch ?? globalThis.fetch;
  if (typeof fetch !== "function") throw new ClientError(NO_FETCH_MESSAGE, { code: "NO_FETCH" });
  const config: TransportConfig = {
    baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    fetch,
    headers: options.headers,
    auth,
    retry: retryPolicy(options.retry),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    hooks: options.hooks,
    clock: options.clock ?? systemClock,
    random: options.random ?? Math.random,
    consistency,
  };
  const context: CallContext = {
    auth,
    baseUrl: config.baseUrl,
    request: <T>(descriptor: RequestDescriptor) =>
      withDeadline(config, descriptor, sendAttempts) as Promise<T>,
  };
  const client: Record<string, unknown> = {
    ...context,
    extend: (more: TransportOptions) =>
      build({ modules, auth, options: mergeOptions(options, more) }, consistency),
  };
  for (const [name, value] of Object.entries(modules)) {
    if (name in client) throw new TypeError(`Module name "${name}" is reserved`);
    client[name] = bindModule(value, context);
  }
  return client as Client<M, A>;
}

function mergeOptions(base: TransportOptions, more: TransportOptions): MergedOptions {
  // Retry objects merge; `false` or a missing side leaves the other one as it is.
  const retry =
    more.retry === undefined ? base.retry : more.retry && { ...(base.retry || {}), ...more.retry };
  const merged: MergedOptions = {
    ...base,
    ...more,
    headers: { ...base.headers, ...more.headers },
    hooks: {
      beforeRequest: [...(base.hooks?.beforeRequest ?? []), ...(more.hooks?.beforeRequest ?? [])],
      afterResponse: [...(base.hooks?.afterResponse ?? []), ...(more.hooks?.afterResponse ?? [])],
    },
  };
  if (retry !== undefined) merged.retry = retry;
  return merged;
}

/**
 * Creates a client: every module's client methods bound to one transport.
 *
 * @throws {@link ClientError} `NO_FETCH` (`Node.js v18+ is required`) when no `fetch` exists.
 * @example
 * ```ts
 * import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
 * import { getProduct, queryProducts } from "./products.js";
 *
 * const client = createClient({
 *   modules: { products: { getProduct, queryProducts } },
 *   auth: ApiKeyStrategy({ apiKey, siteId }),
 *   baseUrl: "http://localhost:4000",
 * });
 * const product = await client.products.getProduct("p1");
 * const quick = client.extend({ timeoutMs: 2000, retry: false });
 * ```
 */
export function createClient<M extends Modules, A extends AuthStrategy = AuthStrategy>(
  options: ClientOptions<M, A>,
): Client<M, A> {
  const { modules, auth, ...transport } = options;
  // Merged over nothing: the client keeps its own copies of the headers and hook lists.
  return build({ modules, auth: auth ?? (anonymous as A), options: mergeOptions({}, transport) }, {});
}
