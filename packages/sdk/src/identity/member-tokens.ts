/**
 * `getMemberTokens`: the end of a redirect sign-in. Checks the returned `state`
 * (RFC 6749 §10.12) and exchanges the code with the PKCE verifier for member tokens
 * (RFC 6749 §4.1.3, RFC 7636 §4.5).
 */
import { IdentityError, INVALID_STATE_MESSAGE, MISSING_CODE_MESSAGE } from "./identity-error.js";
import type { OAuthStrategy } from "./oauth-strategy.js";
import type { OAuthPkce } from "./pkce.js";
import { requestTokens } from "./token-request.js";
import { type OAuthTokens, tokensFrom } from "./tokens.js";

/**
 * Member tokens for an authorization code. A missing code or state throws
 * `Missing code or _state`; a state other than the one in `oauthData` throws `Invalid _state`
 * ([RFC 7636 §4.5](https://www.rfc-editor.org/rfc/rfc7636#section-4.5)). Store the result with
 * `client.auth.setTokens(tokens)`.
 *
 * @example
 * ```ts
 * const { code, state } = parseFromUrl();
 * const tokens = await getMemberTokens(client, code, state, JSON.parse(sessionStorage.getItem("oauth")!));
 * await client.auth.setTokens(tokens);
 * ```
 */
export async function getMemberTokens(
  client: { readonly auth: OAuthStrategy },
  code: string | null | undefined,
  state: string | null | undefined,
  oauthData: OAuthPkce & { redirectUri?: string | undefined },
): Promise<OAuthTokens> {
  if (!code || !state) throw new IdentityError(MISSING_CODE_MESSAGE, { code: "MISSING_CODE_OR_STATE" });
  if (state !== oauthData.state) throw new IdentityError(INVALID_STATE_MESSAGE, { code: "INVALID_STATE" });
  const { auth } = client;
  const response = await requestTokens(
    auth,
    {
      clientId: auth.clientId,
      grantType: "authorization_code",
      ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
      code,
      codeVerifier: oauthData.codeVerifier,
    },
    { ...auth.tokenRequestHeaders },
  );
  return tokensFrom(response, "member", auth.now() / 1000);
}
