/**
 * `OAuthStrategy`: visitor and member tokens for `createClient({ auth })`. It keeps the tokens in
 * a storage, renews the access token a little before it expires (one renewal however many calls
 * wait, and one at a time across tabs that share the storage), falls back to new visitor tokens
 * when the refresh token is refused, and tells the app when a member's session was lost. Sign-in
 * flows live in separate functions, so a visitor-only bundle holds this file alone.
 */
import type { AuthHeaders, AuthStrategy } from "../core/auth-strategy.js";
import { DEFAULT_BASE_URL } from "../core/client.js";
import { ApiError } from "../core/errors.js";
import { singleFlight } from "../core/single-flight.js";
import { requestTokens, type TokenEndpoint } from "./token-request.js";
import { EMPTY_TOKENS, type OAuthTokens, type RefreshToken, tokensFrom } from "./tokens.js";
import type { Lock } from "./web-lock.js";

/** Where an OAuth strategy keeps its tokens; methods may be sync or async. */
export interface OAuthTokenStorage {
  getTokens(): OAuthTokens | undefined | Promise<OAuthTokens | undefined>;
  setTokens(tokens: OAuthTokens): void | Promise<void>;
  /**
   * Runs `task` (one renewal) while no one else who shares this storage runs one: storages the
   * tabs of an origin share hold a Web Lock (see `webLock`). Absent when the storage is this
   * strategy's alone, as the default in-memory one is.
   */
  lock?: Lock;
}

/** Options of {@link OAuthStrategy}. */
export interface OAuthStrategyOptions {
  /** The OAuth client (the headless project's client id). */
  clientId: string;
  /** Initial tokens for the default in-memory storage. */
  tokens?: OAuthTokens;
  /** Where tokens live (see `localTokenStorage`, `cookieTokenStorage`). Default: memory. */
  tokenStorage?: OAuthTokenStorage;
  /** API origin of the token endpoint. Default `https://www.wixapis.com`. */
  baseUrl?: string;
  /** The `fetch` for token requests. Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Renew this many seconds before the access token expires. Default 60. */
  earlyRenewalSeconds?: number;
  /** Headers added to every token request. */
  tokenRequestHeaders?: Record<string, string>;
  /** Milliseconds since the epoch. Default `Date.now`. */
  now?: () => number;
}

/** Called with the new tokens and the ones they replace. */
export type TokensChangeListener = (tokens: OAuthTokens, previous: OAuthTokens) => void;

/** Called with the member tokens that could not be renewed, before visitor tokens replace them. */
export type SessionExpiredListener = (lost: OAuthTokens) => void;

/** The strategy `client.auth` holds. */
export interface OAuthStrategy extends AuthStrategy, TokenEndpoint {
  readonly clientId: string;
  /** Milliseconds since the epoch (the strategy's clock). */
  readonly now: () => number;
  /** Headers added to every token request. */
  readonly tokenRequestHeaders: Readonly<Record<string, string>>;
  /** `{ Authorization: <access token> }`, renewing first when the token is empty or (nearly) expired. */
  getAuthHeaders(): Promise<AuthHeaders>;
  /** Renews after a 401 and resolves `true`, so the client sends the call once more. */
  onUnauthorized(): Promise<boolean>;
  /**
   * Valid tokens from `tokens`: returned as they are when still valid, else renewed with their
   * refresh token; when there is none or the server refuses it, new anonymous visitor tokens
   * (after `sessionExpired` when the lost tokens were a member's).
   */
  generateVisitorTokens(tokens?: Partial<OAuthTokens>): Promise<OAuthTokens>;
  /** A new access token for `refreshToken` (`refresh_token` grant). */
  renewToken(refreshToken: RefreshToken): Promise<OAuthTokens>;
  /** The stored tokens ({@link EMPTY_TOKENS} when none). */
  getTokens(): Promise<OAuthTokens>;
  /** Stores `tokens` and notifies `onTokensChange` listeners. */
  setTokens(tokens: OAuthTokens): Promise<void>;
  /** Whether the stored refresh token is a member's. */
  loggedIn(): Promise<boolean>;
  /** Listens to every change of the stored tokens; returns the unsubscribe function. */
  onTokensChange(listener: TokensChangeListener): () => void;
  /** Listens to lost member sessions; returns the unsubscribe function. */
  onSessionExpired(listener: SessionExpiredListener): () => void;
}

