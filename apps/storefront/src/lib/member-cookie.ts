/**
 * Where a member's refresh token lives: in the `HttpOnly` cookie `vitrine_member`, which page
 * scripts cannot read, set and cleared only by the storefront's server (`member-session.server.ts`).
 * The tokens the page and its other cookies keep hold the short-lived access token and, in the
 * refresh token's place, a placeholder (`httponly:` and an id of the session), which says the
 * server holds the real one: the browser renews its access token through the server
 * (`POST /session/refresh`), never with the refresh token itself.
 */
import type { CookieOptions } from "@vitrine/sdk/cookies";

/** The `HttpOnly` cookie of the member's refresh token. */
export const MEMBER_COOKIE = "vitrine_member";

/** How long the member's cookie lasts without a visit (seconds): 30 days. */
const MAX_AGE = 60 * 60 * 24 * 30;

const PLACEHOLDER = "httponly:";

/**
 * Whether `refreshToken` is the placeholder of a refresh token the server holds.
 *
 * @example
 * ```ts
 * heldByServer("httponly:4f1c…"); // true
 * ```
 */
export function heldByServer(refreshToken: string | undefined): boolean {
  return refreshToken?.startsWith(PLACEHOLDER) === true;
}

/**
 * The placeholder that stands for the session `id` in the tokens the page keeps.
 *
 * @example
 * ```ts
 * placeholder("4f1c"); // "httponly:4f1c"
 * ```
 */
export function placeholder(id: string): string {
  return `${PLACEHOLDER}${id}`;
}

/**
 * The member cookie's attributes for a request to `url`: `HttpOnly`, `SameSite=Lax`, `Path=/`,
 * and `Secure` except on localhost (where browsers keep it without https).
 *
 * @example
 * ```ts
 * jar.set(MEMBER_COOKIE, refreshToken, memberCookieOptions(request.url));
 * ```
 */
export function memberCookieOptions(url: string): CookieOptions {
  const { hostname } = new URL(url);
  const local = hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: !local, maxAge: MAX_AGE };
}
