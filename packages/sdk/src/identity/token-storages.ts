/**
 * Token storages for the OAuth strategy, built on the cookie subpath's storages: `localStorage`
 * under a key namespaced by the OAuth client id, or a cookie (path `/` by default).
 */
import { type CookieStorageOptions, cookieStorage } from "../cookies/cookie-storage.js";
import { type LocalStorageOptions, localStorageStorage } from "../cookies/local-storage.js";
import type { TokenStorage } from "../cookies/token-storage.js";
import type { OAuthTokens } from "./tokens.js";

/**
 * Tokens in `localStorage` under `vitrine.tokens.{clientId}`, so two clients on one origin never
 * share tokens. Tabs of one origin share it (and renew one at a time, see `OAuthStrategy`).
 *
 * @example
 * ```ts
 * OAuthStrategy({ clientId, tokenStorage: localTokenStorage(clientId) });
 * ```
 */
export function localTokenStorage(
  clientId: string,
  options: Omit<LocalStorageOptions, "key"> = {},
): TokenStorage<OAuthTokens> {
  return localStorageStorage<OAuthTokens>({ ...options, key: `vitrine.tokens.${clientId}` });
}

/**
 * Tokens in a cookie (default name `vitrine_tokens`, path `/`); on a server pass
 * `jar: headerCookieJar(req.headers.cookie)` and send its `setCookieHeaders` back.
 *
 * @example
 * ```ts
 * OAuthStrategy({ clientId, tokenStorage: cookieTokenStorage({ maxAge: 60 * 60 * 24 * 30 }) });
 * ```
 */
export function cookieTokenStorage(options: CookieStorageOptions = {}): TokenStorage<OAuthTokens> {
  return cookieStorage<OAuthTokens>({ path: "/", ...options });
}
