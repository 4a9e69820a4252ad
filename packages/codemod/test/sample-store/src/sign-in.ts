/** The sample store's sign-in: a redirect to the hosted login page and back with a code. */
import type { OauthData } from "@wix/sdk";
import type { StoreClient } from "./store-client.ts";

/** Where to send the shopper to sign in, and the data to keep until they come back. */
export async function startSignIn(client: StoreClient, redirectUri: string, originalUri: string) {
  const data = client.auth.generateOAuthData(redirectUri, originalUri);
  const { authUrl } = await client.auth.getAuthUrl(data);
  return { authUrl, data };
}

/** Completes the sign-in from the URL the hosted page sent the shopper to; whether it worked. */
export async function finishSignIn(
  client: StoreClient,
  returnedTo: string,
  data: OauthData,
): Promise<boolean> {
  const { code, state } = client.auth.parseFromUrl(returnedTo);
  const tokens = await client.auth.getMemberTokens(code, state, data);
  client.auth.setTokens(tokens);
  return client.auth.loggedIn();
}
