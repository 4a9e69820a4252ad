/**
 * Owner approval (`requireOwnerApproval`): a new member waits in
 * REQUIRE_OWNER_APPROVAL until the merchant calls the provider's Approve Member
 * (`POST /members/v1/members/{id}/approve`), then logs in with SUCCESS; with
 * e-mail verification required too, both steps are needed. The call answers the
 * members API's `{member}`, is the merchant's only, unblocks a blocked member,
 * and changes nothing for an approved one.
 */

import { defaultConfig } from "@vitrine/emulator";
import { lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const REGISTER = "/_api/iam/authentication/v2/register";
const LOGIN = "/_api/iam/authentication/v2/login";

describe(`owner approval (${testBackend})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const start = async (requireEmailVerification: boolean) => {
    t = await startTestApp({
      memberPolicy: { ...defaultConfig().memberPolicy, requireEmailVerification, requireOwnerApproval: true },
    });
  };
  const approve = (id: string, headers: Record<string, string> = t.merchantHeaders) =>
    t.inject({ method: "POST", url: `/members/v1/members/${encodeURIComponent(id)}/approve`, headers });
  const login = (email: string) => postAsVisitor(t, LOGIN, { loginId: { email }, password: "secret-pass" });

  it("keeps a new member waiting until the merchant approves, then logs in with SUCCESS", async () => {
    await start(false);
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "ann@example.com" },
      password: "secret-pass",
    });
    expect(registered.body).toMatchObject({
      state: "REQUIRE_OWNER_APPROVAL",
      identity: { status: { name: "PENDING" } },
    });
    expect(registered.body.sessionToken).toBeUndefined();
    expect((await login("ann@example.com")).body.state).toBe("REQUIRE_OWNER_APPROVAL");
    const id = registered.body.identity.id as string;

    const asVisitor = await approve(id, { authorization: await t.visitorToken() });
    expect(asVisitor.statusCode).toBe(403);
    expect((await login("ann@example.com")).body.state).toBe("REQUIRE_OWNER_APPROVAL");

    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      member: {
        id,
        loginEmail: "ann@example.com",
        loginEmailVerified: false,
        status: "APPROVED",
        profile: {},
        privacyStatus: "PRIVATE",
        activityStatus: "ACTIVE",
        contact: { phones: [], emails: [], addresses: [] },
        createdDate: expect.any(String),
        updatedDate: expect.any(String),
      },
    });
    const signedIn = await login("ann@example.com");
    expect(signedIn).toMatchObject({
      status: 200,
      body: { state: "SUCCESS", sessionToken: expect.any(String) },
    });

    const again = await approve(id);
    expect([again.statusCode, again.json().member.status]).toEqual([200, "APPROVED"]);
    expect(again.json().member.updatedDate).toBe(approved.json().member.updatedDate);
  });

  it("needs both the verified e-mail and the approval when both are required", async () => {
    await start(true);
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "ben@example.com" },
      password: "secret-pass",
    });
    expect(registered.body.state).toBe("REQUIRE_EMAIL_VERIFICATION");
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(t, "ben@example.com"),
      stateToken: registered.body.stateToken,
    });
    expect(verified.body.state).toBe("REQUIRE_OWNER_APPROVAL");
    expect((await approve(registered.body.identity.id)).json().member).toMatchObject({
      status: "APPROVED",
      loginEmailVerified: true,
    });
    expect((await login("ben@example.com")).body.state).toBe("SUCCESS");
  });

  it("unblocks a blocked member, and answers 404 for an unknown or deleted one", async () => {
    await start(false);
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "cat@example.com" },
      password: "secret-pass",
    });
    const id = registered.body.identity.id as string;
    await approve(id);
    await t.db.query("update identities set status = 'BLOCKED' where id = $1", [id]);
    expect((await login("cat@example.com")).status).toBe(403);
    expect((await approve(id)).json().member.status).toBe("APPROVED");
    expect((await login("cat@example.com")).body.state).toBe("SUCCESS");

    const unknown = await approve("no-such-member");
    expect([unknown.statusCode, unknown.json().details.applicationError.code]).toEqual([
      404,
      "MEMBER_NOT_FOUND",
    ]);
    await t.db.query("update identities set status = 'DELETED' where id = $1", [id]);
    expect((await approve(id)).statusCode).toBe(404);
  });
});
