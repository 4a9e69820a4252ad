/** Reading, writing and deleting cookies in a browser through `document.cookie`. */
import { type CookieOptions, expireCookie, parseCookieHeader, serializeCookie } from "./cookie.js";

/** The part of `Document` the helpers use (injectable for tests and other hosts). */
export interface CookieDocument {
  cookie: string;
}

function currentDocument(): CookieDocument {
  return (globalThis as unknown as { document: CookieDocument }).document;
}

/**
 * Reads a cookie of the current page.
 *
 * @example
 * ```ts
 * const session = getCookie("session");
 * ```
 */
export function getCookie(name: string, doc: CookieDocument = currentDocument()): string | undefined {
  return parseCookieHeader(doc.cookie)[name];
}

/**
 * Writes a cookie of the current page (defaults: `Path=/`, `SameSite=Lax`, `Secure` on https).
 *
 * @example
 * ```ts
 * setCookie("session", token, { maxAge: 14400 });
 * ```
 */
export function setCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: CookieDocument = currentDocument(),
): void {
  doc.cookie = serializeCookie(name, value, options);
}

/**
 * Deletes a cookie of the current page; pass the path and domain it was written with.
 *
 * @example
 * ```ts
 * deleteCookie("session");
 * ```
 */
export function deleteCookie(
  name: string,
  options: CookieOptions = {},
  doc: CookieDocument = currentDocument(),
): void {
  doc.cookie = expireCookie(name, options);
}
