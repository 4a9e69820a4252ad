/**
 * `getMyMember` against the real emulator over HTTP: member tokens (external sign-in with the
 * API key) read the member with the FULL fieldset, dates as `Date`; the default fieldset is
 * PUBLIC; a visitor's tokens get the 404 `NOT_FOUND` application error.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import { getMemberTokensForExternalLogin, getMyMember, OAuthStrategy, signOn } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

describe("getMyMember against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
  }, 60_000);
  afterEach(() => t.close());

  const memberClient = () =>
    createClient({
      modules: { members: { getMyMember } },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
      retry: false,
    });

  /** A member created by sign-on with a profile, and a client holding its tokens. */
  async function signedInMember() {
    const admin = createClient({
      modules: { authentication: { signOn } },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: t.baseUrl,
      retry: false,
    });
    const { identity } = await admin.authentication.signOn(
      { email: "ada@example.com" },
      {
        profile: {
          nickname: "Countess",
          firstName: "Ada",
          lastName: "Lovelace",
          phones: ["+44 20 7946 0000"],
        },
      },
    );
    const client = memberClient();
    await client.auth.setTokens(
      await getMemberTokensForExternalLogin(client, identity?.id ?? "", TEST_API_KEY),
    );
    return { client, id: identity?.id };
  }

  it("reads the signed-in member, with contact details in the FULL fieldset and dates as Date", async () => {
    const { client, id } = await signedInMember();
    const member = await client.members.getMyMember({ fieldsets: ["FULL"] });
    expect(member).toMatchObject({
      id,
      loginEmail: "ada@example.com",
      status: "APPROVED",
      profile: { nickname: "Countess" },
      contact: { firstName: "Ada", lastName: "Lovelace", phones: ["+44 20 7946 0000"] },
    });
    expect(member.createdDate).toBeInstanceOf(Date);
    expect(member.updatedDate).toBeInstanceOf(Date);
    expect(member.lastLoginDate).toBeUndefined();

    const publicView = await client.members.getMyMember();
    expect(publicView).toMatchObject({ id, status: "UNKNOWN", profile: { nickname: "Countess" } });
    expect(publicView.loginEmail).toBeUndefined();
    expect(publicView.contact).toBeUndefined();
  });

  it("fails for a visitor with the 404 NOT_FOUND application error", async () => {
    const failure = await memberClient()
      .members.getMyMember()
      .then(
        () => expect.fail("a visitor has no member"),
        (error: unknown) => error,
      );
    expect(isApplicationError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});
