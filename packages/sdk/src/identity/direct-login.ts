/**
 * `getMemberTokensForDirectLogin`: member tokens for the session token of `login` or `register`,
 * without leaving the page: an authorization request with `prompt=none` and
 * `response_mode=web_message` answered in a hidden frame, then the code exchange with PKCE.
 */
import { getAuthUrl } from "./auth-url.js";
import { browserWindow } from "./browser-only.js";
import { FRAME_TIMEOUT_MS, frameAnswer } from "./hidden-frame.js";
import type { IdentityClient } from "./identity-client.js";
import { getMemberTokens } from "./member-tokens.js";
import { generatePkce } from "./pkce.js";
import type { OAuthTokens } from "./tokens.js";

/**
 * Signs the member in with `sessionToken` (browsers only). The answer is accepted only from the
 * authorization endpoint's exact origin and with this request's `state`; after `timeoutMs`
 * (default 120 000) it fails with `OAuth flow timed out`; an `error` answer fails with an
 * `OAUTH_ERROR` {@link IdentityError}. Store the result with `client.auth.setTokens(tokens)`.
 *
 * @example
 * ```ts
 * const result = await login(client, { email, password });
 * if (result.loginState === "SUCCESS") {
 *   await client.auth.setTokens(await getMemberTokensForDirectLogin(client, result.data.sessionToken));
 * }
 * ```
 */
export async function getMemberTokensForDirectLogin(
  client: IdentityClient,
  sessionToken: string,
  options: { timeoutMs?: number } = {},
): Promise<OAuthTokens> {
  browserWindow("getMemberTokensForDirectLogin");
  const pkce = await generatePkce();
  const { authUrl, authorizationEndpoint } = await getAuthUrl(client, pkce, {
    prompt: "none",
    responseMode: "web_message",
    sessionToken,
  });
  const origin = new URL(authorizationEndpoint, authUrl).origin;
  const answer = await frameAnswer(authUrl, origin, pkce.state, options.timeoutMs ?? FRAME_TIMEOUT_MS);
  return getMemberTokens(client, answer.code, answer.state, pkce);
}
