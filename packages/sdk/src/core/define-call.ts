/**
 * `defineCall`: a client method that sends exactly one request. It describes the endpoint
 * (method, path template, which response fields are timestamps) and maps the arguments users pass
 * to a payload, and optionally the wire answer to what users get back. The call fills its path
 * template and turns its timestamps into `Date`: the client under it sends and reads as given.
 */
import { type ClientMethod, defineMethod } from "./client-method.js";
import { reviveDates } from "./dates.js";
import { ClientError, OPTIONS_MESSAGE } from "./errors.js";
import { isObject } from "./is-object.js";
import { fillPath } from "./path-template.js";
import type { RequestDescriptor } from "./request.js";

/** The per-call part of a descriptor, produced from the call's arguments. */
export type CallRequest = Omit<RequestDescriptor, "method" | "path" | "complex" | "idempotent">;

/** The definition of a one-request call. */
export interface CallDefinition<A extends unknown[], W, R> {
  /** HTTP method. */
  method: string;
  /**
   * Path template, e.g. `/stores/v1/products/{product.id}`: each placeholder is read from the
   * call's `query`, then from its `body` (where the value stays too), and URI-component encoded.
   */
  path: string;
  /** Maps the arguments to the payload (`query` or `body`) and per-call options. */
  request?: (...args: A) => CallRequest;
  /** Query/search call: `.r` encoding and POST fallback (see {@link RequestDescriptor.complex}). */
  complex?: boolean;
  /** Overrides whether the call may be retried. */
  idempotent?: boolean;
  /** Response paths holding timestamps, converted to `Date`. */
  dates?: readonly string[];
  /** Maps the parsed answer (dates converted) to the result; annotate its parameter with the wire type. */
  response?: (wire: W) => R;
}

/**
 * Defines a call that sends one request. The arguments of `request` become the arguments of the
 * bound function, the return type of `response` its result.
 *
 * @example
 * ```ts
 * export const getProduct = defineCall({
 *   method: "GET",
 *   path: "/stores-reader/v1/products/{id}",
 *   request: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) => ({ query: { id, ...options } }),
 *   dates: ["product.createdDate", "product.lastUpdated"],
 *   response: (wire: { product: Product }) => wire.product,
 * });
 * const client = createClient({ modules: { products: { getProduct } }, auth });
 * const product = await client.products.getProduct("p1"); // Product
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<A extends unknown[] = [], W = unknown, R = W>(
  definition: CallDefinition<A, W, R>,
): ClientMethod<(...args: A) => Promise<R>> {
  const { method, path, complex, idempotent, dates, request, response } = definition;
  return defineMethod((context) => async (...args: A): Promise<R> => {
    const call = request ? request(...args) : {};
    if (!isObject(call)) {
      throw new ClientError(OPTIONS_MESSAGE, { code: "MISSING_REQUEST_OPTIONS" });
    }
    // The call's part spread last: a literal that starts with a spread and then gains keys makes
    // every later read of the descriptor slow (about half of what the SDK added to a fast call).
    // Its type has none of the definition's keys.
    const answer = await context.request<W>({
      method,
      path: fillPath(path, [call.query, call.body]),
      complex,
      idempotent,
      ...call,
    });
    const wire = dates ? reviveDates(answer, dates) : answer;
    return response ? response(wire) : (wire as unknown as R);
  });
}
