/**
 * Request descriptors (what a call wants to send) and their translation into a concrete HTTP
 * request (method, URL, headers, body). Pure: no I/O happens here.
 */
import { ClientError, MESSAGES } from "./errors.js";
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

/** Turns a `query` payload into a query string (the part after `?`). */
type QueryEncoder = (query: object, complex: boolean | undefined) => string;

function prepare(descriptor: RequestDescriptor, baseUrl: string, encode: QueryEncoder): PreparedRequest {
  if (!isObject(descriptor)) {
    throw new ClientError(MESSAGES.options, { code: "MISSING_REQUEST_OPTIONS" });
  }
  let method = toHttpMethod(descriptor.method);
  const { query, body, path } = descriptor;
  // A missing path, or one that is not absolute, cannot make a URL.
  if (typeof path !== "string" || path[0] !== "/")
    throw new ClientError(MESSAGES.url, { code: "INVALID_URL" });
  const target = baseUrl + fillPath(path, [query, body]);
  // Set before the POST fallback: a GET stays idempotent when it is sent as a POST.
  const idempotent = descriptor.idempotent ?? isIdempotent(method);
  let search = query ? encode(query, descriptor.complex) : "";
  let payload = body;
  if (method === "GET" && descriptor.complex && search.length > MAX_QUERY_LENGTH) {
    method = "POST";
    payload = query;
    search = "";
  }
  const url = search ? `${target}?${search}` : target;
  try {
    new URL(url);
  } catch {
    throw new ClientError(MESSAGES.url, { code: "INVALID_URL" });
  }
  // `toJson(undefined)` is `undefined`: no payload, no body.
  return { method, url, body: toJson(payload) as string | undefined, idempotent };
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
  return prepare(descriptor, baseUrl, encodeQuery);
}

const refuseQuery: QueryEncoder = () => {
  throw new ClientError(QUERY_NOT_SENT_MESSAGE, { code: "QUERY_NOT_SENT" });
};

/**
 * {@link prepareRequest} for a client that sends JSON bodies only: a descriptor with a `query`
 * fails, so such a client carries no query-string or `.r` encoder.
 *
 * @throws {@link ClientError} `QUERY_NOT_SENT`, and those of {@link prepareRequest}.
 * @example
 * ```ts
 * prepareBodyRequest({ method: "POST", path: "/_api/iam/authentication/v2/login", body: { loginId } }, "https://www.wixapis.com");
 * // { method: "POST", url: "https://www.wixapis.com/_api/iam/authentication/v2/login", body: '{"loginId":…}', idempotent: false }
 * ```
 */
export function prepareBodyRequest(descriptor: RequestDescriptor, baseUrl: string): PreparedRequest {
  return prepare(descriptor, baseUrl, refuseQuery);
}
