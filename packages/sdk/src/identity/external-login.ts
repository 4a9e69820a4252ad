/**
 * `getMemberTokensForExternalLogin`: member tokens for a member id on a trusted server, with the
 * `authorized_client` grant (the visitor token and an API key together in `Authorization`).
 */
import type { OAuthStrategy } from "./oauth-strategy.js";
import { requestTokens } from "./token-request.js";
import { type OAuthTokens, tokensFrom } from "./tokens.js";

/**
 * Member tokens for `memberId` (server side: the API key must never reach a browser).
 *
 * @example
 * ```ts
 * const tokens = await getMemberTokensForExternalLogin(client, memberId, process.env.API_KEY!);
 * ```
 */
export async function getMemberTokensForExternalLogin(
  client: { readonly auth: OAuthStrategy },
  memberId: string,
  apiKey: string,
): Promise<OAuthTokens> {
  const { auth } = client;
  const { headers } = await auth.getAuthHeaders();
  const response = await requestTokens(
    auth,
    { grant_type: "authorized_client", scope: "offline_access", member_id: memberId },
    { ...auth.tokenRequestHeaders, Authorization: `${headers.Authorization},${apiKey}` },
  );
  return tokensFrom(response, "member", auth.now() / 1000);
}
