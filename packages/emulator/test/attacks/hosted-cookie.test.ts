/**
 * A forged hosted-session cookie (broken percent-encoding, a NUL, an unknown token) on the
 * hosted pages that read it: the visitor is treated as signed out, never a 500. And session
 * fixation: the callback call (`/_api/iam/authentication/v1/callback?state=…&sessionToken=…`)
 * sets the hosted-session cookie only for the session token its authorization request was
 * created with, so a link carrying an attacker's session token cannot sign a victim's browser
 * in as the attacker.
 */

import { activeMember, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest } from "../support/hosted-sign-in.ts";
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
    const created = await postAsVisitor(t, SESSION, {
      ...body,
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/back` },
    });
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

  describe("session fixation through the callback call", () => {
    const authSession = async (sessionToken?: string) => {
      const created = await postAsVisitor(
        t,
        SESSION,
        authorizationRequest(
          pkcePair().challenge,
          { scope: undefined, state: "st-fix", ...(sessionToken ? { sessionToken } : {}) },
          sessionToken ? "none" : "login",
        ),
      );
      expect(created.status).toBe(200);
      return created.body.redirectSession.id as string;
    };
    const callback = (state: string, sessionToken: string) =>
      t.inject({
        method: "GET",
        url: `/_api/iam/authentication/v1/callback?${new URLSearchParams({ state, sessionToken })}`,
      });

    it("sets no cookie for a session token the authorization request was not created with", async () => {
      const attacker = await activeMember(t, "attacker@example.com");
      const victim = await activeMember(t, "victim@example.com");
      // Any redirect session (the attacker can create one) with the attacker's session token.
      const anyState = await callback(await authSession(), attacker.sessionToken);
      expect(anyState.headers["set-cookie"]).toBeUndefined();
      // The victim's own request, named with the victim's token, fed the attacker's.
      const victimState = await authSession(victim.sessionToken);
      const swapped = await callback(victimState, attacker.sessionToken);
      expect(swapped.headers["set-cookie"]).toBeUndefined();
      expect(new URL(swapped.headers.location as string).searchParams.get("error")).toBe("login_required");
      // The token the request was created with opens the hosted session.
      const own = await callback(victimState, victim.sessionToken);
      expect(own.statusCode).toBe(303);
      expect(own.headers["set-cookie"]).toMatch(/^vitrine_session=/);
      expect(new URL(own.headers.location as string).searchParams.get("code")).toEqual(expect.any(String));
    });
  });
});
