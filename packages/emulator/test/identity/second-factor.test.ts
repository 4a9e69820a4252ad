/**
 * Second factors: the TOTP computation against RFC 6238's test vectors; a member sets up an
 * authenticator app on the hosted account page (QR code and key, confirmed by a first code, never
 * shown again); login then answers `REQUIRE_MFA`, and the TOTP, SMS or CALL verify call completes
 * it; wrong codes count towards the captcha gate, a used code is refused, and the hosted login page
 * asks for the code too.
 */

import { lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the TOTP steps and codes
import { base32Encode, hotp, matchingStep, timeStep } from "../../src/identity/totp.ts";
import { authorizationRequest, csrfOf, postForm, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const LOGIN = "/_api/iam/authentication/v2/login";
const verifyUrl = (factor: string) => `/_api/iam/authentication/v2/${factor}/verify`;
const PHONE = "+15550100";

describe("TOTP codes (RFC 6238 appendix B, SHA-1, last 6 digits)", () => {
  const secret = base32Encode(Buffer.from("12345678901234567890"));
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
    [20000000000, "353130"],
  ])("at %i s the code is %s, accepted one step either side", (seconds, code) => {
    const now = new Date(seconds * 1000);
    expect(hotp(secret, timeStep(now))).toBe(code);
    expect(matchingStep(secret, code, new Date((seconds + 30) * 1000))).toBe(timeStep(now));
    expect(matchingStep(secret, code, new Date((seconds + 60) * 1000))).toBeUndefined();
    expect(matchingStep(secret, "12345", now)).toBeUndefined();
  });
});

