/**
 * The headers of a rendered page, set in the server's entry beside what the route's `headers`
 * export chose: the security headers with this response's nonce on every page, and
 * `Cache-Control: private, no-store` on a page whose route chose no caching of its own (so a page
 * is only ever shared-cacheable when its route says so), or that failed (a 4xx or 5xx is never
 * kept as the page).
 */
import { cacheControl } from "./cache-control.ts";
import { type SecurityHeadersOptions, securityHeaders } from "./security-headers.ts";

/**
 * Sets a page's headers on `headers` for a response of `status`.
 *
 * @example
 * ```ts
 * setDocumentHeaders(responseHeaders, responseStatusCode, { nonce, apiOrigin: config.apiUrl });
 * ```
 */
export function setDocumentHeaders(headers: Headers, status: number, options: SecurityHeadersOptions): void {
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value);
  if (status >= 400 || !headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl("private"));
}
