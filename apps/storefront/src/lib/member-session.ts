/**
 * The browser's side of the member session (`member-cookie.ts`): the page's token storage hands a
 * sign-in's member tokens to the server (`POST /session`) and keeps only the access token and the
 * placeholder it answers, tells the server when the member leaves (`POST /session/sign-out`), and
 * the SDK's token requests that would renew with the placeholder go to `POST /session/refresh`,
 * which renews with the `HttpOnly` cookie. Whatever signs in (the on-page form, a second factor,
 * the hosted sign-in's callback, silent sign-in) stores its tokens through the strategy, so every
 * way in goes through here; the refresh token is in page memory only while it is handed over.
 */
import type { OAuthTokenStorage, OAuthTokens } from "@vitrine/sdk/identity";
import { paths } from "../app/paths.ts";
import { heldByServer } from "./member-cookie.ts";

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`The storefront refused the session (${path}: ${response.status}).`);
  return response;
}

/**
 * `inner` (the page's storage) where a member's refresh token never lands: a member's tokens are
 * handed to the server first, a member's session that ends is cleared there too.
 *
 * @example
 * ```ts
 * const tokenStorage = memberSessionTokens(mirroredTokens(localTokenStorage(clientId), tokenCookie(jar)));
 * ```
 */
export function memberSessionTokens(inner: OAuthTokenStorage): OAuthTokenStorage {
  const leaveMember = async () => {
    if ((await inner.getTokens())?.refreshToken.role === "member") await post(paths.sessionSignOut, {});
  };
  return {
    ...inner,
    getTokens: () => inner.getTokens(),
    async setTokens(tokens: OAuthTokens) {
      const { role, value } = tokens.refreshToken;
      if (role === "member" && !heldByServer(value)) {
        const handed = (await (await post(paths.session, tokens)).json()) as {
          accessToken: OAuthTokens["accessToken"];
          session: string;
        };
        await inner.setTokens({
          accessToken: handed.accessToken,
          refreshToken: { value: handed.session, role },
        });
        return;
      }
      if (role !== "member") await leaveMember();
      await inner.setTokens(tokens);
    },
    async clearTokens() {
      await leaveMember();
      await (inner as { clearTokens?: () => Promise<void> | void }).clearTokens?.();
    },
  } as OAuthTokenStorage;
}

/** Whether a request is the SDK's renewal with a placeholder (a JSON token request). */
function isPlaceholderRenewal(url: string, init: RequestInit | undefined): boolean {
  if (!url.endsWith("/oauth2/token") || typeof init?.body !== "string") return false;
  try {
    const payload = JSON.parse(init.body) as { grantType?: unknown; refreshToken?: unknown };
    return payload.grantType === "refresh_token" && heldByServer(String(payload.refreshToken));
  } catch {
    return false;
  }
}

/**
 * The page's `fetch` for its shop client: a renewal with the placeholder goes to the storefront's
 * `POST /session/refresh` (which answers as the token endpoint does); everything else as it is.
 *
 * @example
 * ```ts
 * createVitrineClient({ baseUrl, clientId, fetch: memberSessionFetch() });
 * ```
 */
export function memberSessionFetch(): typeof fetch {
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!isPlaceholderRenewal(url, init)) return fetch(input, init);
    return fetch(paths.sessionRefresh, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      credentials: "same-origin",
      ...(init?.signal ? { signal: init.signal } : {}),
    });
  };
}
