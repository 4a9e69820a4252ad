/**
 * `generateOAuthData`: what a redirect sign-in keeps between leaving for the hosted page and
 * coming back (PKCE verifier, state, where to return).
 */
import { generatePkce, type OAuthPkce } from "./pkce.js";

/** PKCE values plus the redirect URI and the page to return to afterwards. */
export interface OAuthData extends OAuthPkce {
  redirectUri: string;
  originalUri: string;
}

/**
 * New PKCE data for a sign-in that returns to `redirectUri`; keep it (e.g. in `sessionStorage`)
 * until the callback ([RFC 7636 §4](https://www.rfc-editor.org/rfc/rfc7636#section-4)).
 *
 * @example
 * ```ts
 * const data = await generateOAuthData(`${location.origin}/callback`, location.href);
 * sessionStorage.setItem("oauth", JSON.stringify(data));
 * const { authUrl } = await getAuthUrl(client, data);
 * location.href = authUrl;
 * ```
 */
export async function generateOAuthData(redirectUri: string, originalUri = ""): Promise<OAuthData> {
  return { redirectUri, originalUri, ...(await generatePkce()) };
}
