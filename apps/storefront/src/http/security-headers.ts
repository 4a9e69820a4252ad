/**
 * The security headers of every page the server renders. The Content-Security-Policy allows
 * scripts only from the storefront's own origin and inline scripts carrying this response's nonce
 * (React Router's hydration data and module loader), never `unsafe-inline` or `eval`; it lets the
 * page call the store's API and show its media, lets forms post to the storefront and redirect to
 * the store's hosted pages (checkout, sign-in), and lets the page frame the store's hosted sign-in
 * (silent sign-in runs it in a hidden frame, which comes back to the storefront's callback page, so
 * pages may be framed by the storefront itself and by no other site: `frame-ancestors 'self'`). It
 * forbids plugins and `<base>` changes. Beside it: `Referrer-Policy`, `X-Content-Type-Options`,
 * `X-Frame-Options: SAMEORIGIN` for older browsers and a `Permissions-Policy` turning off what a shop
 * never uses. A personal page (cart, account, sign-in) also cuts its opener off
 * ({@link PERSONAL_PAGE_HEADERS}).
 */

/** What the policy must allow besides the storefront's own origin. */
export interface SecurityHeadersOptions {
  /** This response's nonce (`createNonce()`), also given to `<Scripts nonce>` and the renderer. */
  nonce: string;
  /** The store's API origin, which the browser calls and whose hosted pages forms may reach. */
  apiOrigin: string;
  /** Further origins the page calls or is sent to (`connect-src`, `form-action`), e.g. a CDN's. */
  extraOrigins?: string[];
  /** Development: also allow Vite's hot-reload socket (`ws:`). */
  development?: boolean;
}

/**
 * The `Content-Security-Policy` value.
 *
 * @example
 * ```ts
 * contentSecurityPolicy({ nonce, apiOrigin: "http://localhost:4000" });
 * // "default-src 'self'; script-src 'self' 'nonce-…'; …"
 * ```
 */
export function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const api = new URL(options.apiOrigin).origin;
  const others = [api, ...(options.extraOrigins ?? [])].join(" ");
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": `'self' 'nonce-${options.nonce}'`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": `'self' data: blob: https: ${api}`,
    "media-src": `'self' blob: https: ${api}`,
    "font-src": "'self' data:",
    "connect-src": `'self' ${others}${options.development ? " ws: wss:" : ""}`,
    "form-action": `'self' ${others}`,
    "frame-ancestors": "'self'",
    "frame-src": `'self' ${api}`,
    "object-src": "'none'",
    "base-uri": "'self'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/**
 * Every security header of a page, as name → value.
 *
 * @example
 * ```ts
 * for (const [name, value] of Object.entries(securityHeaders({ nonce, apiOrigin }))) headers.set(name, value);
 * ```
 */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/**
 * The headers a personal page adds: `Cross-Origin-Opener-Policy: same-origin`, so a page of another
 * site that opened it keeps no handle on it (it cannot count its frames or navigate it). A
 * catalogue page holds nothing of the shopper's and goes without: the policy makes Chromium move a
 * page opened in a new tab out of the tab's renderer process into another, which cost the first
 * product card of `/shop` about 20 ms on a cold load (bench README, decisions).
 */
export const PERSONAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
};
