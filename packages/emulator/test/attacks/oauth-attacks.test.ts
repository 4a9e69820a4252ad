/**
 * OAuth and redirect attacks with two OAuth clients configured: open redirects
 * through every URL a client may hand the emulator (authorization redirect URI,
 * `postFlowUrl` of each kind, reset-link target, post-logout URL) with other
 * origins, scheme-relative and `javascript:` URLs, userinfo, suffix, trailing-dot
 * and case tricks, header injection; another client's origins; a code exchanged
 * by another client or without its verifier; hostile `state` values that must
 * come back intact and inert; framing and `postMessage` targets.
 */

import { activeMember, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const OTHER_CLIENT = "other-client";
const OTHER_ORIGIN = "http://127.0.0.1:7000";

/** URLs that must never be accepted as a redirect target of `TEST_CLIENT_ID`. */
const HOSTILE_URLS = [
  "https://evil.test/cb",
  "//evil.test/cb",
  "/\\evil.test/cb",
  "/callback",
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  `http://localhost:5173@evil.test/cb`,
  `http://evil.test@localhost:5173/cb`,
  `http://user:pass@localhost:5173/cb`,
  "http://localhost:5173.evil.test/cb",
  "http://localhost.:5173/cb",
  "http://localhost:5174/cb",
  "https://localhost:5173/cb",
  "HTTP://EVIL.TEST/cb",
  "http://evil.test\\@localhost:5173/cb",
  `${OTHER_ORIGIN}/cb`,
  "not a url",
  `${TEST_ORIGIN}/cb\r\nSet-Cookie: stolen=1`,
  `${TEST_ORIGIN}/cb Set-Cookie: stolen=1`,
];

describe(`OAuth and redirect attacks on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({
      oauthClients: [
        { clientId: TEST_CLIENT_ID, allowedOrigins: [TEST_ORIGIN] },
        { clientId: OTHER_CLIENT, allowedOrigins: [OTHER_ORIGIN] },
      ],
    });
  });
  afterEach(() => t.close());

  const authRequest = (extra: Record<string, unknown> = {}, pkce = pkcePair()) =>
    authorizationRequest(pkce.challenge, extra);
  const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

  /** Every way a client hands the emulator a URL to send the browser to, for `url`. */
  async function redirectAttempts(url: string) {
    const logoutApi = await t.inject({
      method: "GET",
      url: `/_api/iam/authentication/v1/logout?${new URLSearchParams({ clientId: TEST_CLIENT_ID, postLogoutRedirectUri: url })}`,
    });
    return {
      redirectUri: (await postAsVisitor(t, SESSION, authRequest({ redirectUri: url }))).status,
      authPostFlowUrl: (
        await postAsVisitor(t, SESSION, { ...authRequest(), callbacks: { postFlowUrl: url } })
      ).status,
      loginPostFlowUrl: (await postAsVisitor(t, SESSION, { login: {}, callbacks: { postFlowUrl: url } }))
        .status,
      logoutPostFlowUrl: (
        await postAsVisitor(t, SESSION, {
          logout: { clientId: TEST_CLIENT_ID },
          callbacks: { postFlowUrl: url },
        })
      ).status,
      accountPostFlowUrl: (
        await postAsVisitor(t, SESSION, { membersAccount: {}, callbacks: { postFlowUrl: url } })
      ).status,
      checkoutPostFlowUrl: (
        await postAsVisitor(t, SESSION, {
          ecomCheckout: { checkoutId: "c1" },
          callbacks: { postFlowUrl: url },
        })
      ).status,
      resetLink: (
        await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
          email: "anyone@example.com",
          redirect: { url, clientId: TEST_CLIENT_ID },
        })
      ).status,
      postLogoutRedirectUri: logoutApi.statusCode,
    };
  }

  it.each(HOSTILE_URLS)("refuses %j wherever a redirect target is accepted", async (url) => {
    const attempts = await redirectAttempts(url);
    // The login, account and checkout kinds name no client: any configured client's origin is
    // allowed there, so the other client's origin passes them (and only them). A 400 names the field.
    const clientless = url === `${OTHER_ORIGIN}/cb` ? 200 : 400;
    const { status, body } = await postAsVisitor(t, SESSION, authRequest({ redirectUri: url }));
    expect([status, body.details.validationError.fieldViolations[0].field]).toEqual([
      400,
      "auth.authRequest.redirectUri",
    ]);
    expect(attempts).toEqual({
      redirectUri: 400,
      authPostFlowUrl: 400,
      loginPostFlowUrl: clientless,
      logoutPostFlowUrl: 400,
      accountPostFlowUrl: clientless,
      checkoutPostFlowUrl: clientless,
      resetLink: 400,
      postLogoutRedirectUri: 400,
    });
  });

  it("accepts the allowed origin in any letter case (it is the same origin)", async () => {
    const mixedCase = "HTTP://LocalHost:5173/Callback";
    expect(await redirectAttempts(mixedCase)).toEqual({
      redirectUri: 200,
      authPostFlowUrl: 200,
      loginPostFlowUrl: 200,
      logoutPostFlowUrl: 200,
      accountPostFlowUrl: 200,
      checkoutPostFlowUrl: 200,
      resetLink: 200,
      postLogoutRedirectUri: 302,
    });
    const created = await postAsVisitor(t, SESSION, {
      logout: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: mixedCase },
    });
    const out = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(new URL(out.headers.location as string).origin).toBe(TEST_ORIGIN);
  });

  it("sends an allowed target only in its normalised form: a backslash never reaches a Location header", async () => {
    const spellings = [
      "http://localhost:5173\\@evil.example/",
      "http://localhost:5173\\evil.example/cb",
      "HTTP://LocalHost:5173/a/../b?x=1#f",
    ];
    for (const url of spellings) {
      const normalised = new URL(url).href;
      expect(new URL(normalised).origin).toBe(TEST_ORIGIN);
      const logoutPage = await postAsVisitor(t, SESSION, {
        logout: { clientId: TEST_CLIENT_ID },
        callbacks: { postFlowUrl: url },
      });
      const out = await t.inject({ method: "GET", url: pathOf(logoutPage.body.redirectSession.fullUrl) });
      const logoutApi = await t.inject({
        method: "GET",
        url: `/_api/iam/authentication/v1/logout?${new URLSearchParams({ clientId: TEST_CLIENT_ID, postLogoutRedirectUri: url })}`,
      });
      const auth = await postAsVisitor(t, SESSION, authRequest({ redirectUri: url }));
      const stored = await t.db.query<{ request: { auth: { redirectUri: string }; postFlowUrl?: string } }>(
        "select request from redirect_sessions where id = $1",
        [auth.body.redirectSession.id],
      );
      for (const location of [out.headers.location, logoutApi.headers.location]) {
        expect(location).toBe(normalised);
        expect(location).not.toContain("\\");
      }
      expect(stored[0]?.request.auth.redirectUri).toBe(normalised);
    }
    // The client exchanges its code presenting the redirect URI as it spelt it.
    await activeMember(t, "m@example.com");
    const spelt = await codeFor(TEST_CLIENT_ID, "HTTP://LocalHost:5173");
    expect(spelt.location.href.startsWith(`${TEST_ORIGIN}/callback?`)).toBe(true);
    const exchanged = await exchange({
      clientId: TEST_CLIENT_ID,
      code: spelt.code,
      codeVerifier: spelt.pkce.verifier,
      redirectUri: "HTTP://LocalHost:5173/callback",
    });
    expect(exchanged.statusCode).toBe(200);
  });

  it("refuses a target that is not printable ASCII with a clear 400 (it would go into a Location header)", async () => {
    const answer = await postAsVisitor(t, SESSION, {
      logout: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/caf\u00e9/\u65e5\u672c` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details.validationError.fieldViolations[0]).toMatchObject({
      field: "callbacks.postFlowUrl",
      description: "must be written in printable ASCII (percent-encode other characters)",
    });
  });

  /** A signed-in member's authorization code for `clientId` (redirect back to `origin`). */
  async function codeFor(clientId: string, origin: string, state = "st-1") {
    const pkce = pkcePair();
    const created = await postAsVisitor(
      t,
      SESSION,
      authRequest({ clientId, redirectUri: `${origin}/callback`, state }, pkce),
    );
    expect(created.status).toBe(200);
    const { answer } = await submitHostedForm(t, created.body.redirectSession.fullUrl, {
      email: "m@example.com",
      password: "secret-pass",
    });
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string);
    return { pkce, location, code: location.searchParams.get("code") ?? "" };
  }

  const exchange = (payload: Record<string, string>) =>
    t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { grantType: "authorization_code", ...payload },
    });

  it("refuses a code exchanged by another client, or without or with a wrong-shaped verifier", async () => {
    await activeMember(t, "m@example.com");
    const stolen = await codeFor(TEST_CLIENT_ID, TEST_ORIGIN);
    const byOther = await exchange({
      clientId: OTHER_CLIENT,
      code: stolen.code,
      codeVerifier: stolen.pkce.verifier,
      redirectUri: `${TEST_ORIGIN}/callback`,
    });
    expect([byOther.statusCode, byOther.json().error]).toEqual([400, "invalid_grant"]);
    for (const codeVerifier of [undefined, "", "short", stolen.pkce.challenge]) {
      const { code } = await codeFor(TEST_CLIENT_ID, TEST_ORIGIN);
      const answer = await exchange({
        clientId: TEST_CLIENT_ID,
        code,
        redirectUri: `${TEST_ORIGIN}/callback`,
        ...(codeVerifier === undefined ? {} : { codeVerifier }),
      });
      expect({ codeVerifier, status: answer.statusCode }).toEqual({ codeVerifier, status: 400 });
      expect(answer.json().error).toMatch(/^invalid_(grant|request)$/);
    }
  });

  it("requires state and returns a hostile state intact, encoded, without adding parameters", async () => {
    expect((await postAsVisitor(t, SESSION, authRequest({ state: undefined }))).status).toBe(400);
    expect((await postAsVisitor(t, SESSION, authRequest({ state: "" }))).status).toBe(400);
    await activeMember(t, "m@example.com");
    const hostile = `x&code=forged#frag"><script>alert(1)</script>`;
    const { location } = await codeFor(TEST_CLIENT_ID, TEST_ORIGIN, hostile);
    expect(location.searchParams.getAll("state")).toEqual([hostile]);
    expect(location.searchParams.getAll("code")).toHaveLength(1);
    expect(location.searchParams.get("code")).not.toBe("forged");
    expect(location.hash).toBe("");
  });

  it("posts a web_message answer only to the embedding client's origin, with an inert state", async () => {
    const { sessionToken } = await activeMember(t, "w@example.com");
    const hostile = `</script><script>alert(1)</script>`;
    const frame = async (referer: string, clientId = TEST_CLIENT_ID) => {
      const created = await postAsVisitor(t, SESSION, {
        auth: {
          authRequest: {
            ...authRequest().auth.authRequest,
            clientId,
            redirectUri: undefined,
            responseMode: "web_message",
            state: hostile,
            sessionToken,
          },
          prompt: "none",
        },
      });
      return t.inject({
        method: "GET",
        url: pathOf(created.body.redirectSession.fullUrl),
        headers: { referer },
      });
    };
    const ok = await frame(`${TEST_ORIGIN}/shop`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-security-policy"]).toContain(`frame-ancestors ${TEST_ORIGIN};`);
    expect(ok.body).toContain(`, "${TEST_ORIGIN}");`);
    expect(ok.body).not.toContain("<script>alert(1)");
    expect(ok.body.match(/<\/script>/g)).toHaveLength(1);
    // The other client's origin may not receive this client's code.
    for (const referer of [`${OTHER_ORIGIN}/`, "https://evil.test/", "null", `${TEST_ORIGIN}.evil.test/`]) {
      const refused = await frame(referer);
      expect({ referer, status: refused.statusCode }).toEqual({ referer, status: 400 });
      expect(refused.body).not.toContain("postMessage");
      expect(refused.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });
});
