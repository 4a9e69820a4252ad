/**
 * `grant_type: "authorized_client"`: member tokens for external sign-in. The
 * caller proves it is the merchant (`Authorization: <visitor token>,<api key>`,
 * the API key decides) and names an ACTIVE member (`member_id`); when it also
 * sends the `session_token` of a sign-on, that session must be the member's.
 * The tokens belong to `clientId` when given, else to the first configured client.
 * They are tied to a member session, as hosted sign-in's are: the sign-on's
 * session when given, else a new one; signing out of it (the logout page, which
 * learns the session from the member's access token) revokes the refresh token.
 */

import { createSession, sessionMember } from "../../auth/member-sessions.ts";
import { OAuthFailure } from "../../auth/oauth-failure.ts";
import { sha256Hex } from "../../auth/secrets.ts";
import { findById } from "../../identity/identity-records.ts";
import type { GrantHandler } from "./grant-handler.ts";
import { requireClient, requiredTokenParam, tokenParam } from "./grant-handler.ts";

/** Issues member tokens to a merchant-authorised caller. */
export const authorizedClientGrant: GrantHandler = async (input) => {
  if (input.principal.kind !== "merchant")
    throw new OAuthFailure(
      "invalid_client",
      "This grant needs a merchant API key in the Authorization header.",
    );
  const memberId = requiredTokenParam(input.payload, "memberId");
  const sessionToken = tokenParam(input.payload, "sessionToken");
  const clientId = tokenParam(input.payload, "clientId") ?? input.config.oauthClients[0]?.clientId;
  if (!clientId)
    throw new OAuthFailure("invalid_request", "clientId is required: no OAuth client is configured.");
  await requireClient(input, clientId);
  const { credentials } = input;
  const now = new Date(credentials.now());
  const member = await findById(input.db, memberId);
  if (member?.status !== "ACTIVE")
    throw new OAuthFailure("invalid_grant", "member_id is not an active member.");
  if (sessionToken !== undefined && (await sessionMember(input.db, sessionToken, now)) !== memberId)
    throw new OAuthFailure("invalid_grant", "session_token is not an active session of this member.");
  const session = sessionToken ?? (await createSession(input.db, memberId, now));
  return credentials.issueTokens({
    clientId,
    role: "member",
    subject: memberId,
    sessionHash: sha256Hex(session),
  });
};
