/** `logout`: the hosted sign-out page's URL; the local tokens are cleared at once. */
import type { IdentityClient } from "./identity-client.js";
import { redirectSessionUrl } from "./redirect-url.js";
import { EMPTY_TOKENS } from "./tokens.js";

/**
 * Creates a `logout` redirect session that returns to `postFlowUrl` and resolves the URL to send the browser to (it ends the hosted session too).
 * The stored tokens are cleared in every case, even when the request fails.
 *
 * @example
 * ```ts
 * const { logoutUrl } = await logout(client, location.origin);
 * location.href = logoutUrl;
 * ```
 */
export async function logout(client: IdentityClient, postFlowUrl: string): Promise<{ logoutUrl: string }> {
  try {
    const { url } = await redirectSessionUrl(client, {
      logout: { clientId: client.auth.clientId },
      callbacks: { postFlowUrl },
    });
    return { logoutUrl: url };
  } finally {
    await client.auth.setTokens(EMPTY_TOKENS);
  }
}
