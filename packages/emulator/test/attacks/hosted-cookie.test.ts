/**
 * A forged hosted-session cookie (broken percent-encoding, a NUL, an unknown token) on the
 * hosted pages that read it: the visitor is treated as signed out, never a 500.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call } from "../identity/identity-helpers.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const FORGED: [string, string][] = [
  ["broken percent-encoding", "%E0%A4%A"],
  ["a lone percent sign", "%"],
  ["a NUL", "%00"],
  ["a NUL inside", "a%00b"],
  ["5 000 characters", "x".repeat(5000)],
  ["an unknown token", "not-a-session"],
];

describe(`forged hosted-session cookies on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const pageOf = async (body: Record<string, unknown>) => {
    const created = await call(t, SESSION, { ...body, callbacks: { postFlowUrl: `${TEST_ORIGIN}/back` } });
    expect(created.status).toBe(200);
    const url = new URL(created.body.redirectSession.fullUrl);
    return `${url.pathname}${url.search}`;
  };

  it.each(FORGED)(
    "the account and logout pages answer a cookie with %s as signed out",
    async (_name, value) => {
      const cookie = `vitrine_session=${value}`;
      const account = await t.inject({
        method: "GET",
        url: await pageOf({ membersAccount: {} }),
        headers: { cookie },
      });
      expect(account.statusCode).toBe(200);
      expect(account.body).toMatch(/not signed in/i);
      const logout = await t.inject({
        method: "GET",
        url: await pageOf({ logout: { clientId: TEST_CLIENT_ID } }),
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(303);
      expect(logout.headers.location).toBe(`${TEST_ORIGIN}/back`);
    },
  );
});
