import { createHash } from "node:crypto";
import { memberRefreshToken } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines revoking a refresh token directly
import { revokeRefreshToken } from "../../src/auth/refresh-tokens.ts";
import { startTestApp, TEST_CLIENT_ID, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

describe(`POST /oauth2/token on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ accessTokenTtlSeconds: 600 }, { extraEndpoints: [] });
  });
  afterEach(() => t.close());

  const token = (payload: Record<string, unknown>) =>
    t.inject({ method: "POST", url: "/oauth2/token", payload });
  const anonymous = async () =>
    (await token({ clientId: TEST_CLIENT_ID, grantType: "anonymous" })).json() as Tokens;

  it("issues visitor tokens for the anonymous grant", async () => {
    const res = await token({ clientId: TEST_CLIENT_ID, grantType: "anonymous" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    const body = res.json() as Tokens;
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 600,
      token_type: "Bearer",
    });
    const header = JSON.parse(
      Buffer.from(body.access_token.split(".")[0] ?? "", "base64url").toString("utf8"),
    );
    expect(header).toEqual({ alg: "EdDSA", typ: "JWT", kid: "access-token-1" });
    const claims = claimsOf(body.access_token);
    expect(claims).toMatchObject({ role: "visitor", client_id: TEST_CLIENT_ID, sub: expect.any(String) });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
  });

  it("stores only the hash of the refresh token", async () => {
    const { refresh_token } = await anonymous();
    const rows = await t.db.query<{ token_hash: string }>("select token_hash from refresh_tokens");
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(refresh_token).digest("hex") }]);
  });

  it("gives each anonymous grant a new visitor", async () => {
    const [a, b] = [await anonymous(), await anonymous()];
    expect(claimsOf(a.access_token).sub).not.toBe(claimsOf(b.access_token).sub);
  });

  it("renews an access token from a refresh token, keeping role and subject, any number of times", async () => {
    const first = await anonymous();
    for (let i = 0; i < 2; i++) {
      const res = await token({
        clientId: TEST_CLIENT_ID,
        grantType: "refresh_token",
        refreshToken: first.refresh_token,
      });
      expect(res.statusCode).toBe(200);
      const renewed = res.json() as Tokens;
      expect(renewed.refresh_token).toBe(first.refresh_token);
      expect(renewed.expires_in).toBe(600);
      expect(claimsOf(renewed.access_token)).toMatchObject({
        sub: claimsOf(first.access_token).sub,
        role: "visitor",
      });
    }
  });

  it("renews member tokens as member tokens", async () => {
    const { memberId, refreshToken } = await memberRefreshToken(t, TEST_CLIENT_ID);
    const res = await token({ clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken });
    expect(claimsOf((res.json() as Tokens).access_token)).toMatchObject({ sub: memberId, role: "member" });
  });

  it("accepts snake_case parameters", async () => {
    const res = await token({ client_id: TEST_CLIENT_ID, grant_type: "anonymous" });
    expect(res.statusCode).toBe(200);
    const { refresh_token } = res.json() as Tokens;
    const renewed = await token({ client_id: TEST_CLIENT_ID, grant_type: "refresh_token", refresh_token });
    expect(renewed.statusCode).toBe(200);
  });

  it("answers an unknown client with 401 invalid_client", async () => {
    const res = await token({ clientId: "nobody", grantType: "anonymous" });
    expect(res.statusCode).toBe(401);
    expect(res.headers["x-wix-request-id"]).toBeTruthy();
    expect(res.json()).toEqual({ error: "invalid_client", error_description: "Unknown OAuth client." });
  });

  it.each([
    [{ clientId: TEST_CLIENT_ID }, "invalid_request"],
    [{ clientId: TEST_CLIENT_ID, grantType: 7 }, "invalid_request"],
    [{ grantType: "anonymous" }, "invalid_request"],
    [{ clientId: TEST_CLIENT_ID, grantType: "password" }, "unsupported_grant_type"],
    [{ clientId: TEST_CLIENT_ID, grantType: "toString" }, "unsupported_grant_type"],
    [{ clientId: TEST_CLIENT_ID, grantType: "refresh_token" }, "invalid_request"],
    [{ clientId: TEST_CLIENT_ID, grantType: "refresh_token", refreshToken: "unknown" }, "invalid_grant"],
  ])("answers %j with 400 %s", async (payload, error) => {
    const res = await token(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, error_description: expect.any(String) });
  });

  it("answers malformed JSON with an OAuth error", async () => {
    const res = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "invalid_request", error_description: expect.any(String) });
  });

  it("refuses an expired refresh token", async () => {
    const { refresh_token } = await anonymous();
    await t.db.query("update refresh_tokens set expires_at = now() - interval '1 second'");
    const res = await token({
      clientId: TEST_CLIENT_ID,
      grantType: "refresh_token",
      refreshToken: refresh_token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_grant");
  });

  it("refuses a revoked refresh token", async () => {
    const { refresh_token } = await anonymous();
    expect(await revokeRefreshToken(t.db, refresh_token, new Date())).toBe(true);
    expect(await revokeRefreshToken(t.db, refresh_token, new Date())).toBe(false);
    const res = await token({
      clientId: TEST_CLIENT_ID,
      grantType: "refresh_token",
      refreshToken: refresh_token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_grant");
  });

  it("refuses a refresh token presented by another client", async () => {
    await t.db.query("insert into oauth_clients (client_id) values ('other-client')");
    const { refresh_token } = await anonymous();
    const res = await token({
      clientId: "other-client",
      grantType: "refresh_token",
      refreshToken: refresh_token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("invalid_grant");
  });

  it("answers a bad Authorization header on the token endpoint with an OAuth error", async () => {
    const res = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: "unknown-key" },
      payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("invalid_client");
  });
});
