/**
 * Guessing attacks: the captcha gate closes after 5 failed logins whether they
 * come through the login call or the hosted form, whatever the e-mail's letter
 * case, and for e-mails that are no member's; once closed, only the app's own
 * captcha test token opens it (random per app, never a public fixed one); a verification state token allows
 * 5 wrong codes per mailed code and 5 resends, 30 guesses in all; reset links
 * cannot be guessed or reused.
 */

import { defaultConfig } from "@vitrine/emulator";
import { activeMember, lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const LOGIN = "/_api/iam/authentication/v2/login";
const REGISTER = "/_api/iam/authentication/v2/register";
const VERIFY = "/_api/iam/verification/v1/auth/verify";
const RESEND = "/_api/iam/verification/v1/auth/resend";
const SESSION = "/_api/redirects-api/v1/redirect-session";
const CAPTCHA_REQUIRED = "-19971";
const WRONG_PASSWORD = "-19976";
const INVALID_CAPTCHA = "-19970";

describe(`brute force on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const login = (email: string, password: string) =>
    postAsVisitor(t, LOGIN, { loginId: { email }, password });

  /** Posts the hosted login form (with its CSRF token) for a fresh `login` redirect session. */
  async function hostedLogin(email: string, password: string) {
    const created = await postAsVisitor(t, SESSION, { login: {} });
    const { answer } = await submitHostedForm(t, created.body.redirectSession.fullUrl, { email, password });
    return answer;
  }

  it("closes the gate after 5 wrong passwords on the hosted form: the right one gets the captcha step there and needs a captcha on the API", async () => {
    await activeMember(t, "form@example.com");
    for (let i = 0; i < 5; i++) {
      const wrong = await hostedLogin("form@example.com", `guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers["set-cookie"]).toBeUndefined();
    }
    const right = await hostedLogin("form@example.com", "secret-pass");
    expect(right.statusCode).toBe(400);
    expect(right.body).toContain("Too many sign-in attempts");
    expect(right.body).toContain('name="captcha"');
    expect(right.headers["set-cookie"]).toBeUndefined();
    expect((await login("form@example.com", "secret-pass")).body.details.applicationError.code).toBe(
      CAPTCHA_REQUIRED,
    );
  });

  it("opens the closed gate only with this app's random captcha test token, never a public fixed one", async () => {
    await activeMember(t, "gate@example.com");
    for (let i = 0; i < 5; i++) await login("gate@example.com", `guess-${i}`);
    const withToken = (token: string) =>
      postAsVisitor(t, LOGIN, {
        loginId: { email: "gate@example.com" },
        password: "secret-pass",
        captchaTokens: [{ Recaptcha: token }],
      });
    expect((await withToken("vitrine-captcha-ok")).body.details.applicationError.code).toBe(INVALID_CAPTCHA);
    const [token] = t.config.memberPolicy.captchaTestTokens;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(defaultConfig().memberPolicy.captchaTestTokens).not.toContain(token);
    expect((await withToken(token ?? "")).body.state).toBe("SUCCESS");
  });

  it("counts failures per e-mail whatever its letter case", async () => {
    await activeMember(t, "case@example.com");
    for (const email of [
      "CASE@example.com",
      "Case@Example.com",
      "case@EXAMPLE.COM",
      "cAsE@example.com",
      "case@example.com",
    ])
      expect((await login(email, "wrong-pass")).body.details.applicationError.code).toBe(WRONG_PASSWORD);
    expect((await login("case@example.com", "secret-pass")).body.details.applicationError.code).toBe(
      CAPTCHA_REQUIRED,
    );
    expect((await login("CASE@EXAMPLE.COM", "secret-pass")).body.details.applicationError.code).toBe(
      CAPTCHA_REQUIRED,
    );
  });

  it("gates e-mails that are no member's too, so probing for members costs a captcha", async () => {
    for (let i = 0; i < 5; i++) expect((await login("ghost@example.com", "pass-word")).status).toBe(404);
    expect((await login("ghost@example.com", "pass-word")).body.details.applicationError.code).toBe(
      CAPTCHA_REQUIRED,
    );
  });

  it("allows 5 wrong codes per mailed code and 5 resends: 30 guesses, then even the right code fails", async () => {
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "codes@example.com" },
      password: "secret-pass",
    });
    const stateToken = registered.body.stateToken as string;
    let guesses = 0;
    for (let round = 0; round < 6; round++) {
      if (round > 0) expect((await postAsVisitor(t, RESEND, { stateToken })).status).toBe(200);
      const code = await lastMailedCode(t, "codes@example.com");
      const wrong = code === "000000" ? "000001" : "000000";
      for (let left = 4; left >= 0; left--) {
        const answer = await postAsVisitor(t, VERIFY, { code: wrong, stateToken });
        guesses++;
        expect(answer.body.details.applicationError).toMatchObject({
          code: "INVALID_VERIFICATION_CODE",
          data: { attemptsLeft: left },
        });
      }
    }
    expect(guesses).toBe(30);
    expect((await postAsVisitor(t, RESEND, { stateToken })).body.details.applicationError.code).toBe(
      "INVALID_TOKEN",
    );
    const right = await postAsVisitor(t, VERIFY, {
      code: await lastMailedCode(t, "codes@example.com"),
      stateToken,
    });
    expect(right.body.details.applicationError.code).toBe("INVALID_TOKEN");
    const [row] = await t.db.query<{ status: string }>(
      "select status from identities where lower(email) = $1",
      ["codes@example.com"],
    );
    expect(row?.status).not.toBe("ACTIVE");
  });

  it("refuses a guessed or altered reset token, and a used one, on the API and on the hosted page", async () => {
    await activeMember(t, "reset@example.com");
    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: "reset@example.com" });
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=reset@example.com" });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const guess of [altered, "A".repeat(token.length), "", "../../etc/passwd"]) {
      const api = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
        recoveryToken: guess,
        password: "taken-over",
      });
      expect({ guess, status: api.status }).toEqual({ guess, status: 400 });
      const form = await postForm(t, "/_hosted/reset-password", { token: guess, password: "taken-over" });
      expect({ guess, status: form.statusCode }).toEqual({ guess, status: 404 });
    }
    expect((await login("reset@example.com", "taken-over")).body.details.applicationError.code).toBe(
      WRONG_PASSWORD,
    );
    expect(
      (
        await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
          recoveryToken: token,
          password: "mine-now",
        })
      ).status,
    ).toBe(200);
    const reused = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken: token,
      password: "taken-over",
    });
    expect(reused.body.details.applicationError.code).toBe("INVALID_TOKEN");
    expect((await login("reset@example.com", "mine-now")).body.state).toBe("SUCCESS");
  });
});
