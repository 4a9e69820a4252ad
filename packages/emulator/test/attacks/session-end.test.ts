/**
 * Sessions that really end: a member's access and refresh tokens live no longer
 * than the member session they come from. Sign-out, a password reset, a password
 * change (except for the session that made it), a blocked or deleted member and
 * the session's own expiry each make the member's access tokens a 401 on every
 * member call (Get My Member, change password) and their refresh tokens
 * `invalid_grant`; a blocked member unblocked later does not bring them back.
 * Refresh tokens are not rotated: one renews any number of times while its
 * session lasts. Visitors' tokens are never touched.
 */

import { createHash } from "node:crypto";
import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const LOGIN = "/_api/iam/authentication/v2/login";
const MY_MEMBER = "/members/v1/members/my";
const CHANGE_PASSWORD = "/_api/iam/authentication/v2/change-password";
const DAY_MS = 24 * 60 * 60 * 1000;

interface MemberTokens {
  access_token: string;
  refresh_token: string;
}

describe(`member sessions end their tokens (${testBackend})`, () => {
  let t: TestApp;
  let clock = Date.now();
  beforeEach(async () => {
    clock = Date.now();
    t = await startTestApp({}, { now: () => clock });
  });
  afterEach(() => t.close());

  /** A new session of `email` (password login) and member tokens bound to it (authorized_client with its session token). */
  async function signIn(
    email: string,
    password = "secret-pass",
  ): Promise<MemberTokens & { memberId: string }> {
    const login = await postAsVisitor(t, LOGIN, { loginId: { email }, password });
    expect(login.body.state).toBe("SUCCESS");
    const memberId = login.body.identity.id as string;
    const response = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: {
        grant_type: "authorized_client",
        scope: "offline_access",
        member_id: memberId,
        session_token: login.body.sessionToken,
        client_id: TEST_CLIENT_ID,
      },
    });
    expect(response.statusCode).toBe(200);
    return { ...(response.json() as MemberTokens), memberId };
  }

  const myMember = (accessToken: string) =>
    t.inject({ method: "GET", url: MY_MEMBER, headers: { authorization: accessToken } });
  const changePassword = (accessToken: string, newPassword: string) =>
    t.inject({
      method: "POST",
      url: CHANGE_PASSWORD,
      headers: { authorization: accessToken },
      payload: { newPassword },
    });
  const refresh = (refreshToken: string) =>
    t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken },
    });

  /** The access token answers member calls and the refresh token renews. */
  async function expectAlive(tokens: MemberTokens) {
    expect((await myMember(tokens.access_token)).statusCode).toBe(200);
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().refresh_token).toBe(tokens.refresh_token);
  }

  /** The access token is a 401 on member calls and the refresh token `invalid_grant`. */
  async function expectEnded(tokens: MemberTokens) {
    const me = await myMember(tokens.access_token);
    expect([me.statusCode, me.json().details.applicationError.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect(me.json().message).toBe("The member session of this access token has ended.");
    const change = await changePassword(tokens.access_token, "attacker-pass");
    expect(change.statusCode).toBe(401);
    const renewed = await refresh(tokens.refresh_token);
    expect([renewed.statusCode, renewed.json().error]).toEqual([400, "invalid_grant"]);
  }

  /** What the provider's client does on logout: a logout redirect session with the member's token, then the browser on its URL. */
  async function logOut(accessToken: string) {
    const created = await postAsVisitor(
      t,
      "/_api/redirects-api/v1/redirect-session",
      { logout: { clientId: TEST_CLIENT_ID }, callbacks: { postFlowUrl: `${TEST_ORIGIN}/` } },
      accessToken,
    );
    expect(created.status).toBe(200);
    const page = new URL(created.body.redirectSession.fullUrl as string);
    const visit = await t.inject({ method: "GET", url: `${page.pathname}${page.search}` });
    expect(visit.statusCode).toBe(303);
  }

  it("sign-out ends the access token at once, not when it expires", async () => {
    await activeMember(t, "out@example.com");
    const signedOut = await signIn("out@example.com");
    const other = await signIn("out@example.com");
    await expectAlive(signedOut);
    await logOut(signedOut.access_token);
    await expectEnded(signedOut);
    await expectAlive(other);
  });

  it("a password reset ends every session of the member and revokes their refresh tokens", async () => {
    await activeMember(t, "reset@example.com");
    const first = await signIn("reset@example.com");
    const second = await signIn("reset@example.com");
    const bystander = await (async () => {
      await activeMember(t, "bystander@example.com");
      return signIn("bystander@example.com");
    })();
    const visitor = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
    });
    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: "reset@example.com" });
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=reset@example.com" });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    const recoveryToken = decodeURIComponent(new URL(link).searchParams.get("token") ?? "");
    const recovered = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken,
      password: "new-secret-pass",
    });
    expect(recovered.status).toBe(200);

    await expectEnded(first);
    await expectEnded(second);
    await expectAlive(bystander);
    expect((await refresh(visitor.json().refresh_token)).statusCode).toBe(200);
    await expectAlive(await signIn("reset@example.com", "new-secret-pass"));
  });

  it("a password change ends every other session of the member, and keeps the one that made it", async () => {
    await activeMember(t, "change@example.com");
    const changer = await signIn("change@example.com");
    const other = await signIn("change@example.com");
    expect((await changePassword(changer.access_token, "changed-pass")).statusCode).toBe(200);
    await expectEnded(other);
    await expectAlive(changer);
  });

  it("blocking or deleting a member ends its tokens, and unblocking does not revive them", async () => {
    await activeMember(t, "blocked@example.com");
    await activeMember(t, "deleted@example.com");
    const blocked = await signIn("blocked@example.com");
    const deleted = await signIn("deleted@example.com");
    await t.db.query("update identities set status = 'BLOCKED' where id = $1", [blocked.memberId]);
    await t.db.query("update identities set status = 'DELETED' where id = $1", [deleted.memberId]);
    await expectEnded(blocked);
    await expectEnded(deleted);

    const approve = await t.inject({
      method: "POST",
      url: `/members/v1/members/${blocked.memberId}/approve`,
      headers: t.merchantHeaders,
    });
    expect(approve.json().member.status).toBe("APPROVED");
    await expectEnded(blocked);
    await expectAlive(await signIn("blocked@example.com"));
  });

  it("the session's end (24 hours) ends its access and refresh tokens, whatever their own expiry", async () => {
    await activeMember(t, "late@example.com");
    const tokens = await signIn("late@example.com");
    clock += DAY_MS - 60_000;
    const renewed = await refresh(tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const lastAccessToken = renewed.json().access_token as string;
    expect((await myMember(lastAccessToken)).statusCode).toBe(200);
    clock += 120_000;
    await expectEnded({ access_token: lastAccessToken, refresh_token: tokens.refresh_token });
  });

  it("a refresh token is not rotated: it renews many times over while its session lasts", async () => {
    await activeMember(t, "often@example.com");
    const tokens = await signIn("often@example.com");
    for (let i = 0; i < 20; i++) {
      clock += 60_000;
      const renewed = await refresh(tokens.refresh_token);
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().refresh_token).toBe(tokens.refresh_token);
      expect((await myMember(renewed.json().access_token)).statusCode).toBe(200);
    }
  });

  it("a member refresh token that names no session, or another member's session, renews nothing", async () => {
    const { id } = await activeMember(t, "sid@example.com");
    const otherMember = await activeMember(t, "sid-other@example.com");
    // A refresh token of a member without a session (only a forged row could make one) renews nothing.
    await t.db.query(
      "insert into refresh_tokens (token_hash, client_id, role, subject, expires_at) values ($1, $2, 'member', $3, now() + interval '1 day')",
      [createHash("sha256").update("sessionless").digest("hex"), TEST_CLIENT_ID, id],
    );
    const sessionless = await refresh("sessionless");
    expect([sessionless.statusCode, sessionless.json().error]).toEqual([400, "invalid_grant"]);
    // Nor does one bound to another member's session.
    await t.db.query("update refresh_tokens set session_hash = $1 where token_hash = $2", [
      createHash("sha256").update(otherMember.sessionToken).digest("hex"),
      createHash("sha256").update("sessionless").digest("hex"),
    ]);
    expect((await refresh("sessionless")).json().error).toBe("invalid_grant");
  });
});
