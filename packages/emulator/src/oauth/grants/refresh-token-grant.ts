/**
 * `grantType: "refresh_token"`: a new access token with the role and subject of
 * the refresh token. The refresh token itself is returned unchanged and stays
 * usable until it expires or is revoked.
 */
import { OAuthFailure } from "../../auth/oauth-failure.ts";
import { findRefreshToken } from "../../auth/refresh-tokens.ts";
import type { GrantHandler } from "./grant-handler.ts";
import { requireClient, requiredTokenParam, tokenParam } from "./grant-handler.ts";

/** Renews an access token from a stored, unexpired, unrevoked refresh token. */
export const refreshTokenGrant: GrantHandler = async (input) => {
  const refreshToken = requiredTokenParam(input.payload, "refreshToken");
  const clientId = tokenParam(input.payload, "clientId");
  if (clientId !== undefined) await requireClient(input, clientId);
  const { credentials } = input;
  const grant = await findRefreshToken(input.db, refreshToken, new Date(credentials.now()));
  if (!grant) throw new OAuthFailure("invalid_grant", "The refresh token is unknown, expired or revoked.");
  if (clientId !== undefined && clientId !== grant.clientId)
    throw new OAuthFailure("invalid_grant", "The refresh token was issued to another client.");
  return credentials.tokenResponse(await credentials.accessToken(grant), refreshToken);
};