describe("second factors", () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 10, 25, 12, 0, 10);
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 25, 12, 0, 10);
    t = await startTestApp({}, { now: () => clock });
  });
  afterEach(() => t.close());

  const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
  const codeNow = (secret: string) => hotp(secret, timeStep(new Date(clock)));

  /** A verified member (with a phone when asked) signed in on the hosted login page: its cookie. */
  async function signedInMember(email: string, phones: string[] = []) {
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email },
      password: "secret-pass",
      profile: { phones },
    });
    await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(t, email),
      stateToken: registered.body.stateToken,
    });
    const url = (await postAsVisitor(t, SESSION, { login: {} })).body.redirectSession.fullUrl as string;
    const { answer: signedIn } = await submitHostedForm(t, url, { email, password: "secret-pass" });
    return String(signedIn.headers["set-cookie"]).split(";")[0] ?? "";
  }

  /** Sets up an authenticator app on the hosted account page; returns its secret. */
  async function enrol(cookie: string): Promise<string> {
    const url = (
      await postAsVisitor(t, SESSION, {
        membersAccount: { section: "ACCOUNT_INFO" },
        callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
      })
    ).body.redirectSession.fullUrl as string;
    const sessionId = new URL(url).searchParams.get("sessionId") ?? "";
    const page = await t.inject({ method: "GET", url: pathOf(url), headers: { cookie } });
    expect(page.body).toContain("Two-step sign-in");
    expect(page.body).toContain("Set up an authenticator app");
    const started = await postForm(
      t,
      "/_hosted/account/totp",
      { sessionId, csrf: csrfOf(page.body), step: "start" },
      cookie,
    );
    expect(started.statusCode).toBe(200);
    expect(started.body).toMatch(/<svg [^>]*role="img" aria-label="QR code of your authenticator app key"/);
    const secret = (/id="totp-secret">([A-Z2-7 ]+)</.exec(started.body)?.[1] ?? "").replaceAll(" ", "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = (/id="totp-link" href="([^"]+)"/.exec(started.body)?.[1] ?? "").replaceAll("&amp;", "&");
    expect(link).toMatch(/^otpauth:\/\/totp\/Vitrine%20store:[^?]+%40example\.com\?/);
    expect(new URL(link).searchParams.get("issuer")).toBe("Vitrine store");
    expect(new URL(link).searchParams.get("secret")).toBe(secret);

    const forged = await postForm(
      t,
      "/_hosted/account/totp",
      { sessionId, csrf: "guessed", step: "confirm", code: codeNow(secret) },
      cookie,
    );
    expect(forged.statusCode).toBe(403);
    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await postForm(
      t,
      "/_hosted/account/totp",
      { sessionId, csrf: csrfOf(started.body), step: "confirm", code: wrongCode },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("That code does not match.");
    expect(wrong.body).toContain('aria-invalid="true"');
    const confirmed = await postForm(
      t,
      "/_hosted/account/totp",
      { sessionId, csrf: csrfOf(wrong.body), step: "confirm", code: codeNow(secret) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("On: signing in asks for a code from your authenticator app.");
    expect(confirmed.body).not.toContain(`${secret.slice(0, 4)} `);

    const again = await t.inject({ method: "GET", url: pathOf(url), headers: { cookie } });
    expect(again.body).not.toContain("totp-secret");
    const restart = await postForm(
      t,
      "/_hosted/account/totp",
      { sessionId, csrf: csrfOf(again.body), step: "start" },
      cookie,
    );
    expect(restart.body).not.toContain("totp-secret");
    return secret;
  }

  const login = (email: string) => postAsVisitor(t, LOGIN, { loginId: { email }, password: "secret-pass" });

  it("enrols on the account page, then login asks for the code; a wrong or used code is refused", async () => {
    const secret = await enrol(await signedInMember("ada@example.com"));
    clock += 30_000; // the enrolment's code is used; the next step's is new

    const first = await login("ada@example.com");
    expect(first.status).toBe(200);
    expect(first.body.state).toBe("REQUIRE_MFA");
    expect(first.body.sessionToken).toBeUndefined();
    expect(first.body.requireMfaData).toEqual({
      availableFactors: [{ factorType: "TOTP", factorStatus: "ENABLED" }],
      reason: "USER_SETTINGS",
    });
    const stateToken = first.body.stateToken as string;

    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await postAsVisitor(t, verifyUrl("TOTP"), { stateToken, totpData: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.applicationError).toMatchObject({
      code: "INVALID_VERIFICATION_CODE",
      data: { attemptsLeft: 4 },
    });
    const missing = await postAsVisitor(t, verifyUrl("TOTP"), { stateToken });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe("totpData.code");

    const code = codeNow(secret);
    const done = await postAsVisitor(t, verifyUrl("TOTP"), { stateToken, totpData: { code } });
    expect(done.status).toBe(200);
    expect(done.body.state).toBe("SUCCESS");
    expect(done.body.sessionToken).toEqual(expect.any(String));
    const spent = await postAsVisitor(t, verifyUrl("TOTP"), { stateToken, totpData: { code } });
    expect(spent.body.details.applicationError.code).toBe("INVALID_TOKEN");

    const replay = await postAsVisitor(t, verifyUrl("TOTP"), {
      stateToken: (await login("ada@example.com")).body.stateToken,
      totpData: { code },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.details.applicationError.code).toBe("INVALID_VERIFICATION_CODE");

    const unknown = await postAsVisitor(t, verifyUrl("PUSH"), { stateToken, pushData: {} });
    expect(unknown.body.details.applicationError.code).toBe("FACTOR_TYPE_NOT_SUPPORTED");
  });

  it("counts wrong codes towards the captcha gate, and spends the sign-in after 5", async () => {
    const secret = await enrol(await signedInMember("bo@example.com"));
    clock += 30_000;
    const { stateToken } = (await login("bo@example.com")).body;
    const wrongCode = String((Number(codeNow(secret)) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++)
      await postAsVisitor(t, verifyUrl("TOTP"), { stateToken, totpData: { code: wrongCode } });
    const late = await postAsVisitor(t, verifyUrl("TOTP"), {
      stateToken,
      totpData: { code: codeNow(secret) },
    });
    expect(late.body.details.applicationError.code).toBe("INVALID_TOKEN");
    const gated = await login("bo@example.com");
    expect(gated.status).toBe(400);
    expect(gated.body.details.applicationError.code).toBe("-19971");
  });

  it.each(["SMS", "CALL"] as const)(
    "sends a %s code to the member's phone in the dev mailbox",
    async (factor) => {
      await enrol(await signedInMember("cy@example.com", [PHONE]));
      const first = await login("cy@example.com");
      expect(
        first.body.requireMfaData.availableFactors.map((f: { factorType: string }) => f.factorType),
      ).toEqual(["TOTP", "SMS", "CALL"]);
      const dataField = factor === "SMS" ? "smsData" : "callData";
      const sent = await postAsVisitor(t, verifyUrl(factor), {
        stateToken: first.body.stateToken,
        [dataField]: {},
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ state: "MFA_CHALLENGE", stateToken: first.body.stateToken });
      expect(sent.body.mfaChallengeData.factorType).toBe(factor);
      const mail = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(PHONE)}` });
      expect(mail.json().messages[0].subject).toBe(factor === "SMS" ? "Text message" : "Voice call");
      const done = await postAsVisitor(t, verifyUrl(factor), {
        stateToken: first.body.stateToken,
        [dataField]: { code: await lastMailedCode(t, PHONE) },
      });
      expect(done.body.state).toBe("SUCCESS");

      await enrol(await signedInMember("ed@example.com"));
      const noPhone = await postAsVisitor(t, verifyUrl(factor), {
        stateToken: (await login("ed@example.com")).body.stateToken,
      });
      expect(noPhone.body.details.applicationError.code).toBe("FACTOR_NOT_AVAILABLE");
    },
  );

  it("asks for the code on the hosted login page too", async () => {
    const secret = await enrol(await signedInMember("fa@example.com"));
    clock += 30_000;
    const url = (
      await postAsVisitor(t, SESSION, { login: {}, callbacks: { postFlowUrl: `${TEST_ORIGIN}/account` } })
    ).body.redirectSession.fullUrl as string;
    const sessionId = new URL(url).searchParams.get("sessionId") ?? "";
    const { answer: password } = await submitHostedForm(t, url, {
      email: "fa@example.com",
      password: "secret-pass",
    });
    expect(password.statusCode).toBe(200);
    expect(password.headers["set-cookie"]).toBeUndefined();
    expect(password.body).toContain('<label for="code">6-digit code from your authenticator app</label>');
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(password.body)?.[1] ?? "";
    const wrong = await postForm(t, "/_hosted/login", {
      sessionId,
      csrf: csrfOf(password.body),
      stateToken,
      code: "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("The code is wrong or was already used.");
    const done = await postForm(t, "/_hosted/login", {
      sessionId,
      csrf: csrfOf(wrong.body),
      stateToken,
      code: codeNow(secret),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${TEST_ORIGIN}/account`);
    expect(String(done.headers["set-cookie"])).toMatch(/^vitrine_session=/);
  });

  it("asks for the code on the hosted authorize page, then answers the authorization request", async () => {
    const secret = await enrol(await signedInMember("gu@example.com"));
    clock += 30_000;
    const created = await postAsVisitor(
      t,
      SESSION,
      authorizationRequest(pkcePair().challenge, {
        responseMode: "fragment",
        scope: undefined,
        state: "st-2fa",
      }),
    );
    const url = created.body.redirectSession.fullUrl as string;
    const sessionId = new URL(url).searchParams.get("sessionId") ?? "";
    const { answer: password } = await submitHostedForm(t, url, {
      email: "gu@example.com",
      password: "secret-pass",
    });
    expect(password.statusCode).toBe(200);
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(password.body)?.[1] ?? "";
    const answer = await postForm(t, "/_hosted/authorize", {
      sessionId,
      csrf: csrfOf(password.body),
      stateToken,
      code: codeNow(secret),
    });
    expect(answer.statusCode).toBe(303);
    const params = new URLSearchParams(new URL(answer.headers.location as string).hash.slice(1));
    expect(params.get("state")).toBe("st-2fa");
    expect(params.get("code")).toEqual(expect.any(String));
  });
});
