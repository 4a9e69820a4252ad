/**
 * Recovery (reset e-mail, single-use link, expiry), change password (members
 * only), sign-on and the authorized_client grant, factor verify, and the mailbox.
 */

import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm } from "../support/hosted-sign-in.ts";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";

const LOGIN = "/_api/iam/authentication/v2/login";

describe("recovery and account calls", () => {
  let t: TestApp;
  let clock = Date.now();
  beforeEach(async () => {
    clock = Date.now();
    t = await startTestApp({}, { now: () => clock });
  });
  afterEach(() => t.close());

  const resetToken = async (to: string) => {
    const mailbox = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${to}` });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    return decodeURIComponent(new URL(link).searchParams.get("token") ?? "");
  };

  it("sends a reset link without revealing membership; the token works once", async () => {
    await activeMember(t, "r@example.com");
    const redirect = { url: `${TEST_ORIGIN}/signed-in`, clientId: TEST_CLIENT_ID };
    const known = await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
      email: "r@example.com",
      redirect,
    });
    const unknown = await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
      email: "nobody@example.com",
      redirect,
    });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
    const evil = await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
      email: "r@example.com",
      redirect: { url: "https://evil.test/", clientId: TEST_CLIENT_ID },
    });
    expect(evil.status).toBe(400);
    const token = await resetToken("r@example.com");
    // Browsers apply form-action to the redirect after the post: the page must allow the target.
    const page = await t.inject({
      method: "GET",
      url: `/_hosted/reset-password?token=${encodeURIComponent(token)}`,
    });
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${TEST_ORIGIN};`);
    const form = await postForm(t, "/_hosted/reset-password", { token, password: "new-secret" });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(redirect.url);
    const reuse = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken: token,
      password: "other-secret",
    });
    expect(reuse.body.details.applicationError.code).toBe("INVALID_TOKEN");
    const spent = await t.inject({
      method: "GET",
      url: `/_hosted/reset-password?token=${encodeURIComponent(token)}`,
    });
    expect(spent.headers["content-security-policy"]).toContain("form-action 'self';");
    const login = await postAsVisitor(t, LOGIN, {
      loginId: { email: "r@example.com" },
      password: "new-secret",
    });
    expect(login.body.state).toBe("SUCCESS");
  });

  it("expires reset tokens after an hour", async () => {
    await activeMember(t, "s@example.com");
    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: "s@example.com" });
    const token = await resetToken("s@example.com");
    clock += 3_601_000;
    const late = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken: token,
      password: "new-secret",
    });
    expect(late.status).toBe(400);
  });

  it("changes a password with a member token only", async () => {
    await activeMember(t, "u@example.com");
    const visitor = await postAsVisitor(t, "/_api/iam/authentication/v2/change-password", {
      newPassword: "changed-1",
    });
    expect(visitor.status).toBe(403);
    const tokens = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: {
        grant_type: "authorized_client",
        scope: "offline_access",
        member_id: (await t.db.query<{ id: string }>("select id from identities"))[0]?.id,
      },
    });
    expect(tokens.statusCode).toBe(200);
    const member = tokens.json().access_token as string;
    const changed = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/change-password",
      { newPassword: "changed-1" },
      member,
    );
    expect(changed.status).toBe(200);
    const tampered = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/change-password",
      { newPassword: "x1234567" },
      `${member}x`,
    );
    expect(tampered.status).toBe(401);
    const login = await postAsVisitor(t, LOGIN, {
      loginId: { email: "u@example.com" },
      password: "changed-1",
    });
    expect(login.body.state).toBe("SUCCESS");
  });

  it("signs on as the merchant and issues member tokens for external sign-in", async () => {
    const auth = `${await t.visitorToken()},${TEST_API_KEY}`;
    const signOn = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "ext@example.com" } },
      auth,
    );
    expect(signOn.body).toMatchObject({
      sessionToken: expect.any(String),
      identity: { id: expect.any(String) },
    });
    const again = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "ext@example.com" } },
      auth,
    );
    expect(again.body.identity.id).toBe(signOn.body.identity.id);
    const visitorOnly = await postAsVisitor(t, "/_api/iam/authentication/v2/sign-on", {
      loginId: { email: "x@example.com" },
    });
    expect(visitorOnly.status).toBe(403);
    const grant = (authorization: string | undefined, extra: Record<string, string> = {}) =>
      t.inject({
        method: "POST",
        url: "/oauth2/token",
        headers: authorization ? { authorization } : {},
        payload: { grant_type: "authorized_client", member_id: signOn.body.identity.id, ...extra },
      });
    expect((await grant(auth, { session_token: signOn.body.sessionToken })).statusCode).toBe(200);
    expect((await grant(auth, { session_token: "forged" })).json().error).toBe("invalid_grant");
    const noKey = await grant(undefined);
    expect([noKey.statusCode, noKey.json().error]).toEqual([401, "invalid_client"]);
    const noPassword = await postAsVisitor(t, LOGIN, {
      loginId: { email: "ext@example.com" },
      password: "anything",
    });
    expect(noPassword.body.details.applicationError.code).toBe("-19973");
  });

  it("verifies EMAIL factors and refuses other factor types clearly", async () => {
    const push = await postAsVisitor(t, "/_api/iam/authentication/v2/PUSH/verify", {
      stateToken: "x",
      pushData: {},
    });
    expect(push.body.details.applicationError.code).toBe("FACTOR_TYPE_NOT_SUPPORTED");
    const sms = await postAsVisitor(t, "/_api/iam/authentication/v2/SMS/verify", {
      stateToken: "x",
      smsData: { code: "1" },
    });
    expect(sms.status).toBe(400);
    expect(sms.body.details.applicationError.code).toBe("INVALID_TOKEN");
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "v@example.com" },
      password: "secret-pass",
    });
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=v@example.com" });
    const code = /(\d{6})/.exec(mailbox.json().messages[0].body)?.[1];
    const verified = await postAsVisitor(t, "/_api/iam/authentication/v2/EMAIL/verify", {
      stateToken: registered.body.stateToken,
      emailData: { code },
    });
    expect(verified.body.state).toBe("SUCCESS");
    const page = await t.inject({ method: "GET", url: "/_dev/mailbox.html?to=v@example.com" });
    expect(page.body).toContain("Your verification code");
  });
});
