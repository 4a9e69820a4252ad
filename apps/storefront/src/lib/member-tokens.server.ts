/**
 * A member's tokens as the server reads and writes them for a request: the refresh token from the
 * `HttpOnly` member cookie (`member-cookie.ts`), the access token and the placeholder from the
 * cookie the page shares (`vitrine_tokens`). A renewal on the server writes the refresh token back
 * into the member cookie only, and a visitor's tokens (after a session was lost) clear it. The
 * `.server` suffix keeps this module out of the browser's build.
 */
import { createHash } from "node:crypto";
import type { CookieJar } from "@vitrine/sdk/cookies";
import type { OAuthTokenStorage, OAuthTokens } from "@vitrine/sdk/identity";
import { heldByServer, MEMBER_COOKIE, memberCookieOptions, placeholder } from "./member-cookie.ts";

/**
 * The placeholder the page keeps for `refreshToken`: an id of the session (a hash, which tells
 * nothing of the token), so a sign-in as someone else reads as another session.
 *
 * @example
 * ```ts
 * sessionPlaceholder(refreshToken); // "httponly:9b2f…"
 * ```
 */
export function sessionPlaceholder(refreshToken: string): string {
  return placeholder(createHash("sha256").update(refreshToken).digest("base64url").slice(0, 22));
}

/**
 * `visible` (the tokens cookie of `jar`) with a member's refresh token kept in the member cookie of
 * `jar` instead, for a request to `url`. A placeholder without its member cookie reads as no
 * tokens (the member signed out elsewhere): the request goes on as a new visitor.
 *
 * @example
 * ```ts
 * const tokenStorage = memberCookieTokens(tokenCookie(jar), jar, request.url);
 * ```
 */
export function memberCookieTokens(
  visible: OAuthTokenStorage,
  jar: CookieJar,
  url: string,
): OAuthTokenStorage {
  const options = memberCookieOptions(url);
  return {
    async getTokens() {
      const tokens = await visible.getTokens();
      if (!tokens || !heldByServer(tokens.refreshToken.value)) return tokens;
      const refreshToken = jar.get(MEMBER_COOKIE);
      return refreshToken ? { ...tokens, refreshToken: { value: refreshToken, role: "member" } } : undefined;
    },
    async setTokens(tokens: OAuthTokens) {
      const { value, role } = tokens.refreshToken;
      if (role === "member") {
        if (jar.get(MEMBER_COOKIE) !== value) jar.set(MEMBER_COOKIE, value, options);
        await visible.setTokens({ ...tokens, refreshToken: { value: sessionPlaceholder(value), role } });
        return;
      }
      if (jar.get(MEMBER_COOKIE) !== undefined) jar.delete(MEMBER_COOKIE, options);
      await visible.setTokens(tokens);
    },
  };
}
