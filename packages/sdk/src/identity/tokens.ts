/**
 * The tokens an OAuth strategy holds: a short-lived access token with its expiry, and a refresh
 * token with the role it stands for (RFC 6749 §1.4, §1.5).
 */

/** Every {@link TokenRole}. */
export const TOKEN_ROLES = ["none", "visitor", "member"] as const;
/** Whom a refresh token stands for: nobody yet, an anonymous visitor, or a signed-in member. */
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** An access token; `expiresAt` is in seconds since the epoch. */
export interface AccessToken {
  value: string;
  expiresAt: number;
}

/** A refresh token and its role. */
export interface RefreshToken {
  value: string;
  role: TokenRole;
}

/** What an OAuth strategy keeps in its token storage. */
export interface OAuthTokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

/** The token endpoint's success body (RFC 6749 §5.1). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type?: string;
}

/**
 * No tokens: what an empty storage reads as, and what sign-out leaves.
 *
 * @example
 * ```ts
 * await client.auth.setTokens(EMPTY_TOKENS);
 * ```
 */
export const EMPTY_TOKENS: OAuthTokens = {
  accessToken: { value: "", expiresAt: 0 },
  refreshToken: { value: "", role: "none" },
};

/**
 * The tokens of a token-endpoint answer: `expiresAt` = `nowSeconds` + `expires_in`.
 *
 * @example
 * ```ts
 * const tokens = tokensFrom(await requestTokens(endpoint, payload), "member", Date.now() / 1000);
 * ```
 */
export function tokensFrom(response: TokenResponse, role: TokenRole, nowSeconds: number): OAuthTokens {
  return {
    accessToken: {
      value: response.access_token,
      expiresAt: Math.floor(nowSeconds) + Number(response.expires_in),
    },
    refreshToken: { value: response.refresh_token, role },
  };
}
