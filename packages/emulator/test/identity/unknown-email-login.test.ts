/**
 * Login with an e-mail no member has: the API answers as the provider does (404,
 * application error -19999, which the provider's client reports as
 * `invalidEmail`), changes nothing, and reveals no more than that code; the
 * hosted login page answers an unknown e-mail exactly as a wrong password.
 */

import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const LOGIN = "/_api/iam/authentication/v2/login";

describe(`login with an unknown e-mail (${testBackend})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("answers 404 with application error -19999 and creates nothing", async () => {
    const unknown = await postAsVisitor(t, LOGIN, {
      loginId: { email: "nobody@example.com" },
      password: "secret-pass",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      message: "No member has this e-mail.",
      details: {
        applicationError: { code: "-19999", description: "No member has this e-mail.", data: {} },
      },
    });
    expect(await t.db.query("select 1 from identities")).toEqual([]);
    expect(await t.db.query("select 1 from member_sessions")).toEqual([]);
    expect(await t.db.query("select 1 from mailbox")).toEqual([]);
  });

  it("shows one message on the hosted login page for an unknown e-mail and a wrong password", async () => {
    await activeMember(t, "ada@example.com");
    const answer = async (email: string, password: string) => {
      const created = await postAsVisitor(t, "/_api/redirects-api/v1/redirect-session", {
        login: {},
        callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
      });
      const { answer: posted } = await submitHostedForm(t, created.body.redirectSession.fullUrl, {
        email,
        password,
      });
      return { status: posted.statusCode, alert: /role="alert">([^<]*)</.exec(posted.body)?.[1] };
    };
    const unknown = await answer("nobody@example.com", "secret-pass");
    const wrong = await answer("ada@example.com", "wrong-pass");
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({
      status: 400,
      alert: "The e-mail or password is wrong.",
    });
  });
});
