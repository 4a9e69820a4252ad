/**
 * Redirect sessions, the hosted login form and the authorization_code grant:
 * fragment, query and web_message answers, prompt=none, and the security rules
 * (PKCE mismatch, code replay, wrong redirect URI, expired code, open redirects,
 * CSRF, framing headers, the outbox event, logout ending the session and
 * revoking its refresh tokens).
 */

import { activeMember, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest, exchangeCode, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const REDIRECT = `${TEST_ORIGIN}/callback`;

describe("hosted sign-in", () => {
  let t: TestApp;
  let clock = Date.now();
  beforeEach(async () => {
    clock = Date.now();
    t = await startTestApp({}, { now: () => clock });
  });
  afterEach(() => t.close());

  const authSession = async (
    pkce: { challenge: string },
    extra: Record<string, unknown> = {},
    prompt = "login",
  ) =>
    postAsVisitor(
      t,
      SESSION,
      authorizationRequest(pkce.challenge, { responseMode: "fragment", ...extra }, prompt),
    );

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  /** Opens the form, posts the credentials; returns the response of the POST. */
  async function submitForm(fullUrl: string, email: string, password = "secret-pass") {
    const { page, answer } = await submitHostedForm(t, fullUrl, { email, password });
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    return answer;
  }

  const exchange = (code: string, verifier: string, redirectUri: string | null = REDIRECT) =>
    exchangeCode(t, code, verifier, redirectUri ?? undefined);

  it("signs in on the hosted form and exchanges the code once, with the verifier", async () => {
    await activeMember(t, "m@example.com");
    const pkce = pkcePair();
    const created = await authSession(pkce);
    expect(created.body.redirectSession).toMatchObject({
      id: expect.any(String),
      urlDetails: { searchParams: { sessionId: expect.any(String) } },
    });
    const events = await t.db.query<{ event_type: string }>("select event_type from outbox");
    expect(events.map((e) => e.event_type)).toContain("wix.headless.v1.redirect_session_created");
    const answer = await submitForm(created.body.redirectSession.fullUrl, "m@example.com");
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get("state")).toBe("st-1");
    const code = params.get("code") ?? "";
    const wrongVerifier = await exchange(code, pkcePair().verifier);
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json().error).toBe("invalid_grant");
    expect(wrongVerifier.headers["x-wix-request-id"]).toBeTruthy();
    // the failed attempt spent the code
    expect((await exchange(code, pkce.verifier)).json().error).toBe("invalid_grant");
  });

  it("binds the code to the redirect URI, expires it after 60 s and refuses replay", async () => {
    await activeMember(t, "n@example.com");
    const codeFor = async (mode = "query") => {
      const pkce = pkcePair();
      const created = await authSession(pkce, { responseMode: mode });
      const answer = await submitForm(created.body.redirectSession.fullUrl, "n@example.com");
      return { pkce, code: new URL(answer.headers.location as string).searchParams.get("code") ?? "" };
    };
    const a = await codeFor();
    expect((await exchange(a.code, a.pkce.verifier, `${TEST_ORIGIN}/other`)).json().error).toBe(
      "invalid_grant",
    );
    const b = await codeFor();
    const ok = await exchange(b.code, b.pkce.verifier);
    expect(ok.statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(ok.json().access_token.split(".")[1], "base64url").toString());
    expect(claims.role).toBe("member");
    expect((await exchange(b.code, b.pkce.verifier)).json().error).toBe("invalid_grant");
    const refreshed = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: {
        clientId: TEST_CLIENT_ID,
        grantType: "refresh_token",
        refreshToken: ok.json().refresh_token,
      },
    });
    expect(
      JSON.parse(Buffer.from(refreshed.json().access_token.split(".")[1], "base64url").toString()).role,
    ).toBe("member");
    const c = await codeFor();
    clock += 61_000;
    expect((await exchange(c.code, c.pkce.verifier)).json().error).toBe("invalid_grant");
  });

  it("answers prompt=none with a session token at once, and login_required without one", async () => {
    const { sessionToken } = await activeMember(t, "o@example.com");
    const pkce = pkcePair();
    const created = await authSession(
      pkce,
      { sessionToken, responseMode: "web_message", redirectUri: undefined },
      "none",
    );
    const frame = await t.inject({
      method: "GET",
      url: pathOf(created.body.redirectSession.fullUrl),
      headers: { referer: `${TEST_ORIGIN}/shop` },
    });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers["content-security-policy"]).toContain(`frame-ancestors ${TEST_ORIGIN}`);
    expect(frame.body).toContain(`"${TEST_ORIGIN}"`);
    const code = /"code":"([^"]+)"/.exec(frame.body)?.[1] ?? "";
    expect((await exchange(code, pkce.verifier, null)).statusCode).toBe(200);
    const foreign = await authSession(
      pkcePair(),
      { sessionToken, responseMode: "web_message", redirectUri: undefined },
      "none",
    );
    const refused = await t.inject({
      method: "GET",
      url: pathOf(foreign.body.redirectSession.fullUrl),
      headers: { referer: "http://evil.test/" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain("postMessage");
    const anonymous = await authSession(pkcePair(), {}, "none");
    const answer = await t.inject({ method: "GET", url: pathOf(anonymous.body.redirectSession.fullUrl) });
    expect(new URLSearchParams(new URL(answer.headers.location as string).hash.slice(1)).get("error")).toBe(
      "login_required",
    );
  });

  it("refuses open redirects and bad PKCE requests", async () => {
    const pkce = pkcePair();
    expect((await authSession(pkce, { redirectUri: "https://evil.test/cb" })).status).toBe(400);
    expect((await authSession(pkce, { redirectUri: "javascript:alert(1)" })).status).toBe(400);
    expect((await authSession(pkce, { codeChallengeMethod: "plain" })).status).toBe(400);
    const logout = await postAsVisitor(t, SESSION, {
      logout: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: "https://evil.test/" },
    });
    expect(logout.status).toBe(400);
    expect(logout.body.details.validationError.fieldViolations[0].field).toBe("callbacks.postFlowUrl");
    const api = await t.inject({
      method: "GET",
      url: `/_api/iam/authentication/v1/logout?clientId=${TEST_CLIENT_ID}&postLogoutRedirectUri=https://evil.test/`,
    });
    expect(api.statusCode).toBe(400);
  });

  it("refuses a form without its CSRF token", async () => {
    await activeMember(t, "p@example.com");
    const created = await authSession(pkcePair());
    const { answer: forged } = await submitHostedForm(
      t,
      created.body.redirectSession.fullUrl,
      { email: "p@example.com", password: "secret-pass" },
      { csrf: "guess" },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("The form expired");
  });

  it("logs out: the hosted session ends, its codes stop working, and the browser goes to postFlowUrl", async () => {
    await activeMember(t, "q@example.com");
    const pkce = pkcePair();
    const created = await authSession(pkce);
    const answer = await submitForm(created.body.redirectSession.fullUrl, "q@example.com");
    const cookie = String(answer.headers["set-cookie"]).split(";")[0] ?? "";
    const code =
      new URLSearchParams(new URL(answer.headers.location as string).hash.slice(1)).get("code") ?? "";
    const logout = await postAsVisitor(t, SESSION, {
      logout: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
    });
    const out = await t.inject({
      method: "GET",
      url: pathOf(logout.body.redirectSession.fullUrl),
      headers: { cookie },
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe(`${TEST_ORIGIN}/`);
    expect((await exchange(code, pkce.verifier)).json().error).toBe("invalid_grant");
  });

  it("logout revokes the refresh tokens of that session only; a visitor's stays usable", async () => {
    await activeMember(t, "r@example.com");
    const signIn = async () => {
      const pkce = pkcePair();
      const created = await authSession(pkce);
      const answer = await submitForm(created.body.redirectSession.fullUrl, "r@example.com");
      const code =
        new URLSearchParams(new URL(answer.headers.location as string).hash.slice(1)).get("code") ?? "";
      const tokens = await exchange(code, pkce.verifier);
      expect(tokens.statusCode).toBe(200);
      return {
        cookie: String(answer.headers["set-cookie"]).split(";")[0] ?? "",
        refreshToken: tokens.json().refresh_token as string,
      };
    };
    const refresh = (refreshToken: string) =>
      t.inject({
        method: "POST",
        url: "/oauth2/token",
        payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken },
      });
    const ended = await signIn();
    const other = await signIn();
    const visitor = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
    });
    const visitorRefresh = visitor.json().refresh_token as string;
    expect((await refresh(ended.refreshToken)).statusCode).toBe(200);
    const out = await t.inject({
      method: "GET",
      url: `/_api/iam/authentication/v1/logout?clientId=${TEST_CLIENT_ID}`,
      headers: { cookie: ended.cookie },
    });
    expect(out.statusCode).toBe(200);
    const refused = await refresh(ended.refreshToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("invalid_grant");
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    expect((await refresh(visitorRefresh)).statusCode).toBe(200);
  });

  it("shows plain pages for kinds the emulator does not implement", async () => {
    const created = await postAsVisitor(t, SESSION, {
      bookingsCheckout: { timezone: "Europe/London" },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/cart` },
    });
    const page = await t.inject({ method: "GET", url: pathOf(created.body.redirectSession.fullUrl) });
    expect(page.body).toContain("Checking out a booking is not available in the emulator");
    expect(page.body).toContain(`href="${TEST_ORIGIN}/cart"`);
    expect(page.headers["x-frame-options"]).toBe("DENY");
  });
});
