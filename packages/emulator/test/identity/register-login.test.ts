/** Register, login and e-mail verification: states, codes in the mailbox, and every error code. */

import { defaultConfig } from "@vitrine/emulator";
import { activeMember, lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const REGISTER = "/_api/iam/authentication/v2/register";
const LOGIN = "/_api/iam/authentication/v2/login";
const VERIFY = "/_api/iam/verification/v1/auth/verify";

describe("register, login, verify", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("registers a member who must verify the e-mail, then signs in", async () => {
    const profile = {
      nickname: "Ada",
      firstName: "Ada",
      lastName: "Lovelace",
      phones: ["+44 1"],
      addresses: [
        {
          tag: "HOME",
          address: { city: "London", country: "GB", streetAddress: { name: "St", number: "1" } },
        },
      ],
      customFields: [
        { name: "born", value: { dateValue: "1815-12-10T00:00:00.000Z" } },
        { name: "n", value: { numValue: 3 } },
      ],
      privacyStatus: "PUBLIC",
    };
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "ada@example.com" },
      password: "secret-pass",
      profile,
    });
    expect(registered.status).toBe(200);
    expect(registered.body).toMatchObject({
      state: "REQUIRE_EMAIL_VERIFICATION",
      stateToken: expect.any(String),
    });
    expect(registered.body.identity.status).toEqual({
      name: "PENDING",
      reasons: ["PENDING_EMAIL_VERIFICATION"],
    });
    expect(registered.body.identity.identityProfile.addresses[0].address.city).toBe("London");
    const code = await lastMailedCode(t, "ada@example.com");
    const verified = await postAsVisitor(t, VERIFY, { code, stateToken: registered.body.stateToken });
    expect(verified.body).toMatchObject({ state: "SUCCESS", sessionToken: expect.any(String) });
    expect(verified.body.identity.status.name).toBe("ACTIVE");
    const again = await postAsVisitor(t, VERIFY, { code, stateToken: registered.body.stateToken });
    expect(again.status).toBe(400);
    const login = await postAsVisitor(t, LOGIN, {
      loginId: { email: "ADA@example.com" },
      password: "secret-pass",
    });
    expect(login.body).toMatchObject({ state: "SUCCESS", sessionToken: expect.any(String) });
  });

  it("answers SUCCESS at once without verification, and owner approval when required", async () => {
    await t.close();
    t = await startTestApp({
      memberPolicy: { ...defaultConfig().memberPolicy, requireEmailVerification: false },
    });
    const ok = await postAsVisitor(t, REGISTER, {
      loginId: { email: "b@example.com" },
      password: "secret-pass",
    });
    expect(ok.body.state).toBe("SUCCESS");
    t.config.memberPolicy.requireOwnerApproval = true;
    const pending = await postAsVisitor(t, REGISTER, {
      loginId: { email: "c@example.com" },
      password: "secret-pass",
    });
    expect(pending.body.state).toBe("REQUIRE_OWNER_APPROVAL");
    const approve = await t.inject({
      method: "POST",
      url: `/members/v1/members/${pending.body.identity.id}/approve`,
      headers: t.merchantHeaders,
    });
    expect(approve.statusCode).toBe(200);
    const login = await postAsVisitor(t, LOGIN, {
      loginId: { email: "c@example.com" },
      password: "secret-pass",
    });
    expect(login.body.state).toBe("SUCCESS");
  });

  it("reports the provider's error codes", async () => {
    const bad = await postAsVisitor(t, REGISTER, {
      loginId: { email: "not-an-email" },
      password: "secret-pass",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].data).toEqual({ type: "EMAIL" });
    await activeMember(t, "d@example.com");
    const exists = await postAsVisitor(t, REGISTER, {
      loginId: { email: "D@example.com" },
      password: "secret-pass",
    });
    expect(exists.body.details.applicationError.code).toBe("-19995");
    const wrong = await postAsVisitor(t, LOGIN, {
      loginId: { email: "d@example.com" },
      password: "nope-nope",
    });
    expect(wrong.body.details.applicationError.code).toBe("-19976");
    const unknown = await postAsVisitor(t, LOGIN, {
      loginId: { email: "zz@example.com" },
      password: "nope-nope",
    });
    expect(unknown.body.details.applicationError.code).toBe("-19999");
    t.config.memberPolicy.requireCaptcha = true;
    const missing = await postAsVisitor(t, REGISTER, {
      loginId: { email: "e@example.com" },
      password: "secret-pass",
    });
    expect(missing.body.details.applicationError.code).toBe("-19971");
    const invalid = await postAsVisitor(t, REGISTER, {
      loginId: { email: "e@example.com" },
      password: "secret-pass",
      captchaTokens: [{ Recaptcha: "forged" }],
    });
    expect(invalid.body.details.applicationError.code).toBe("-19970");
    const solved = await postAsVisitor(t, REGISTER, {
      loginId: { email: "e@example.com" },
      password: "secret-pass",
      captchaTokens: [{ Recaptcha: t.config.memberPolicy.captchaTestTokens[0] }],
    });
    expect(solved.status).toBe(200);
  });

  it("asks for a captcha after 5 failed logins within 15 minutes", async () => {
    await activeMember(t, "f@example.com");
    for (let i = 0; i < 5; i++) {
      const wrong = await postAsVisitor(t, LOGIN, {
        loginId: { email: "f@example.com" },
        password: "wrong-pass",
      });
      expect(wrong.body.details.applicationError.code).toBe("-19976");
    }
    const gated = await postAsVisitor(t, LOGIN, {
      loginId: { email: "f@example.com" },
      password: "secret-pass",
    });
    expect(gated.body.details.applicationError.code).toBe("-19971");
    const withCaptcha = await postAsVisitor(t, LOGIN, {
      loginId: { email: "f@example.com" },
      password: "secret-pass",
      captchaTokens: [{ InvisibleRecaptcha: t.config.memberPolicy.captchaTestTokens[0] }],
    });
    expect(withCaptcha.body.state).toBe("SUCCESS");
  });

  it("spends a state token after 5 wrong codes", async () => {
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "g@example.com" },
      password: "secret-pass",
    });
    const code = await lastMailedCode(t, "g@example.com");
    const wrongCode = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) {
      const wrong = await postAsVisitor(t, VERIFY, {
        code: wrongCode,
        stateToken: registered.body.stateToken,
      });
      expect(wrong.status).toBe(400);
    }
    const right = await postAsVisitor(t, VERIFY, { code, stateToken: registered.body.stateToken });
    expect(right.body.details.applicationError.code).toBe("INVALID_TOKEN");
  });

  it("resends a new code", async () => {
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "h@example.com" },
      password: "secret-pass",
    });
    const resent = await postAsVisitor(t, "/_api/iam/verification/v1/auth/resend", {
      stateToken: registered.body.stateToken,
    });
    expect(resent.status).toBe(200);
    const verified = await postAsVisitor(t, VERIFY, {
      code: await lastMailedCode(t, "h@example.com"),
      stateToken: registered.body.stateToken,
    });
    expect(verified.body.state).toBe("SUCCESS");
  });

  it("makes exactly one member of 20 concurrent registrations of one e-mail", async () => {
    const token = await t.visitorToken();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        postAsVisitor(
          t,
          REGISTER,
          { loginId: { email: "race@example.com" }, password: "secret-pass" },
          token,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.details?.applicationError?.code === "-19995")).toHaveLength(19);
    const rows = await t.db.query("select id from identities where lower(email) = 'race@example.com'");
    expect(rows).toHaveLength(1);
  });
});
