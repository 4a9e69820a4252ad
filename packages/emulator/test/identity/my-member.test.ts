/**
 * Get My Member (`GET /members/v1/members/my`, the provider's members module's
 * `getCurrentMember`): a member token reads its own member in the members API's
 * shape, cut to the fieldsets (PUBLIC by default, EXTENDED, FULL); a visitor or
 * the merchant's key has no member (404 NOT_FOUND), no credential is a 401 and
 * an unknown fieldset a 400. Also: the on-page sign-in (`/_hosted/authorize`
 * with prompt=none) leaves the hosted session cookie, so the hosted members
 * pages know the member afterwards.
 */

import { lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_API_KEY, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const MY_MEMBER = "/members/v1/members/my";
const PROFILE = {
  nickname: "Countess",
  firstName: "Ada",
  lastName: "Lovelace",
  picture: "https://example.com/ada.png",
  phones: ["+44 20 7946 0000"],
  emails: ["ada@work.example"],
  addresses: [
    {
      tag: "HOME",
      address: { city: "London", country: "GB", streetAddress: { name: "St James's Square", number: "12" } },
    },
  ],
  privacyStatus: "PUBLIC",
};

describe(`my member (${testBackend})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** Registers and verifies ada@example.com with PROFILE; returns her id and session token. */
  async function ada() {
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "ada@example.com" },
      password: "secret-pass",
      profile: PROFILE,
    });
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(t, "ada@example.com"),
      stateToken: registered.body.stateToken,
    });
    return { id: verified.body.identity.id as string, sessionToken: verified.body.sessionToken as string };
  }

  /** A member access token for `memberId` (the authorized_client grant). */
  async function memberToken(memberId: string) {
    const response = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: { grant_type: "authorized_client", scope: "offline_access", member_id: memberId },
    });
    expect(response.statusCode).toBe(200);
    return response.json().access_token as string;
  }

  const myMember = (authorization: string | undefined, query = "") =>
    t.inject({ method: "GET", url: `${MY_MEMBER}${query}`, headers: authorization ? { authorization } : {} });

  it("answers the member of a member token, cut to the fieldsets", async () => {
    const { id } = await ada();
    const token = await memberToken(id);
    const dates = { createdDate: expect.any(String), updatedDate: expect.any(String) };
    const profile = { nickname: "Countess", photo: { url: "https://example.com/ada.png" } };

    const publicView = await myMember(token);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).toEqual({
      member: {
        id,
        status: "UNKNOWN",
        profile,
        privacyStatus: "UNKNOWN",
        activityStatus: "UNKNOWN",
        ...dates,
      },
    });
    const extended = {
      id,
      loginEmail: "ada@example.com",
      status: "APPROVED",
      profile,
      privacyStatus: "PUBLIC",
      activityStatus: "ACTIVE",
      ...dates,
    };
    expect((await myMember(token, "?fieldsets=EXTENDED")).json()).toEqual({ member: extended });
    const full = await myMember(token, "?fieldsets=PUBLIC&fieldsets=FULL");
    expect(full.json()).toEqual({
      member: {
        ...extended,
        loginEmailVerified: true,
        contact: {
          firstName: "Ada",
          lastName: "Lovelace",
          phones: ["+44 20 7946 0000"],
          emails: ["ada@work.example"],
          addresses: [
            { city: "London", country: "GB", streetAddress: { name: "St James's Square", number: "12" } },
          ],
        },
      },
    });
    expect(new Date(full.json().member.createdDate).getTime()).not.toBeNaN();
  });

  it("has no member for a visitor or the merchant, needs a credential, and refuses unknown fieldsets", async () => {
    const visitor = await myMember(await t.visitorToken());
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().details.applicationError.code).toBe("NOT_FOUND");
    expect(visitor.headers["x-wix-request-id"]).toBeTruthy();
    const merchant = await t.inject({ method: "GET", url: MY_MEMBER, headers: t.merchantHeaders });
    expect([merchant.statusCode, merchant.json().details.applicationError.code]).toEqual([404, "NOT_FOUND"]);
    expect((await myMember(undefined)).statusCode).toBe(401);

    const { id } = await ada();
    const wrong = await myMember(await memberToken(id), "?fieldsets=EVERYTHING");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.validationError.fieldViolations[0].field).toBe("fieldsets");
  });

  it("refuses the token of a member deleted after it was issued (401: its session ended with the member)", async () => {
    const { id } = await ada();
    const token = await memberToken(id);
    await t.db.query("update identities set status = 'DELETED' where id = $1", [id]);
    const gone = await myMember(token);
    expect([gone.statusCode, gone.json().details.applicationError.code]).toEqual([401, "UNAUTHENTICATED"]);
  });

  it("leaves the hosted session cookie after an on-page sign-in, so the members pages know the member", async () => {
    const { sessionToken } = await ada();
    const session = (body: Record<string, unknown>) =>
      postAsVisitor(t, "/_api/redirects-api/v1/redirect-session", body).then(
        (r) => new URL(r.body.redirectSession.fullUrl),
      );
    /** The hidden frame of an on-page sign-in (prompt=none with the session token). */
    const onPageSignIn = (state: string) =>
      session(
        authorizationRequest(
          pkcePair().challenge,
          { redirectUri: undefined, responseMode: "web_message", state, sessionToken },
          "none",
        ),
      );
    const frameUrl = await onPageSignIn("st-frame");
    const frame = await t.inject({
      method: "GET",
      url: `${frameUrl.pathname}${frameUrl.search}`,
      headers: { referer: `${TEST_ORIGIN}/sign-in` },
    });
    expect(frame.body).toContain('"code":');
    const setCookie = String(frame.headers["set-cookie"]);
    expect(setCookie).toMatch(/^vitrine_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/);
    const cookie = setCookie.split(";")[0] ?? "";

    const accountUrl = await session({
      membersAccount: { section: "ACCOUNT_INFO" },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/account` },
    });
    const account = await t.inject({
      method: "GET",
      url: `${accountUrl.pathname}${accountUrl.search}`,
      headers: { cookie },
    });
    expect(account.body).toContain("ada@example.com");
    expect(account.body).not.toContain("not signed in");

    // A second on-page sign-in with the cookie already holding the member's session keeps it.
    const again = await onPageSignIn("st-frame-2");
    const second = await t.inject({
      method: "GET",
      url: `${again.pathname}${again.search}`,
      headers: { referer: `${TEST_ORIGIN}/sign-in`, cookie },
    });
    expect(second.body).toContain('"code":');
    expect(second.headers["set-cookie"]).toBeUndefined();
  });

  it("sets no cookie when prompt=none finds no signed-in member", async () => {
    const created = await postAsVisitor(
      t,
      "/_api/redirects-api/v1/redirect-session",
      authorizationRequest(
        pkcePair().challenge,
        { redirectUri: undefined, responseMode: "web_message", state: "st-anon" },
        "none",
      ),
    );
    const url = new URL(created.body.redirectSession.fullUrl);
    const frame = await t.inject({
      method: "GET",
      url: `${url.pathname}${url.search}`,
      headers: { referer: `${TEST_ORIGIN}/sign-in` },
    });
    expect(frame.body).toContain("login_required");
    expect(frame.headers["set-cookie"]).toBeUndefined();
  });
});
