/**
 * `getAuthUrl`: the hosted sign-in page's URL for an authorization request with PKCE
 * (RFC 6749 §4.1.1, RFC 7636 §4.3), from an `auth` redirect session with scope `offline_access`.
 */
import type { IdentityClient } from "./identity-client.js";
import type { ResponseMode } from "./parse-from-url.js";
import type { OAuthPkce } from "./pkce.js";
import { redirectSessionUrl } from "./redirect-url.js";

/** Options of {@link getAuthUrl}. */
export interface AuthUrlOptions {
  /** `login` shows the sign-in page; `none` answers at once (with a session token). Default `login`. */
  prompt?: "login" | "none";
  /** How the answer comes back. Default `fragment`. */
  responseMode?: ResponseMode;
  /** A session token from `login`/`register`, for a sign-in without a page. */
  sessionToken?: string;
}

/** The hosted page to open and the authorization endpoint it belongs to. */
export interface AuthUrl {
  authUrl: string;
  authorizationEndpoint: string;
  sessionToken: string | undefined;
}

/**
 * Creates the redirect session of an authorization request and returns its URL
 * ([RFC 7636 §4.3](https://www.rfc-editor.org/rfc/rfc7636#section-4.3)).
 *
 * @example
 * ```ts
 * const data = await generateOAuthData(`${location.origin}/callback`);
 * const { authUrl } = await getAuthUrl(client, data, { responseMode: "query" });
 * location.href = authUrl;
 * ```
 */
export async function getAuthUrl(
  client: IdentityClient,
  oauthData: OAuthPkce & { redirectUri?: string | undefined },
  options: AuthUrlOptions = {},
): Promise<AuthUrl> {
  const { prompt = "login", responseMode = "fragment", sessionToken } = options;
  const { url, session } = await redirectSessionUrl(client, {
    auth: {
      authRequest: {
        ...(oauthData.redirectUri ? { redirectUri: oauthData.redirectUri } : {}),
        clientId: client.auth.clientId,
        codeChallenge: oauthData.codeChallenge,
        codeChallengeMethod: "S256",
        responseMode,
        responseType: "code",
        scope: "offline_access",
        state: oauthData.state,
        ...(sessionToken ? { sessionToken } : {}),
      },
      prompt,
    },
  });
  return {
    authUrl: url,
    authorizationEndpoint: session.urlDetails?.endpoint ?? url,
    sessionToken: session.sessionToken ?? undefined,
  };
}
