/**
 * Get My Member side by side: the provider's members module (`getCurrentMember`, inside
 * `@wix/sdk` with member tokens) and `@vitrine/sdk/identity`'s `getMyMember` send the same request
 * (method, path, query string, body, authorization) to one local recording server, with and
 * without fieldsets, and read the answer's dates alike.
 */
import { createClient } from "@vitrine/sdk";
import { getMyMember, OAuthStrategy, type OAuthTokens } from "@vitrine/sdk/identity";
import {
  answerJson,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "@vitrine/testkit";
import * as providerMembers from "@wix/auto_sdk_members_members";
import { createClient as createProviderClient, OAuthStrategy as ProviderOAuthStrategy } from "@wix/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeProviderTo } from "./support/route-provider.ts";

const CLIENT_ID = "client-1";
const member: OAuthTokens = {
  accessToken: { value: "member-at", expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  refreshToken: { value: "member-rt", role: "member" },
};
const CREATED = "2026-01-02T03:04:05.000Z";

describe("getMyMember sends the provider's request", () => {
  let server: RecordingServer;
  let restore: () => void;

  beforeAll(async () => {
    server = await startRecordingServer(
      answerJson({
        member: { id: "m1", loginEmail: "ada@example.com", createdDate: CREATED, updatedDate: CREATED },
      }),
    );
    restore = routeProviderTo(server.origin);
  });
  afterAll(async () => {
    restore();
    await server.close();
  });

  const provider = () =>
    createProviderClient({
      modules: { members: providerMembers },
      auth: ProviderOAuthStrategy({ clientId: CLIENT_ID, tokens: structuredClone(member) as never }),
    });
  const vitrine = async () => {
    const client = createClient({
      modules: { members: { getMyMember } },
      auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: server.origin }),
      baseUrl: server.origin,
    });
    await client.auth.setTokens(structuredClone(member));
    return client;
  };
  const wire = (r: RecordedRequest | undefined) => ({
    method: r?.method,
    path: r?.path,
    query: r?.query,
    body: r?.body,
    authorization: r?.headers.authorization,
  });

  it("with and without fieldsets, and both revive the dates", async () => {
    const ours = await vitrine();
    for (const options of [
      undefined,
      { fieldsets: ["FULL" as const] },
      { fieldsets: ["PUBLIC", "EXTENDED"] as ("PUBLIC" | "EXTENDED")[] },
    ]) {
      server.take();
      const theirs = await provider().members.getCurrentMember(options);
      const [a, ...moreA] = server.take();
      const mine = await ours.members.getMyMember(options);
      const [b, ...moreB] = server.take();
      expect([moreA, moreB]).toEqual([[], []]);
      expect(wire(b)).toEqual(wire(a));
      expect(a?.path).toBe("/members/v1/members/my");
      expect(theirs.member?._createdDate).toEqual(new Date(CREATED));
      expect(mine.createdDate).toEqual(new Date(CREATED));
    }
  });
});
