/**
 * The hosted sign-in steps a browser and a store take: a redirect session for
 * an authorization request; its page at `fullUrl` loaded and its form posted
 * back to the page's path with the session id and the CSRF token the page
 * carries; the authorization code the page redirects with exchanged at the
 * token endpoint.
 */
import type { LightMyRequestResponse } from "fastify";
import { TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "./test-app.ts";

/**
 * The body of a redirect session for the test client's authorization request: PKCE S256 with
 * `codeChallenge`, a code (and a refresh token) answered in the query to `${TEST_ORIGIN}/callback`,
 * state `st-1`; `fields` replace or add to the request's (`undefined` leaves one out), and the
 * hosted page asks with `prompt`.
 *
 * @example
 * const created = await postAsVisitor(t, SESSION, authorizationRequest(pkce.challenge, { state: "st-2" }));
 */
export function authorizationRequest(
  codeChallenge: string,
  fields: Record<string, unknown> = {},
  prompt = "login",
) {
  return {
    auth: {
      authRequest: {
        redirectUri: `${TEST_ORIGIN}/callback`,
        clientId: TEST_CLIENT_ID,
        codeChallenge,
        codeChallengeMethod: "S256",
        responseMode: "query",
        responseType: "code",
        scope: "offline_access",
        state: "st-1",
        ...fields,
      },
      prompt,
    },
  };
}

/** The CSRF token in a hosted page's form ("" when the page has none). */
export function csrfOf(body: string): string {
  return /name="csrf" value="([^"]+)"/.exec(body)?.[1] ?? "";
}

/** The hosted page as it was loaded, and the answer to its form. */
export interface HostedFormSubmission {
  page: LightMyRequestResponse;
  answer: LightMyRequestResponse;
}

/**
 * Loads the hosted page at `fullUrl` (a redirect session's) and posts its form
 * with `fields` beside the session id and the page's CSRF token; `csrf` sends
 * another token instead (a forged form).
 *
 * @example
 * const { answer } = await submitHostedForm(t, fullUrl, { email: "ada@example.com", password: "secret-pass" });
 * expect(answer.statusCode).toBe(303);
 */
export async function submitHostedForm(
  t: TestApp,
  fullUrl: string,
  fields: Record<string, string>,
  options: { csrf?: string | undefined } = {},
): Promise<HostedFormSubmission> {
  const url = new URL(fullUrl);
  const page = await t.inject({ method: "GET", url: `${url.pathname}${url.search}` });
  const answer = await postForm(t, url.pathname, {
    sessionId: url.searchParams.get("sessionId") ?? "",
    csrf: options.csrf ?? csrfOf(page.body),
    ...fields,
  });
  return { page, answer };
}

/**
 * Posts `fields` to a hosted page's form at `path` as a browser does (URL-encoded), with the
 * `cookie` header when one is given.
 *
 * @example
 * const reset = await postForm(t, "/_hosted/reset-password", { token, password: "new-secret" });
 */
export function postForm(
  t: TestApp,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie === undefined ? {} : { cookie }),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * Exchanges the authorization `code` a hosted page redirected with for tokens, as the test
 * client, with the PKCE `codeVerifier` and the `redirectUri` the request named (none for a
 * `web_message` answer).
 *
 * @example
 * const tokens = await exchangeCode(t, code, pkce.verifier, `${TEST_ORIGIN}/callback`);
 * expect(tokens.statusCode).toBe(200);
 */
export function exchangeCode(
  t: TestApp,
  code: string,
  codeVerifier: string,
  redirectUri?: string,
): Promise<LightMyRequestResponse> {
  return t.inject({
    method: "POST",
    url: "/oauth2/token",
    payload: {
      clientId: TEST_CLIENT_ID,
      grantType: "authorization_code",
      code,
      codeVerifier,
      ...(redirectUri ? { redirectUri } : {}),
    },
  });
}
