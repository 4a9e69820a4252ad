/**
 * The SDK's second-factor step against the real emulator over HTTP: a member with an
 * authenticator app (set up on the emulator's database by `enrolAuthenticatorApp`) logs in
 * to `MFA_REQUIRED`; `processVerification` (the e-mailed code's) refuses the state with a clear
 * error and sends nothing; `verifySecondFactor` with a wrong code throws the emulator's error and
 * the state still waits; the app's code signs in; `sendSecondFactorCode` has a code texted to the
 * member's phone (the dev mailbox), which `verifySecondFactor` then sends.
 */

import {
  enrolAuthenticatorApp,
  type ListeningTestApp,
  listenTestApp,
  TEST_CLIENT_ID,
  totpCode,
} from "@vitrine/emulator/testing";
import { createClient, isApplicationError } from "@vitrine/sdk";
import {
  currentLoginState,
  isIdentityError,
  login,
  OAuthStrategy,
  processVerification,
  register,
  sendSecondFactorCode,
  verifySecondFactor,
} from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const PASSWORD = "secret-pass";
const PHONE = "+15550111";

describe("second factors through the SDK", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  let clock = Date.UTC(2026, 10, 25, 12, 0, 10);

  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 25, 12, 0, 10);
    t = await listenTestApp({}, { now: () => clock });
    t.config.publicUrl = t.baseUrl;
  }, 60_000);
  afterEach(() => t.close());

  const newClient = () =>
    createClient({
      modules: {},
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
      retry: false,
    });
  const codeNow = (secret: string) => totpCode(secret, new Date(clock));

  async function lastCode(to: string) {
    const response = await fetch(`${t.baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    const [mail] = ((await response.json()) as { messages: { body: string }[] }).messages;
    return /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1] ?? "";
  }

  /** A verified member with a phone and a confirmed authenticator app; returns the app's secret. */
  async function memberWithApp(email: string): Promise<string> {
    const client = newClient();
    await register(client, { email, password: PASSWORD, profile: { phones: [PHONE] } });
    const verified = await processVerification(client, { verificationCode: await lastCode(email) });
    expect(verified.loginState).toBe("SUCCESS");
    const [row] = await t.db.query<{ id: string }>("select id from identities where email = $1", [email]);
    const secret = await enrolAuthenticatorApp(t.db, row?.id ?? "", new Date(clock));
    clock += 30_000;
    return secret;
  }

  it("logs in to MFA_REQUIRED and finishes with the authenticator app's code", async () => {
    const secret = await memberWithApp("ada@example.com");
    const client = newClient();
    const first = await login(client, { email: "ada@example.com", password: PASSWORD });
    expect(first).toEqual({
      loginState: "MFA_REQUIRED",
      data: { stateToken: expect.any(String), availableFactors: ["TOTP", "SMS", "CALL"] },
    });
    expect(currentLoginState(client.auth)).toEqual(first);

    const refused = await processVerification(client, { verificationCode: codeNow(secret) }).catch(
      (e: unknown) => e,
    );
    expect(isIdentityError(refused) && [refused.code, refused.message]).toEqual([
      "SECOND_FACTOR_NOT_HANDLED",
      "MFA_REQUIRED: call verifySecondFactor",
    ]);
    expect(currentLoginState(client.auth)).toEqual(first);

    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await verifySecondFactor(client, { verificationCode: wrongCode }).catch((e: unknown) => e);
    expect(isApplicationError(wrong) && wrong.code).toBe("INVALID_VERIFICATION_CODE");
    expect(currentLoginState(client.auth)).toEqual(first);

    const done = await verifySecondFactor(client, { verificationCode: codeNow(secret) });
    expect(done).toEqual({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });
    expect(currentLoginState(client.auth)).toEqual({ loginState: "INITIAL" });
  });

  it("has a code texted to the member's phone and sends it", async () => {
    await memberWithApp("bo@example.com");
    const client = newClient();
    await login(client, { email: "bo@example.com", password: PASSWORD });
    const sent = await sendSecondFactorCode(client, "SMS");
    expect(sent).toMatchObject({ loginState: "MFA_REQUIRED", data: { codeSentBy: "SMS" } });
    const done = await verifySecondFactor(client, { verificationCode: await lastCode(PHONE) });
    expect(done.loginState).toBe("SUCCESS");
    expect(await sendSecondFactorCode(client, "CALL")).toEqual({
      loginState: "FAILURE",
      error: "Unknown _state",
    });
    expect(await verifySecondFactor(client, { verificationCode: "123456" })).toEqual({
      loginState: "FAILURE",
      error: "Unknown _state",
    });
  });
});
