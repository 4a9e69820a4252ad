/**
 * Request descriptors (what a call wants to send) and their translation into a concrete HTTP
 * request (method, URL, headers, body). Pure: no I/O happens here.
 */
import { ClientError, OPTIONS_MESSAGE, URL_MESSAGE } from "./errors.js";
import { isObject } from "./is-object.js";
import { toJson } from "./json.js";
import { type HttpMethod, isIdempotent, toHttpMethod } from "./method.js";
import { encodeQuery } from "./query-string.js";

/** The provider's limit on a GET query string; longer complex payloads are POSTed instead. */
export const MAX_QUERY_LENGTH = 4000;

/**
 * Everything one API call needs. The path is sent as given: a call with a path template fills it
 * first (`defineCall` does; `fillPath` for a request of your own).
 *
 * @example
 * ```ts
 * const descriptor: RequestDescriptor = {
 *   method: "PATCH",
 *   path: `/stores/v1/products/${encodeURIComponent(product.id)}`,
 *   body: { product },
 * };
 * ```
 */
export interface RequestDescriptor {
  /** HTTP method, any case (`GET`, `post` …). */
  method: string;
  /** Path below the base URL, starting with `/`. */
  path: string;
  /** Payload sent in the query string (flat parameters, or `.r` for complex calls). */
  query?: object | undefined;
  /** Payload sent as a JSON body. */
  body?: unknown;
  /**
   * The call is a query/search call: a payload that flat parameters cannot express goes as `.r`,
   * and a query string longer than {@link MAX_QUERY_LENGTH} goes as a POST body to the same path.
   */
  complex?: boolean | undefined;
  /** Overrides whether the call may be retried (default: GET, HEAD, OPTIONS and the POST fallback). */
  idempotent?: boolean | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
  /** Aborts the call. */
  signal?: AbortSignal | undefined;
  /** Timeout for this call in milliseconds, retries included (overrides the client's). */
  timeoutMs?: number | undefined;
}

/** A descriptor resolved into what goes on the wire. */
export interface PreparedRequest {
  method: HttpMethod;
  url: string;
  /** JSON text, when the request has a body. */
  body: string | undefined;
  /** Whether the request may be retried. */
  idempotent: boolean;
}

/**
 * Resolves a descriptor against a base URL (without a trailing slash: the client trims it).
 *
 * @throws {@link ClientError} `MISSING_REQUEST_OPTIONS`, `UNKNOWN_METHOD` or `INVALID_URL`.
 * @example
 * ```ts
 * prepareRequest({ method: "GET", path: "/stores-reader/v1/products/p1", query: { id: "p1" } }, "https://www.wixapis.com");
 * // { method: "GET", url: "https://www.wixapis.com/stores-reader/v1/products/p1?id=p1", body: undefined, idempotent: true }
 * ```
 */
export function prepareRequest(descriptor: RequestDescriptor, baseUrl: string): PreparedRequest {
  if (!isObject(descriptor)) {
    throw new ClientError(OPTIONS_MESSAGE, { code: "MISSING_REQUEST_OPTIONS" });
  }
  let method = toHttpMethod(descriptor.method);
  const { path, query } = descriptor;
  // A missing path, or one that is not absolute, cannot make a URL. A query string appended later
  // cannot make a URL that parses into one that does not, so it is checked here.
  if (typeof path !== "string" || path[0] !== "/")
    throw new ClientError(URL_MESSAGE, { code: "INVALID_URL" });
  let target = baseUrl + path;
  try {
    new URL(target);
  } catch {
    throw new ClientError(URL_MESSAGE, { code: "INVALID_URL" });
  }
  // Set before the POST fallback: a GET stays idempotent when it is sent as a POST.
  const idempotent = descriptor.idempotent ?? isIdempotent(method);
  let search = query ? encodeQuery(query, descriptor.complex) : "";
  let payload = descriptor.body;
  if (method === "GET" && descriptor.complex && search.length > MAX_QUERY_LENGTH) {
    method = "POST";
    payload = query;
    search = "";
  }
  if (search) target = `${target}?${search}`;
  // `toJson(undefined)` is `undefined`: no payload, no body.
  return { method, url: target, body: toJson(payload) as string | undefined, idempotent };
}
