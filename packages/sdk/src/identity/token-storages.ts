/**
 * Token storages for the OAuth strategy, built on the cookie subpath's storages: `localStorage`
 * under a key namespaced by the OAuth client id, or a cookie (path `/` by default). Storages the
 * tabs of an origin share come with a Web Lock, so those tabs renew tokens one at a time.
 */
import { type CookieStorageOptions, cookieStorage } from "../cookies/cookie-storage.js";
import { type LocalStorageOptions, localStorageStorage } from "../cookies/local-storage.js";
import type { TokenStorage } from "../cookies/token-storage.js";
import type { OAuthTokenStorage } from "./oauth-strategy.js";
import type { OAuthTokens } from "./tokens.js";
import { type Locks, webLock } from "./web-lock.js";

/** Options of the storages that tabs share. */
export interface TabLockOptions {
  /** Cross-tab locks; `false` for none. Default `navigator.locks` when present. */
  locks?: Locks | false;
}

/** A token storage for `OAuthStrategy` that can also clear its tokens. */
export type OAuthTokenStore = TokenStorage<OAuthTokens> & OAuthTokenStorage;

/**
 * Tokens in `localStorage` under `vitrine.tokens.{clientId}`, so two clients on one origin never
 * share tokens. Tabs of one origin share them, and renew one at a time under the Web Lock of the
 * same name.
 *
 * @example
 * ```ts
 * OAuthStrategy({ clientId, tokenStorage: localTokenStorage(clientId) });
 * ```
 */
export function localTokenStorage(
  clientId: string,
  options: Omit<LocalStorageOptions, "key"> & TabLockOptions = {},
): OAuthTokenStore {
  const key = `vitrine.tokens.${clientId}`;
  return { ...localStorageStorage<OAuthTokens>({ ...options, key }), lock: webLock(key, options.locks) };
}

/**
 * Tokens in a cookie (default name `vitrine_tokens`, path `/`). In a browser the tabs share the
 * cookie and renew one at a time under the Web Lock `vitrine.cookie.{name}`. On a server pass
 * `jar: headerCookieJar(req.headers.cookie)` and send its `setCookieHeaders` back; a jar holds
 * one request's cookies, so there is no lock.
 *
 * @example
 * ```ts
 * OAuthStrategy({ clientId, tokenStorage: cookieTokenStorage({ maxAge: 60 * 60 * 24 * 30 }) });
 * ```
 */
export function cookieTokenStorage(options: CookieStorageOptions & TabLockOptions = {}): OAuthTokenStore {
  const { locks, ...cookie } = options;
  const storage = cookieStorage<OAuthTokens>({ path: "/", ...cookie });
  return cookie.jar
    ? storage
    : { ...storage, lock: webLock(`vitrine.cookie.${cookie.name ?? "vitrine_tokens"}`, locks) };
}