/** Adds `listener` to `set`; returns the function that removes it. */
function subscribe<L>(set: Set<L>, listener: L): () => void {
  set.add(listener);
  return () => void set.delete(listener);
}

/**
 * Creates the OAuth strategy. Pass it as `auth` to `createClient`; `client.auth` is then this
 * object. Unlike the provider's client, many concurrent calls with an expired token cause one
 * token request, a member whose refresh token is refused is reported through `onSessionExpired`
 * instead of silently becoming a visitor, and only a refusal by the server (4xx) drops the tokens:
 * network failures and 5xx answers reject the call and keep them.
 *
 * @example
 * ```ts
 * import { createClient } from "@vitrine/sdk";
 * import { getProduct } from "@vitrine/sdk/catalog";
 * import { OAuthStrategy, localTokenStorage } from "@vitrine/sdk/identity";
 *
 * const client = createClient({
 *   modules: { products: { getProduct } },
 *   auth: OAuthStrategy({ clientId, tokenStorage: localTokenStorage(clientId) }),
 * });
 * client.auth.onSessionExpired(() => toast("Your session expired, please sign in again."));
 * await client.products.getProduct("p1"); // visitor tokens are fetched on first use
 * ```
 */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const { clientId, tokenRequestHeaders = {}, earlyRenewalSeconds = 60, now = Date.now } = options;
  const storage = options.tokenStorage ?? memory(options.tokens);
  const changes = new Set<TokensChangeListener>();
  const expirations = new Set<SessionExpiredListener>();
  let rejected: string | undefined;

  const seconds = () => now() / 1000;
  const fresh = (tokens: Partial<OAuthTokens> | undefined) =>
    !!tokens?.accessToken?.value &&
    tokens.accessToken.value !== rejected &&
    tokens.accessToken.expiresAt - earlyRenewalSeconds > seconds();
  const getTokens = async () => (await storage.getTokens()) ?? EMPTY_TOKENS;
  const setTokens = async (tokens: OAuthTokens) => {
    const previous = await getTokens();
    await storage.setTokens(tokens);
    for (const listener of changes) listener(tokens, previous);
  };
  const tokensFor = async (payload: Record<string, string>, role: RefreshToken["role"]) =>
    tokensFrom(await requestTokens(strategy, { clientId, ...payload }, tokenRequestHeaders), role, seconds());

  const renewToken = async (refreshToken: RefreshToken): Promise<OAuthTokens> => ({
    ...(await tokensFor({ refreshToken: refreshToken.value, grantType: "refresh_token" }, "none")),
    refreshToken,
  });

  const generateVisitorTokens = async (tokens?: Partial<OAuthTokens>): Promise<OAuthTokens> => {
    const refresh = tokens?.refreshToken;
    if (refresh?.value) {
      if (fresh(tokens)) return tokens as OAuthTokens;
      try {
        return await renewToken(refresh);
      } catch (e) {
        if (!(e instanceof ApiError) || e.status >= 500) throw e;
      }
    }
    if (refresh?.role === "member") {
      for (const listener of expirations) listener({ ...EMPTY_TOKENS, ...tokens } as OAuthTokens);
    }
    return tokensFor({ grantType: "anonymous" }, "visitor");
  };

  // One renewal at a time here, and under the storage's lock where others share the storage:
  // the next holder finds the tokens the previous one stored and keeps them.
  const renewal = async () => {
    const current = await getTokens();
    if (fresh(current)) return current;
    const next = await generateVisitorTokens(current);
    await setTokens(next);
    return next;
  };
  const renew = singleFlight(() => storage.lock?.(renewal) ?? renewal());

  const strategy: OAuthStrategy = {
    clientId,
    now,
    tokenRequestHeaders,
    baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    async getAuthHeaders() {
      const current = await getTokens();
      const { accessToken } = fresh(current) ? current : await renew();
      return { headers: { Authorization: accessToken.value } };
    },
    async onUnauthorized() {
      rejected = (await getTokens()).accessToken.value;
      await renew();
      return true;
    },
    generateVisitorTokens,
    renewToken,
    getTokens,
    setTokens,
    loggedIn: async () => (await getTokens()).refreshToken.role === "member",
    onTokensChange: (listener) => subscribe(changes, listener),
    onSessionExpired: (listener) => subscribe(expirations, listener),
  };
  return strategy;
}

function memory(tokens: OAuthTokens | undefined): OAuthTokenStorage {
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
}
