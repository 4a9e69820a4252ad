/**
 * Concurrent identity calls, on both databases. "20 concurrent registrations of
 * one e-mail make one member" lives with the register tests
 * (test/identity/register-login.test.ts).
 */

import { activeMember, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest, exchangeCode, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const REDIRECT = `${TEST_ORIGIN}/callback`;

describe(`concurrent identity calls on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** Signs in on the hosted form and returns an authorization code with its verifier. */
  async function authorizationCode(email: string) {
    const pkce = pkcePair();
    const created = await postAsVisitor(
      t,
      "/_api/redirects-api/v1/redirect-session",
      authorizationRequest(pkce.challenge, { state: "s" }),
    );
    const { answer } = await submitHostedForm(t, created.body.redirectSession.fullUrl, {
      email,
      password: "secret-pass",
    });
    const code = new URL(answer.headers.location as string).searchParams.get("code");
    if (!code) throw new Error(`no code: ${answer.statusCode} ${answer.body}`);
    return { code, verifier: pkce.verifier };
  }

  it("exchanges one authorization code exactly once under 10 concurrent attempts", async () => {
    await activeMember(t, "race@example.com");
    const { code, verifier } = await authorizationCode("race@example.com");
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => exchangeCode(t, code, verifier, REDIRECT)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, r.json().error])).toEqual(
      refused.map(() => [400, "invalid_grant"]),
    );
  });

  it("answers 10 concurrent refreshes of one refresh token, each with a new access token", async () => {
    const anonymous = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
    });
    const refreshToken = anonymous.json().refresh_token as string;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.inject({
          method: "POST",
          url: "/oauth2/token",
          payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((r) => r.json().access_token)).size).toBe(10);
  });
});
