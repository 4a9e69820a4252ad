/** `grantType: "anonymous"`: tokens for a new visitor of a known OAuth client. */
import type { GrantHandler } from "./grant-handler.ts";
import { requireClient, requiredTokenParam } from "./grant-handler.ts";

/** Issues visitor tokens (a fresh visitor id) to a known client. */
export const anonymousGrant: GrantHandler = async (input) => {
  const clientId = requiredTokenParam(input.payload, "clientId");
  await requireClient(input, clientId);
  const { credentials } = input;
  return credentials.issueTokens({ clientId, role: "visitor", subject: credentials.newVisitorId() });
};
