/**
 * No password or token in the logs, at the most verbose level: a member's whole
 * life (register, verify, wrong and right logins, the hosted form, the code
 * exchange, refresh, the callback with a session token in its query, a reset
 * link used on the hosted page, merchant calls, a failing endpoint) leaves none
 * of its secrets in what the emulator logs.
 */
import { Writable } from "node:stream";
import { lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { probeEndpoints } from "../http/probe-endpoints.ts";
import {
  authorizationRequest,
  csrfOf,
  exchangeCode,
  postForm,
  submitHostedForm,
} from "../support/hosted-sign-in.ts";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const EMAIL = "secret-keeper@example.com";
const PASSWORD = "first-Pa55word";
const WRONG_PASSWORD = "guessed-Pa55word";
const NEW_PASSWORD = "second-Pa55word";

describe(`secrets stay out of the logs on ${testBackend}`, () => {
  let t: TestApp;
  let logged = "";
  beforeEach(async () => {
    logged = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    t = await startTestApp({}, { extraEndpoints: probeEndpoints, logger: { level: "trace", stream } });
  });
  afterEach(() => t.close());

  const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

  it("logs no password, code, token or key over a member's whole life", async () => {
    const secrets: Record<string, string> = { PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, TEST_API_KEY };
    const visitor = await t.visitorToken();
    secrets.visitor = visitor;
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: EMAIL },
      password: PASSWORD,
    });
    secrets.stateToken = registered.body.stateToken;
    secrets.verificationCode = await lastMailedCode(t, EMAIL);
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: secrets.verificationCode,
      stateToken: secrets.stateToken,
    });
    secrets.sessionToken = verified.body.sessionToken;
    await postAsVisitor(t, "/_api/iam/authentication/v2/login", {
      loginId: { email: EMAIL },
      password: WRONG_PASSWORD,
    });

    const pkce = pkcePair();
    secrets.verifier = pkce.verifier;
    // The request alone, with no prompt: the hosted page's default.
    const { authRequest } = authorizationRequest(pkce.challenge, {
      responseType: undefined,
      scope: undefined,
      state: "st",
    }).auth;
    const created = await postAsVisitor(t, SESSION, { auth: { authRequest } });
    const { page, answer } = await submitHostedForm(t, created.body.redirectSession.fullUrl, {
      email: EMAIL,
      password: PASSWORD,
    });
    secrets.csrf = csrfOf(page.body);
    secrets.code = new URL(answer.headers.location as string).searchParams.get("code") ?? "";
    secrets.cookie = String(answer.headers["set-cookie"]).split(";")[0]?.split("=")[1] ?? "";
    const tokens = await exchangeCode(t, secrets.code, pkce.verifier, `${TEST_ORIGIN}/callback`);
    secrets.memberAccess = tokens.json().access_token;
    secrets.memberRefresh = tokens.json().refresh_token;
    await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken: secrets.memberRefresh },
    });
    await t.inject({
      method: "GET",
      url: `/_api/iam/authentication/v1/callback?state=unknown&sessionToken=${secrets.sessionToken}`,
    });

    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: EMAIL });
    const mailbox = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${EMAIL}` });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    secrets.resetToken = new URL(link).searchParams.get("token") ?? "";
    await t.inject({ method: "GET", url: pathOf(link) });
    await postForm(t, "/_hosted/reset-password", { token: secrets.resetToken, password: NEW_PASSWORD });

    await t.inject({
      method: "GET",
      url: "/stores-reader/v1/products/query-platformized",
      headers: t.merchantHeaders,
    });
    await t.inject({
      method: "GET",
      url: `/probe/bug?password=${PASSWORD}`,
      headers: { authorization: visitor },
    });
    await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: TEST_API_KEY },
      payload: "{bad",
    });

    expect(Object.values(secrets).every((secret) => typeof secret === "string" && secret.length >= 6)).toBe(
      true,
    );
    expect(logged).toContain("unhandled error"); // the logger was listening
    const leaked = Object.entries(secrets)
      .filter(([, secret]) => logged.includes(secret) || logged.includes(encodeURIComponent(secret)))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
