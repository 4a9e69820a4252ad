/**
 * Get My Member with the provider's published clients, unchanged, against the emulator: a member
 * signed in with `@wix/sdk`'s OAuthStrategy (external sign-in tokens from the API key) reads
 * itself with the provider's members module (`getCurrentMember`), FULL and default fieldsets; a
 * visitor gets the module's NOT_FOUND. This proves the path and the answer's shape are the ones
 * the provider's module uses.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import * as members from "@wix/auto_sdk_members_members";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

describe("getCurrentMember with the provider's clients against the emulator", () => {
  const emulator = useRoutedEmulator();

  it("reads the signed-in member, and a visitor gets NOT_FOUND", async () => {
    const signOn = await fetch(`${emulator().baseUrl}/_api/iam/authentication/v2/sign-on`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: TEST_API_KEY,
        "wix-site-id": TEST_SITE_ID,
      },
      body: JSON.stringify({
        loginId: { email: "ada@example.com" },
        profile: { nickname: "Countess", firstName: "Ada" },
      }),
    });
    const memberId = ((await signOn.json()) as { identity: { id: string } }).identity.id;
    const client = createClient({ modules: { members }, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    client.auth.setTokens(await client.auth.getMemberTokensForExternalLogin(memberId, TEST_API_KEY));

    const full = await client.members.getCurrentMember({ fieldsets: ["FULL"] });
    expect(full.member).toMatchObject({
      _id: memberId,
      loginEmail: "ada@example.com",
      status: "APPROVED",
      profile: { nickname: "Countess" },
      contact: { firstName: "Ada" },
    });
    expect(full.member?._createdDate).toBeInstanceOf(Date);
    const publicView = await client.members.getCurrentMember();
    expect(publicView.member).toMatchObject({
      _id: memberId,
      status: "UNKNOWN",
      profile: { nickname: "Countess" },
    });
    expect(publicView.member?.loginEmail).toBeUndefined();

    const visitor = createClient({ modules: { members }, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const failure = await visitor.members.getCurrentMember().then(
      () => expect.fail("a visitor has no member"),
      (error: unknown) => error as { details?: { applicationError?: { code?: string } } },
    );
    expect(failure.details?.applicationError?.code).toBe("NOT_FOUND");
    // The merchant's key has no member either.
    const merchant = createClient({
      modules: { members },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    });
    const merchantFailure = await merchant.members.getCurrentMember().then(
      () => expect.fail("the merchant's key has no member"),
      (error: unknown) => error as { details?: { applicationError?: { code?: string } } },
    );
    expect(merchantFailure.details?.applicationError?.code).toBe("NOT_FOUND");
  });
});
