/**
 * Member tokens are tied to a member session, whichever grant issued them, so a
 * sign-out revokes them: the `authorized_client` grant (external sign-in) binds
 * its refresh token to the sign-on's session or to a new one, renewed access
 * tokens keep that session (`sid`), and the logout page the provider's client
 * sends the browser to ends the session of the member token that asked for it
 * (no hosted cookie needed), revoking its refresh tokens and nobody else's.
 */

import { postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SIGN_ON = "/_api/iam/authentication/v2/sign-on";

describe(`session-bound member tokens and logout (${testBackend})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const merchant = async () => `${await t.visitorToken()},${TEST_API_KEY}`;
  const token = (payload: Record<string, string>, authorization?: string) =>
    t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: authorization ? { authorization } : {},
      payload,
    });
  const externalTokens = async (memberId: string, extra: Record<string, string> = {}) => {
    const response = await token(
      { grant_type: "authorized_client", scope: "offline_access", member_id: memberId, ...extra },
      await merchant(),
    );
    expect(response.statusCode).toBe(200);
    return response.json() as { access_token: string; refresh_token: string };
  };
  const refresh = (refreshToken: string) =>
    token({ clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken });
  /** What the provider's client does on logout: a logout redirect session with the member's token, then the browser on its URL. */
  const logOut = async (accessToken: string) => {
    const created = await postAsVisitor(
      t,
      "/_api/redirects-api/v1/redirect-session",
      { logout: { clientId: TEST_CLIENT_ID }, callbacks: { postFlowUrl: `${TEST_ORIGIN}/` } },
      accessToken,
    );
    expect(created.status).toBe(200);
    const page = new URL(created.body.redirectSession.fullUrl as string);
    const visit = await t.inject({ method: "GET", url: `${page.pathname}${page.search}` });
    expect([visit.statusCode, visit.headers.location]).toEqual([303, `${TEST_ORIGIN}/`]);
  };
  const claimsOf = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8"));

  it("logout revokes authorized_client tokens issued without a session token (a new session of their own)", async () => {
    const signOn = await postAsVisitor(
      t,
      SIGN_ON,
      { loginId: { email: "ext@example.com" } },
      await merchant(),
    );
    const memberId = signOn.body.identity.id as string;
    const ended = await externalTokens(memberId);
    const other = await externalTokens(memberId);
    expect(claimsOf(ended.access_token).sid).toEqual(expect.any(String));
    expect(claimsOf(ended.access_token).sid).not.toBe(claimsOf(other.access_token).sid);
    const renewed = await refresh(ended.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(claimsOf(renewed.json().access_token).sid).toBe(claimsOf(ended.access_token).sid);

    await logOut(renewed.json().access_token);
    const refused = await refresh(ended.refresh_token);
    expect([refused.statusCode, refused.json().error]).toEqual([400, "invalid_grant"]);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    // The sign-on's own session is another session: still usable.
    expect(
      (await externalTokens(memberId, { session_token: signOn.body.sessionToken })).refresh_token,
    ).toEqual(expect.any(String));
  });

  it("logout ends the sign-on's session: its tokens are revoked and the session token is spent", async () => {
    const signOn = await postAsVisitor(
      t,
      SIGN_ON,
      { loginId: { email: "ses@example.com" } },
      await merchant(),
    );
    const memberId = signOn.body.identity.id as string;
    const sessionToken = signOn.body.sessionToken as string;
    const tokens = await externalTokens(memberId, { session_token: sessionToken });
    const visitor = await token({ clientId: TEST_CLIENT_ID, grantType: "anonymous" });

    await logOut(tokens.access_token);
    const refused = await refresh(tokens.refresh_token);
    expect([refused.statusCode, refused.json().error]).toEqual([400, "invalid_grant"]);
    const again = await token(
      { grant_type: "authorized_client", member_id: memberId, session_token: sessionToken },
      await merchant(),
    );
    expect([again.statusCode, again.json().error]).toEqual([400, "invalid_grant"]);
    expect((await refresh(visitor.json().refresh_token)).statusCode).toBe(200);
  });

  it("a logout asked for with a visitor token ends no member session", async () => {
    const signOn = await postAsVisitor(
      t,
      SIGN_ON,
      { loginId: { email: "vis@example.com" } },
      await merchant(),
    );
    const tokens = await externalTokens(signOn.body.identity.id as string);
    await logOut(await t.visitorToken());
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});
