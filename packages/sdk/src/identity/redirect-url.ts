/**
 * Creates a redirect session and returns its URL; a session without a URL fails with
 * `No redirect URL found` instead of handing `undefined` to the caller.
 */

import type { IdentityClient } from "./identity-client.js";
import { IdentityError, NO_REDIRECT_URL_MESSAGE } from "./identity-error.js";
import {
  type RedirectSession,
  type RedirectSessionRequest,
  requestRedirectSession,
} from "./redirect-session.js";

/**
 * The created session and its `fullUrl`.
 *
 * @example
 * ```ts
 * const { url } = await redirectSessionUrl(client, { login: {} });
 * ```
 */
export async function redirectSessionUrl(
  client: IdentityClient,
  request: RedirectSessionRequest,
): Promise<{ url: string; session: RedirectSession }> {
  const session = await requestRedirectSession(client, request);
  if (!session?.fullUrl) throw new IdentityError(NO_REDIRECT_URL_MESSAGE, { code: "NO_REDIRECT_URL" });
  return { url: session.fullUrl, session };
}
