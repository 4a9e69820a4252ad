/**
 * The headers of a rendered page, set in the server's entry beside what the route's `headers`
 * export chose: the security headers with this response's nonce on every page, and
 * `Cache-Control: private, no-store` on a page whose route chose no caching of its own (so a page
 * is only ever shared-cacheable when its route says so), on a page read with the shopper's cookies
 * (it shows their cart badge or name) or setting cookies, and on a page that failed (a 4xx or 5xx is never kept as
 * the page). A shared-cacheable page says it varies by cookie, so no cache hands it to a shopper
 * who has some.
 */
import { cacheControl } from "./cache-control.ts";
import { type SecurityHeadersOptions, securityHeaders } from "./security-headers.ts";

/** What {@link setDocumentHeaders} needs besides the status. */
export interface DocumentHeadersOptions extends SecurityHeadersOptions {
  /** The request carried the shopper's cookies, so the page may show what is theirs. */
  personal?: boolean;
}

/**
 * Sets a page's headers on `headers` for a response of `status`.
 *
 * @example
 * ```ts
 * setDocumentHeaders(responseHeaders, responseStatusCode, { nonce, apiOrigin: config.apiUrl });
 * ```
 */
export function setDocumentHeaders(headers: Headers, status: number, options: DocumentHeadersOptions): void {
  for (const [name, value] of Object.entries(securityHeaders(options))) headers.set(name, value);
  const personal = options.personal || headers.has("Set-Cookie");
  if (personal || status >= 400 || !headers.has("Cache-Control")) {
    headers.set("Cache-Control", cacheControl("private"));
  } else if (headers.get("Cache-Control")?.startsWith("public")) {
    headers.append("Vary", "Cookie");
  }
}
