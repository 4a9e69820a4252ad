/**
 * `grantType: "authorization_code"` (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.6):
 * member tokens for a code from the hosted sign-in. The verifier must hash
 * (S256) to the code's challenge; the code is single-use, lives 60 seconds and
 * is bound to the client, the redirect URI and the member's session. The
 * refresh token is bound to that session too: logout revokes it.
 */

import { OAuthFailure } from "../../auth/oauth-failure.ts";
import { redeemCode } from "../authorization-codes.ts";
import type { GrantHandler } from "./grant-handler.ts";
import { requireClient, requiredTokenParam, tokenParam } from "./grant-handler.ts";

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** Exchanges an authorization code and PKCE verifier for member tokens. */
export const authorizationCodeGrant: GrantHandler = async (input) => {
  const clientId = requiredTokenParam(input.payload, "clientId");
  const code = requiredTokenParam(input.payload, "code");
  const codeVerifier = requiredTokenParam(input.payload, "codeVerifier");
  const redirectUri = tokenParam(input.payload, "redirectUri") || undefined;
  if (!VERIFIER.test(codeVerifier))
    throw new OAuthFailure("invalid_request", "codeVerifier must be 43 to 128 unreserved characters.");
  await requireClient(input, clientId);
  const { credentials } = input;
  const outcome = await input.db.transaction((tx) =>
    redeemCode(tx, code, { clientId, redirectUri, codeVerifier }, new Date(credentials.now())),
  );
  if ("rejected" in outcome)
    throw new OAuthFailure("invalid_grant", `The authorization code is not valid (${outcome.rejected}).`);
  return credentials.issueTokens({
    clientId,
    role: "member",
    subject: outcome.identityId,
    sessionHash: outcome.sessionHash,
  });
};
