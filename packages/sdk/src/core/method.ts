/** HTTP methods the client sends, and which of them may be retried safely. */
import { ClientError, unknownMethodMessage } from "./errors.js";

/** An HTTP method the client knows. */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

const METHODS: readonly string[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

/**
 * Upper-cases and checks a method name.
 *
 * @throws {@link ClientError} `UNKNOWN_METHOD` with the message `Unknown method: {method}`.
 * @example
 * ```ts
 * toHttpMethod("get"); // "GET"
 * ```
 */
export function toHttpMethod(method: unknown): HttpMethod {
  const upper = typeof method === "string" ? method.toUpperCase() : "";
  if (!METHODS.includes(upper))
    throw new ClientError(unknownMethodMessage(method), { code: "UNKNOWN_METHOD" });
  return upper as HttpMethod;
}

/**
 * Whether calls with this method are retried by default (GET, HEAD, OPTIONS; never POST, PUT,
 * PATCH or DELETE unless a call declares itself idempotent).
 *
 * @example
 * ```ts
 * isIdempotent("GET"); // true
 * ```
 */
export function isIdempotent(method: HttpMethod): boolean {
  return ["GET", "HEAD", "OPTIONS"].includes(method);
}
