/**
 * `POST /oauth2/token`: the OAuth 2.0 token endpoint (RFC 6749 §3.2). Each grant
 * type is a handler in `tokenGrants`; the identity work adds
 * `authorization_code` and `authorized_client` there. Failures are OAuth errors.
 */

import { OAuthFailure } from "../auth/oauth-failure.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { anonymousGrant } from "./grants/anonymous-grant.ts";
import { authorizationCodeGrant } from "./grants/authorization-code-grant.ts";
import { authorizedClientGrant } from "./grants/authorized-client-grant.ts";
import { type GrantHandler, requiredTokenParam } from "./grants/grant-handler.ts";
import { refreshTokenGrant } from "./grants/refresh-token-grant.ts";

/** The supported grant types and their handlers. */
export const tokenGrants: Readonly<Record<string, GrantHandler>> = {
  anonymous: anonymousGrant,
  refresh_token: refreshTokenGrant,
  authorization_code: authorizationCodeGrant,
  authorized_client: authorizedClientGrant,
};

/** The token endpoint. */
export const tokenEndpoint: Endpoint = {
  method: "POST",
  path: "/oauth2/token",
  access: "public",
  errorFormat: "oauth",
  async handle(input) {
    const grantType = requiredTokenParam(input.payload, "grantType");
    const grant = Object.hasOwn(tokenGrants, grantType) ? tokenGrants[grantType] : undefined;
    if (!grant)
      throw new OAuthFailure(
        "unsupported_grant_type",
        `Grant type ${JSON.stringify(grantType)} is not supported.`,
      );
    return grant(input);
  },
};
