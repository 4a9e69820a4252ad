/**
 * Bundled into the storefront page of the redirect-flow browser test: the SDK's redirect sign-in
 * as an app writes it (keep the OAuth data in `sessionStorage`, leave for the hosted page, read
 * the answer from `location` on return), the members area, sign-out and the password-reset request.
 */

import {
  generateOAuthData,
  getAuthUrl,
  getMembersAccountUrl,
  getMemberTokens,
  localTokenStorage,
  logout,
  type OAuthData,
  OAuthStrategy,
  parseFromUrl,
  sendPasswordResetEmail,
} from "../../../src/identity/index.ts";
import { createClient } from "../../../src/index.ts";

const CLIENT_ID = "test-client";

function storefront(api: string) {
  return createClient({
    modules: {},
    auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: api, tokenStorage: localTokenStorage(CLIENT_ID) }),
    baseUrl: api,
    retry: false,
  });
}

/** Creates the authorization request; keeps its data and resolves the hosted page's URL. */
async function startSignIn(api: string, mode: "query" | "fragment") {
  const data = await generateOAuthData(`${location.origin}/callback`, location.href);
  sessionStorage.setItem("oauth", JSON.stringify(data));
  const { authUrl } = await getAuthUrl(storefront(api), data, { responseMode: mode });
  return authUrl;
}

/** On the callback page: reads the answer from `location`, exchanges the code, stores the tokens. */
async function finishSignIn(api: string, mode: "query" | "fragment") {
  const client = storefront(api);
  const data = JSON.parse(sessionStorage.getItem("oauth") ?? "null") as OAuthData;
  const { code, state, error } = parseFromUrl(undefined, mode);
  if (error) return { error };
  await client.auth.setTokens(await getMemberTokens(client, code, state, data));
  return { loggedIn: await client.auth.loggedIn(), originalUri: data.originalUri };
}

/** Asks for the reset e-mail whose link returns to `/reset-done` on this origin. */
async function requestReset(api: string, email: string) {
  await sendPasswordResetEmail(storefront(api), email, `${location.origin}/reset-done`);
  return true;
}

/** The members area's URL, returning to this page. */
function accountUrl(api: string) {
  return getMembersAccountUrl(storefront(api), "ACCOUNT_INFO", { postFlowUrl: location.href });
}

/** Signs out: clears the stored tokens and resolves the hosted sign-out URL. */
async function signOut(api: string) {
  const client = storefront(api);
  const { logoutUrl } = await logout(client, `${location.origin}/signed-out`);
  return { logoutUrl, loggedIn: await client.auth.loggedIn() };
}

Object.assign(globalThis, {
  vitrineRedirect: { startSignIn, finishSignIn, requestReset, accountUrl, signOut },
});
