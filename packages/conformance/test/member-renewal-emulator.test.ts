/**
 * The provider's published client keeps the first refresh token for the whole
 * member session (its `renewToken` returns the refresh token it was given), so
 * the emulator never rotates refresh tokens. Here `@wix/sdk`'s OAuthStrategy,
 * unchanged, renews a member's expired access token many times over with that
 * one refresh token while reading the member with the provider's members
 * module; once the member signs out (the provider's logout URL), the refresh
 * token renews nothing and the client falls back to a visitor, who has no member.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_ORIGIN, TEST_SITE_ID } from "@vitrine/emulator/testing";
import * as members from "@wix/auto_sdk_members_members";
import { createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

describe("the provider's client renews a member session's tokens against the emulator", () => {
  const emulator = useRoutedEmulator();

  it("renews many times over with the first refresh token, until sign-out", async () => {
    const signOn = await fetch(`${emulator().baseUrl}/_api/iam/authentication/v2/sign-on`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: TEST_API_KEY,
        "wix-site-id": TEST_SITE_ID,
      },
      body: JSON.stringify({ loginId: { email: "renew@example.com" }, profile: { nickname: "Renew" } }),
    });
    const memberId = ((await signOn.json()) as { identity: { id: string } }).identity.id;
    const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const first = await client.auth.getMemberTokensForExternalLogin(memberId, TEST_API_KEY);
    client.auth.setTokens(first);

    const accessTokens = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // The access token has expired: the client renews it before the call, with its refresh token.
      client.auth.setTokens({ ...client.auth.getTokens(), accessToken: { value: "", expiresAt: 0 } });
      const { member } = await client.members.getCurrentMember();
      expect(member?._id).toBe(memberId);
      const tokens = client.auth.getTokens();
      expect(tokens.refreshToken).toEqual(first.refreshToken);
      accessTokens.add(tokens.accessToken.value);
    }
    expect(accessTokens.size).toBe(12);

    const { logoutUrl } = await client.auth.logout(`${TEST_ORIGIN}/`);
    expect((await fetch(logoutUrl, { redirect: "manual" })).status).toBe(303);
    await expect(client.auth.renewToken(first.refreshToken)).rejects.toThrow(/invalid_grant/);
    client.auth.setTokens({ ...first, accessToken: { value: "", expiresAt: 0 } });
    const failure = await client.members.getCurrentMember().then(
      () => expect.fail("the session has ended"),
      (error: unknown) => error as { details?: { applicationError?: { code?: string } } },
    );
    expect(failure.details?.applicationError?.code).toBe("NOT_FOUND");
  });
});
