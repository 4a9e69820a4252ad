/**
 * The SDK's identity flows against the real emulator over HTTP (no browser): a visitor registers,
 * reads the code from the dev mailbox, verifies, signs in through the hosted page with the
 * redirect flow (the form posted as a browser posts it, CSRF token included), uses and renews
 * member tokens, and signs out; plus the failure codes, the captcha gate, external login with an
 * API key, the password-reset e-mail and the state check of the code exchange.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import {
  authentication,
  changePassword,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForExternalLogin,
  isIdentityError,
  login,
  logout,
  OAuthStrategy,
  type OAuthTokens,
  parseFromUrl,
  processVerification,
  register,
  sendPasswordResetEmail,
  signOn,
} from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const PASSWORD = "secret-pass";

describe("identity flows against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;

  beforeEach(async () => {
    t = await listenTestApp();
    t.config.publicUrl = t.baseUrl;
  }, 60_000);
  afterEach(() => t.close());

  const visitorClient = () =>
    createClient({
      modules: { authentication: { changePassword } },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
      retry: false,
    });
  type Client = ReturnType<typeof visitorClient>;

  /** The dev mailbox's messages to `to`, newest first. */
  async function mailTo(to: string) {
    const response = await fetch(`${t.baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { messages: { subject: string; body: string }[] }).messages;
  }
  async function codeFor(to: string) {
    const [mail] = await mailTo(to);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }

  /** Registers `email` and verifies it with the mailed code; the final state. */
  async function registered(client: Client, email: string) {
    const first = await register(client, { email, password: PASSWORD, profile: { nickname: "Ada" } });
    expect(first.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    return processVerification(client, { verificationCode: await codeFor(email) });
  }

  /** The hidden fields of the form in `html`, as a browser would send them. */
  function formFields(html: string): { action: string; fields: Record<string, string> } {
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
    if (!form?.[1] || form[2] === undefined) throw new Error(`no form in page: ${html}`);
    const fields: Record<string, string> = {};
    for (const input of form[2].matchAll(/<input ([^>]*)>/g)) {
      const name = /name="([^"]+)"/.exec(input[1] ?? "")?.[1];
      const value = /value="([^"]*)"/.exec(input[1] ?? "")?.[1];
      if (name) fields[name] = value ?? "";
    }
    return { action: form[1], fields };
  }

  /**
   * Opens `authUrl`, fills in the sign-in form and submits it with a plain form POST (no
   * cookies needed, none sent); the redirect's `Location` and the cookie set.
   */
  async function submitHostedLogin(authUrl: string, email: string, password: string) {
    const page = await fetch(authUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const { action, fields } = formFields(await page.text());
    expect(Object.keys(fields).sort()).toEqual(["csrf", "email", "password", "sessionId"]);
    const posted = await fetch(new URL(action, authUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(authUrl).origin },
      body: new URLSearchParams({ ...fields, email, password }),
    });
    return {
      status: posted.status,
      location: posted.headers.get("location"),
      cookie: posted.headers.get("set-cookie"),
    };
  }

  /** Member tokens for `email` through the hosted page, answering in `responseMode`. */
  async function redirectSignIn(client: Client, email: string, responseMode: "query" | "fragment") {
    const data = await generateOAuthData(`${TEST_ORIGIN}/callback`, `${TEST_ORIGIN}/account`);
    const { authUrl, authorizationEndpoint } = await getAuthUrl(client, data, { responseMode });
    expect(new URL(authUrl).origin).toBe(t.baseUrl);
    expect(authorizationEndpoint).toBe(`${t.baseUrl}/_hosted/authorize`);
    const submitted = await submitHostedLogin(authUrl, email, PASSWORD);
    expect(submitted.status).toBe(303);
    const location = submitted.location ?? "";
    expect(location.startsWith(`${TEST_ORIGIN}/callback`)).toBe(true);
    const answer = parseFromUrl(location, responseMode);
    expect(answer).toEqual({ code: expect.any(String), state: data.state });
    return {
      tokens: await getMemberTokens(client, answer.code, answer.state, data),
      cookie: submitted.cookie,
    };
  }

  it("visitor → register → verify → redirect sign-in (query) → member call → refresh → logout", async () => {
    const client = visitorClient();
    expect(await client.auth.loggedIn()).toBe(false);
    const verified = await registered(client, "ada@example.com");
    expect(verified).toEqual({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });
    expect((await client.auth.getTokens()).refreshToken.role).toBe("visitor");

    const { tokens, cookie } = await redirectSignIn(client, "ada@example.com", "query");
    expect(cookie).toMatch(/^vitrine_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(tokens.refreshToken.role).toBe("member");
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
    await client.auth.setTokens(tokens);
    expect(await client.auth.loggedIn()).toBe(true);

    await client.authentication.changePassword("n3w-secret-pass");
    const withNew = await login(visitorClient(), { email: "ada@example.com", password: "n3w-secret-pass" });
    expect(withNew.loginState).toBe("SUCCESS");
    const withOld = await login(visitorClient(), { email: "ada@example.com", password: PASSWORD });
    expect(withOld).toMatchObject({ loginState: "FAILURE", errorCode: "invalidPassword" });

    // An expired access token is renewed with the member's refresh token: still a member.
    await client.auth.setTokens({
      ...tokens,
      accessToken: { value: tokens.accessToken.value, expiresAt: 0 },
    });
    await client.authentication.changePassword(PASSWORD);
    const renewed = await client.auth.getTokens();
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(renewed.refreshToken).toEqual(tokens.refreshToken);
    expect(await client.auth.loggedIn()).toBe(true);
    const direct = await client.auth.renewToken(tokens.refreshToken);
    expect(direct.refreshToken.role).toBe("member");

    const { logoutUrl } = await logout(client, `${TEST_ORIGIN}/`);
    expect(await client.auth.loggedIn()).toBe(false);
    expect((await client.auth.getTokens()).accessToken.value).toBe("");
    expect(new URL(logoutUrl).pathname).toBe("/_hosted/logout");
    const out = await fetch(logoutUrl, {
      redirect: "manual",
      headers: { cookie: (cookie ?? "").split(";")[0] ?? "" },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe(`${TEST_ORIGIN}/`);
    expect(out.headers.get("set-cookie")).toMatch(/^vitrine_session=; .*Max-Age=0/);
  });

  it("signs in with the fragment response mode", async () => {
    const client = visitorClient();
    await registered(client, "bo@example.com");
    const { tokens } = await redirectSignIn(client, "bo@example.com", "fragment");
    expect(tokens.refreshToken.role).toBe("member");
  });

  it("answers a wrong password with invalidPassword and a taken e-mail with emailAlreadyExists", async () => {
    const client = visitorClient();
    await registered(client, "cy@example.com");
    expect(await login(client, { email: "cy@example.com", password: "wrong-pass" })).toEqual({
      loginState: "FAILURE",
      error: expect.any(String),
      errorCode: "invalidPassword",
    });
    expect(await register(client, { email: "CY@example.com", password: PASSWORD })).toMatchObject({
      loginState: "FAILURE",
      errorCode: "emailAlreadyExists",
    });
    expect(await register(client, { email: "not-an-email", password: PASSWORD })).toMatchObject({
      loginState: "FAILURE",
      errorCode: "invalidEmail",
    });
  });

  it("requires a captcha after 5 failed logins, and accepts a solved one", async () => {
    const client = visitorClient();
    await registered(client, "di@example.com");
    for (let i = 0; i < 5; i++) {
      const failed = await login(client, { email: "di@example.com", password: `wrong-${i}` });
      expect(failed).toMatchObject({ loginState: "FAILURE", errorCode: "invalidPassword" });
    }
    expect(await login(client, { email: "di@example.com", password: PASSWORD })).toMatchObject({
      loginState: "FAILURE",
      errorCode: "missingCaptchaToken",
    });
    const badCaptcha = { recaptchaToken: "not-solved" };
    expect(
      await login(client, { email: "di@example.com", password: PASSWORD, captchaTokens: badCaptcha }),
    ).toMatchObject({ loginState: "FAILURE", errorCode: "invalidCaptchaToken" });
    const solved = { recaptchaToken: t.config.memberPolicy.captchaTestTokens[0] ?? "" };
    expect(
      await login(client, { email: "di@example.com", password: PASSWORD, captchaTokens: solved }),
    ).toMatchObject({ loginState: "SUCCESS" });
  });

  it("gets member tokens for a member id with the API key (authorized_client)", async () => {
    const admin = createClient({
      modules: { authentication: { signOn } },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: t.baseUrl,
      retry: false,
    });
    const client = visitorClient();
    const { identity } = await admin.authentication.signOn({ email: "ed@example.com" });
    const memberId = identity?.id ?? "";
    expect(memberId).not.toBe("");
    const tokens = await getMemberTokensForExternalLogin(client, memberId, TEST_API_KEY);
    expect(tokens.refreshToken.role).toBe("member");
    await client.auth.setTokens(tokens);
    expect(await client.auth.loggedIn()).toBe(true);
    // The member made by sign-on has no password yet; changing it proves a member credential.
    await client.authentication.changePassword("ed-pass-1");
    expect(
      (await login(visitorClient(), { email: "ed@example.com", password: "ed-pass-1" })).loginState,
    ).toBe("SUCCESS");

    const refused = await getMemberTokensForExternalLogin(visitorClient(), memberId, "wrong-api-key").then(
      () => expect.fail("a wrong API key must be refused"),
      (error: unknown) => error as { code?: string; status?: number },
    );
    expect(refused.code).toBe("TOKEN_REQUEST_FAILED");
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });

  it("e-mails a password-reset link that leads back to the app", async () => {
    const client = visitorClient();
    await registered(client, "fay@example.com");
    await sendPasswordResetEmail(client, "fay@example.com", `${TEST_ORIGIN}/reset-done`);
    const [mail] = await mailTo("fay@example.com");
    const link = new RegExp(`${t.baseUrl}/_hosted/reset-password\\?token=[A-Za-z0-9_-]+`).exec(
      mail?.body ?? "",
    )?.[0];
    expect(link).toBeDefined();
    const form = formFields(await (await fetch(link ?? "")).text());
    const reset = await fetch(new URL(form.action, t.baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...form.fields, password: "after-reset" }),
    });
    expect(reset.status).toBe(303);
    expect(reset.headers.get("location")).toBe(`${TEST_ORIGIN}/reset-done`);
    expect((await login(client, { email: "fay@example.com", password: "after-reset" })).loginState).toBe(
      "SUCCESS",
    );
  });

  it("refuses a code returned with another state (Invalid _state) before any exchange", async () => {
    const client = visitorClient();
    await registered(client, "gus@example.com");
    const data = await generateOAuthData(`${TEST_ORIGIN}/callback`);
    const { authUrl } = await getAuthUrl(client, data, { responseMode: "query" });
    const submitted = await submitHostedLogin(authUrl, "gus@example.com", PASSWORD);
    const answer = parseFromUrl(submitted.location ?? "", "query");
    const mismatch = await getMemberTokens(client, answer.code, "forged-state", data).then(
      () => expect.fail("a forged state must be refused"),
      (error: unknown) => error,
    );
    expect(isIdentityError(mismatch) && [mismatch.code, mismatch.message]).toEqual([
      "INVALID_STATE",
      "Invalid _state",
    ]);
    // The code was not spent by the refused call: the real state still exchanges it once.
    const tokens: OAuthTokens = await getMemberTokens(client, answer.code, answer.state, data);
    expect(tokens.refreshToken.role).toBe("member");
    const replay = await getMemberTokens(client, answer.code, answer.state, data).then(
      () => expect.fail("a code is single use"),
      (error: unknown) => error as { code?: string },
    );
    expect(replay.code).toBe("TOKEN_REQUEST_FAILED");
  });

  it("keeps the raw authentication module usable with the OAuth strategy", async () => {
    const client = createClient({
      modules: { authentication },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
      retry: false,
    });
    const response = await client.authentication.registerV2(
      { email: "hal@example.com" },
      { password: PASSWORD },
    );
    expect(response.state).toBe("REQUIRE_EMAIL_VERIFICATION");
    expect(response.identity?.id).toBeTypeOf("string");
  });
});
