/**
 * Request descriptors (what a call wants to send) and their translation into a concrete HTTP
 * request (method, URL, headers, body). Pure: no I/O happens here.
 */
import { ClientError, OPTIONS_MESSAGE, URL_MESSAGE } from "./errors.js";
import { isObject } from "./is-object.js";
import { toJson } from "./json.js";
import { type HttpMethod, isIdempotent, toHttpMethod } from "./method.js";
import { fillPath } from "./path-template.js";
import { encodeQuery } from "./query-string.js";

/** The provider's limit on a GET query string; longer complex payloads are POSTed instead. */
export const MAX_QUERY_LENGTH = 4000;

/**
 * Everything one API call needs. `path` placeholders (`{product.id}`) are read from `query`, then
 * from `body`; the values stay there too.
 *
 * @example
 * ```ts
 * const descriptor: RequestDescriptor = {
 *   method: "PATCH",
 *   path: "/stores/v1/products/{product.id}",
 *   body: { product: { id: "p1", name: "Shirt" } },
 * };
 * ```
 */
export interface RequestDescriptor {
  /** HTTP method, any case (`GET`, `post` …). */
  method: string;
  /** Path template below the base URL, starting with `/`. */
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
  /** Response paths holding timestamps, converted to `Date` (`["product.createdDate"]`). */
  dates?: readonly string[] | undefined;
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

/** The message of a `QUERY_NOT_SENT` {@link ClientError}. */
export const QUERY_NOT_SENT_MESSAGE =
  "This client sends JSON bodies only, never a query string: send this call through createClient";

/** `descriptor`'s method, when `descriptor` is an object and its method one of HTTP's. */
function methodOf(descriptor: RequestDescriptor): HttpMethod {
  if (!isObject(descriptor)) {
    throw new ClientError(OPTIONS_MESSAGE, { code: "MISSING_REQUEST_OPTIONS" });
  }
  return toHttpMethod(descriptor.method);
}

/**
 * The URL of `descriptor`'s path below `baseUrl`, its placeholders filled. A query string appended
 * to it cannot make a URL that parses into one that does not, so it is checked here.
 */
function targetOf(descriptor: RequestDescriptor, baseUrl: string): string {
  const { path } = descriptor;
  // A missing path, or one that is not absolute, cannot make a URL.
  if (typeof path !== "string" || path[0] !== "/")
    throw new ClientError(URL_MESSAGE, { code: "INVALID_URL" });
  const target = baseUrl + fillPath(path, [descriptor.query, descriptor.body]);
  try {
    new URL(target);
  } catch {
    throw new ClientError(URL_MESSAGE, { code: "INVALID_URL" });
  }
  return target;
}

/**
 * Resolves a descriptor against a base URL (without a trailing slash: the client trims it).
 *
 * @throws {@link ClientError} `MISSING_REQUEST_OPTIONS`, `UNKNOWN_METHOD` or `INVALID_URL`.
 * @example
 * ```ts
 * prepareRequest({ method: "GET", path: "/stores-reader/v1/products/{id}", query: { id: "p1" } }, "https://www.wixapis.com");
 * // { method: "GET", url: "https://www.wixapis.com/stores-reader/v1/products/p1?id=p1", body: undefined, idempotent: true }
 * ```
 */
export function prepareRequest(descriptor: RequestDescriptor, baseUrl: string): PreparedRequest {
  let method = methodOf(descriptor);
  let target = targetOf(descriptor, baseUrl);
  const { query } = descriptor;
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

/**
 * {@link prepareRequest} for a client that sends JSON bodies only, never retries, so has no use
 * for `idempotent`: a descriptor with a `query` fails, so such a client carries no query-string or
 * `.r` encoder, nor the long query's POST fallback.
 *
 * @throws {@link ClientError} `QUERY_NOT_SENT`, and those of {@link prepareRequest}.
 * @example
 * ```ts
 * prepareBodyRequest({ method: "POST", path: "/_api/iam/authentication/v2/login", body: { loginId } }, "https://www.wixapis.com");
 * // { method: "POST", url: "https://www.wixapis.com/_api/iam/authentication/v2/login", body: '{"loginId":…}' }
 * ```
 */
export function prepareBodyRequest(
  descriptor: RequestDescriptor,
  baseUrl: string,
): Omit<PreparedRequest, "idempotent"> {
  const method = methodOf(descriptor);
  const target = targetOf(descriptor, baseUrl);
  if (descriptor.query) throw new ClientError(QUERY_NOT_SENT_MESSAGE, { code: "QUERY_NOT_SENT" });
  return { method, url: target, body: toJson(descriptor.body) as string | undefined };
}
