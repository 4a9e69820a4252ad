/**
 * Get My Member side by side: the provider's members module (`getCurrentMember`, inside
 * `@wix/sdk` with member tokens) and `@vitrine/sdk/identity`'s `getMyMember` send the same request
 * (method, path, query string, body, authorization) to one local recording server, with and
 * without fieldsets, and read the answer's dates alike.
 */
import { createClient } from "@vitrine/sdk";
import { getMyMember, OAuthStrategy, type OAuthTokens } from "@vitrine/sdk/identity";
import * as providerMembers from "@wix/auto_sdk_members_members";
import { createClient as createProviderClient, OAuthStrategy as ProviderOAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { expectSameRequest, requestDiff } from "./support/request-diff.ts";

const CLIENT_ID = "client-1";
const member: OAuthTokens = {
  accessToken: { value: "member-at", expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: "member-rt", role: "member" },
};
const CREATED = "2026-01-02T03:04:05.000Z";

describe("getMyMember sends the provider's request", () => {
  const diff = requestDiff({
    member: { id: "m1", loginEmail: "ada@example.com", createdDate: CREATED, updatedDate: CREATED },
  });

  const provider = () =>
    createProviderClient({
      modules: { members: providerMembers },
      auth: ProviderOAuthStrategy({ clientId: CLIENT_ID, tokens: structuredClone(member) as never }),
    });
  const vitrine = async () => {
    const client = createClient({
      modules: { members: { getMyMember } },
      auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: diff.origin }),
      baseUrl: diff.origin,
    });
    await client.auth.setTokens(structuredClone(member));
    return client;
  };

  it("with and without fieldsets, and both revive the dates", async () => {
    const ours = await vitrine();
    for (const options of [
      undefined,
      { fieldsets: ["FULL" as const] },
      { fieldsets: ["PUBLIC", "EXTENDED"] as ("PUBLIC" | "EXTENDED")[] },
    ]) {
      const dates: unknown[] = [];
      const [a, b] = await diff.both(
        async () => dates.push((await provider().members.getCurrentMember(options)).member?._createdDate),
        async () => dates.push((await ours.members.getMyMember(options)).createdDate),
      );
      expectSameRequest(a, b, ["authorization"]);
      expect(a.path).toBe("/members/v1/members/my");
      expect(dates).toEqual([new Date(CREATED), new Date(CREATED)]);
    }
  });
});
