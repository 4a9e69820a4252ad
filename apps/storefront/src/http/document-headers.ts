/**
 * The headers of a rendered page, set in the server's entry beside what the route's `headers`
 * export chose: the security headers with this response's nonce on every page, and
 * the catalogue's shared-cacheable `Cache-Control` on a catalogue page, and
 * `Cache-Control: private, no-store` on every other page, on a page read with the shopper's cookies
 * (it shows their cart badge or name) or setting cookies, and on a page that failed (a 4xx or 5xx is never kept as
 * the page). A shared-cacheable page says it varies by cookie, so no cache hands it to a shopper
 * who has some.
 */
import { cacheControl } from "./cache-control.ts";
import { type SecurityHeadersOptions, securityHeaders } from "./security-headers.ts";

/** What {@link setDocumentHeaders} needs besides the status. */
export interface DocumentHeadersOptions extends SecurityHeadersOptions {
  /** The page is a catalogue page (home, shop, collection, product), which shared caches may keep. */
  catalogue?: boolean;
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
  if (options.catalogue && !personal && status < 400) {
    headers.set("Cache-Control", cacheControl("catalogue"));
    headers.append("Vary", "Cookie");
  } else {
    headers.set("Cache-Control", cacheControl("private"));
  }
}
