/**
 * Owner approval with the provider's published clients, unchanged, against the
 * emulator: the member registers with `@wix/sdk`'s OAuthStrategy and waits
 * (OWNER_APPROVAL_REQUIRED), the merchant approves with the provider's members
 * module (`approveMember`, API key), and the member's login then succeeds. This
 * proves the approve path and answer are the ones the provider's module uses.
 */

import { defaultConfig } from "@vitrine/emulator";
import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import * as members from "@wix/auto_sdk_members_members";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

describe("owner approval with the provider's clients against the emulator", () => {
  const emulator = useRoutedEmulator({
    config: {
      memberPolicy: {
        ...defaultConfig().memberPolicy,
        requireEmailVerification: false,
        requireOwnerApproval: true,
      },
    },
  });

  it("registers and waits, the merchant approves with approveMember, then the login succeeds", async () => {
    const visitor = createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const registered = await visitor.auth.register({ email: "ann@example.com", password: "secret-pass" });
    expect(registered.loginState).toBe("OWNER_APPROVAL_REQUIRED");
    const waiting = await visitor.auth.login({ email: "ann@example.com", password: "secret-pass" });
    expect(waiting.loginState).toBe("OWNER_APPROVAL_REQUIRED");

    const [member] = (
      await emulator().db.query<{ id: string }>("select id from identities where email = $1", [
        "ann@example.com",
      ])
    ).map((row) => row.id);
    const merchant = createClient({
      modules: { members },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    });
    const approved = await merchant.members.approveMember(member ?? "");
    expect(approved.member).toMatchObject({ _id: member, loginEmail: "ann@example.com", status: "APPROVED" });
    expect(approved.member?._createdDate).toBeInstanceOf(Date);

    const login = await visitor.auth.login({ email: "ann@example.com", password: "secret-pass" });
    expect(login).toMatchObject({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });
  });
});
