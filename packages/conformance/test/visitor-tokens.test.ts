/**
 * Visitor tokens from the emulator through the provider's published client:
 * `@wix/sdk`'s `OAuthStrategy({ clientId })`, unchanged, with its API host routed
 * to an emulator listening on 127.0.0.1. It must get, renew and use tokens, and
 * see the emulator's request id when the emulator refuses it.
 */

import type { Endpoint } from "@vitrine/emulator";
import { TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

/** A test-only endpoint that needs a credential and answers with the caller. */
const whoami: Endpoint = {
  method: "GET",
  path: "/probe/whoami",
  access: "read",
  handle: async ({ principal }) => principal,
};

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

describe("the provider's OAuthStrategy against the emulator", () => {
  const emulator = useRoutedEmulator({ options: { extraEndpoints: [whoami] } });

  /** 200 when the emulator accepts `token` as a credential, 401 when it refuses it. */
  const statusWith = async (token: string) =>
    (
      await emulator().inject({
        method: "POST",
        url: "/oauth2/token",
        headers: { authorization: token },
        payload: { clientId: TEST_CLIENT_ID, grantType: "anonymous" },
      })
    ).statusCode;

  it("generates visitor tokens the emulator accepts", async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const tokens = await client.auth.generateVisitorTokens();
    expect(tokens.refreshToken).toEqual({ value: expect.any(String), role: "visitor" });
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(
      Date.now() / 1000 + emulator().config.accessTokenTtlSeconds - 60,
    );
    expect(claimsOf(tokens.accessToken.value)).toMatchObject({ role: "visitor", client_id: TEST_CLIENT_ID });
    expect(await statusWith(tokens.accessToken.value)).toBe(200);
    expect(await statusWith(`${tokens.accessToken.value}x`)).toBe(401);
  });

  it("renews the access token with the refresh token, same visitor", async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const first = await client.auth.generateVisitorTokens();
    const renewed = await client.auth.renewToken(first.refreshToken);
    expect(renewed.refreshToken).toEqual(first.refreshToken);
    expect(claimsOf(renewed.accessToken.value).sub).toBe(claimsOf(first.accessToken.value).sub);
    expect(await statusWith(renewed.accessToken.value)).toBe(200);
  });

  it("falls back to new visitor tokens when the refresh token is refused", async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const tokens = await client.auth.generateVisitorTokens({
      refreshToken: { value: "revoked", role: "visitor" },
    });
    expect(await statusWith(tokens.accessToken.value)).toBe(200);
  });

  it("sends the generated token on its own calls, as a visitor", async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const res = await client.fetchWithAuth("https://www.wixapis.com/probe/whoami");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-wix-request-id")).toBeTruthy();
    expect(await res.json()).toEqual({
      kind: "visitor",
      visitorId: expect.any(String),
      clientId: TEST_CLIENT_ID,
    });
  });

  it("reports the emulator's refusal with its request id", async () => {
    const client = createClient({ auth: OAuthStrategy({ clientId: "unknown-client" }) });
    const failure = await client.auth.generateVisitorTokens().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/request id: [0-9a-f-]{36}\. Response: .*invalid_client/);
  });
});
