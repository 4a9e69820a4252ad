/**
 * New passwords have at least 8 characters (NIST SP 800-63B §3.1.1.2) and at
 * most 100, wherever one is set: register, the recovery call, change password
 * and the hosted reset page. A shorter one is a 400 field violation
 * (`MIN_LENGTH`, "must be at least 8 characters") that changes nothing; 8 is
 * accepted.
 */

import { defaultConfig } from "@vitrine/emulator";
import { postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_API_KEY, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SEVEN = "1234567";
const EIGHT = "12345678";

describe(`password length (${testBackend})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({
      memberPolicy: { ...defaultConfig().memberPolicy, requireEmailVerification: false },
    });
  });
  afterEach(() => t.close());

  const violation = (body: Record<string, unknown>) =>
    (body as { details: { validationError: { fieldViolations: unknown[] } } }).details.validationError
      .fieldViolations[0];
  const resetToken = async (email: string) => {
    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email });
    const mailbox = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${email}` });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    return decodeURIComponent(new URL(link).searchParams.get("token") ?? "");
  };

  it("register refuses 7 characters and accepts 8", async () => {
    const short = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "short@example.com" },
      password: SEVEN,
    });
    expect(short.status).toBe(400);
    expect(violation(short.body)).toMatchObject({
      field: "password",
      description: "must be at least 8 characters",
      violatedRule: "MIN_LENGTH",
    });
    const members = await t.db.query("select 1 from identities where email = 'short@example.com'");
    expect(members).toHaveLength(0);
    const ok = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "short@example.com" },
      password: EIGHT,
    });
    expect(ok.body.state).toBe("SUCCESS");
  });

  it("change password, the recovery call and the hosted reset page refuse 7 characters", async () => {
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "long@example.com" },
      password: "secret-pass",
    });
    const id = registered.body.identity.id as string;
    const tokens = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: { grant_type: "authorized_client", member_id: id },
    });
    const change = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/change-password",
      { newPassword: SEVEN },
      tokens.json().access_token,
    );
    expect([change.status, violation(change.body)]).toEqual([
      400,
      expect.objectContaining({ field: "newPassword", description: "must be at least 8 characters" }),
    ]);
    const token = await resetToken("long@example.com");
    const recover = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken: token,
      password: SEVEN,
    });
    expect([recover.status, violation(recover.body)]).toEqual([
      400,
      expect.objectContaining({ field: "password", description: "must be at least 8 characters" }),
    ]);
    const page = await t.inject({
      method: "GET",
      url: `/_hosted/reset-password?token=${encodeURIComponent(token)}`,
    });
    expect(page.body).toContain('minlength="8"');
    const form = await postForm(t, "/_hosted/reset-password", { token, password: SEVEN });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain("Use 8 to 100 characters.");
    const login = await postAsVisitor(t, "/_api/iam/authentication/v2/login", {
      loginId: { email: "long@example.com" },
      password: "secret-pass",
    });
    expect(login.body.state).toBe("SUCCESS");
    expect(
      (await postAsVisitor(t, "/_api/iam/recovery/v1/recover", { recoveryToken: token, password: EIGHT }))
        .status,
    ).toBe(200);
  });
});
