/**
 * Sign-in through the hosted page (the redirect flow): before leaving, the PKCE data is kept in
 * `sessionStorage` (it must survive the round trip, and only this tab needs it); on the callback
 * page the answer is read from the URL's query and the code exchanged for member tokens.
 */
import {
  browserWindow,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  IDENTITY_MESSAGES,
  type IdentityClient,
  IdentityError,
  type OAuthData,
  type OAuthTokens,
  parseFromUrl,
} from "@vitrine/sdk/identity";

const keyOf = (clientId: string) => `vitrine.oauthData.${clientId}`;

/**
 * Creates the authorization request and resolves the hosted sign-in page's URL; the answer comes
 * back to `callbackUrl` (an allowed origin of the OAuth client), then the app returns to `originalUri`.
 *
 * @example
 * ```ts
 * location.assign(await startHostedLogin(client, `${location.origin}/auth/callback`, location.href));
 * ```
 */
export async function startHostedLogin(
  client: IdentityClient,
  callbackUrl: string,
  originalUri = "",
): Promise<string> {
  const storage = browserWindow("startHostedLogin").sessionStorage;
  const data = await generateOAuthData(callbackUrl, originalUri);
  const { authUrl } = await getAuthUrl(client, data, { responseMode: "query" });
  storage.setItem(keyOf(client.auth.clientId), JSON.stringify(data));
  return authUrl;
}

/**
 * On the callback page: reads `url`'s answer and exchanges its code (once: the kept data is
 * removed). Fails with an `OAUTH_ERROR` {@link IdentityError} when the hosted page answered an
 * error, `INVALID_STATE` when this tab started no sign-in or the state differs.
 *
 * @example
 * ```ts
 * const { tokens, originalUri } = await finishHostedLogin(client, location.href);
 * ```
 */
export async function finishHostedLogin(
  client: IdentityClient,
  url: string,
): Promise<{ tokens: OAuthTokens; originalUri: string }> {
  const storage = browserWindow("finishHostedLogin").sessionStorage;
  const key = keyOf(client.auth.clientId);
  const kept = storage.getItem(key);
  storage.removeItem(key);
  const answer = parseFromUrl(url, "query");
  if (answer.error)
    throw new IdentityError(answer.errorDescription || answer.error, {
      code: "OAUTH_ERROR",
      error: answer.error,
      ...(answer.errorDescription ? { errorDescription: answer.errorDescription } : {}),
    });
  if (!kept) throw new IdentityError(IDENTITY_MESSAGES.invalidState, { code: "INVALID_STATE" });
  const data = JSON.parse(kept) as OAuthData;
  const tokens = await getMemberTokens(client, answer.code, answer.state, data);
  return { tokens, originalUri: data.originalUri };
}
