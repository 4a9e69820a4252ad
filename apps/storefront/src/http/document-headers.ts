/**
 * The headers of a rendered page, set in the server's entry beside what the route's `headers`
 * export chose: the security headers with this response's nonce on every page, and
 * the catalogue's shared-cacheable `Cache-Control` on a catalogue page, whatever cookies the
 * request carried (a catalogue page's loaders read none: the badge and the member's name come from
 * the browser), and `Cache-Control: private, no-store` on every other page, on a response that
 * sets cookies (a safety net: it would be someone's) and on a page that failed (a 4xx or 5xx is
 * never kept as the page), with the personal page's opener policy.
 */
import { cacheControl } from "./cache-control.ts";
import { PERSONAL_PAGE_HEADERS, type SecurityHeadersOptions, securityHeaders } from "./security-headers.ts";

/** What {@link setDocumentHeaders} needs besides the status. */
export interface DocumentHeadersOptions extends SecurityHeadersOptions {
  /** The page is a catalogue page (home, shop, collection, product), which shared caches may keep. */
  catalogue?: boolean;
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
  if (options.catalogue && !headers.has("Set-Cookie") && status < 400) {
    headers.set("Cache-Control", cacheControl("catalogue"));
  } else {
    headers.set("Cache-Control", cacheControl("private"));
    for (const [name, value] of Object.entries(PERSONAL_PAGE_HEADERS)) headers.set(name, value);
  }
}
