/**
 * The shape of one OAuth grant type at `/oauth2/token`, and helpers the grants
 * share: reading a parameter in either spelling (`clientId` or `client_id`) and
 * checking the client.
 */

import type { TokenResponse } from "../../auth/credentials.ts";
import { OAuthFailure } from "../../auth/oauth-failure.ts";
import type { EndpointInput } from "../../http/endpoint.ts";

/** Handles one `grantType`: validates the request and returns the tokens, or throws an `OAuthFailure`. */
export type GrantHandler = (input: EndpointInput) => Promise<TokenResponse>;

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A string parameter sent as `camelName` or its snake_case twin; undefined when absent. */
export function tokenParam(payload: Record<string, unknown>, camelName: string): string | undefined {
  const value = payload[camelName] ?? payload[snakeCase(camelName)];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new OAuthFailure("invalid_request", `${camelName} must be a string.`);
  return value;
}

/** Like `tokenParam`, but a missing or empty parameter is an `invalid_request`. */
export function requiredTokenParam(payload: Record<string, unknown>, camelName: string): string {
  const value = tokenParam(payload, camelName);
  if (!value) throw new OAuthFailure("invalid_request", `${camelName} is required.`);
  return value;
}

/** Checks that `clientId` names a known OAuth client (401 `invalid_client` otherwise). */
export async function requireClient(input: EndpointInput, clientId: string): Promise<void> {
  const rows = await input.db.query("select 1 from oauth_clients where client_id = $1", [clientId]);
  if (rows.length === 0) throw new OAuthFailure("invalid_client", "Unknown OAuth client.");
}
