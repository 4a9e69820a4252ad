/**
 * The hosted sign-in page past the gate: after 5 wrong passwords by anyone, the
 * member is not turned away but offered the captcha step (the form again, the
 * e-mail kept, a labelled captcha field described by its hint, the password
 * field focused, the reason in an alert); a wrong answer keeps the step, the
 * emulator's test captcha token signs the member in.
 */

import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { csrfOf, postForm, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const EMAIL = "gated@example.com";

describe("hosted sign-in captcha step", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("offers the captcha step past the gate and signs the member in with the test captcha", async () => {
    await activeMember(t, EMAIL);
    const fullUrl = (await postAsVisitor(t, SESSION, { login: {} })).body.redirectSession.fullUrl as string;
    const sessionId = new URL(fullUrl).searchParams.get("sessionId") ?? "";
    for (let i = 0; i < 5; i++) {
      const { answer } = await submitHostedForm(t, fullUrl, { email: EMAIL, password: `guess-${i}` });
      expect(answer.body).not.toContain('name="captcha"');
    }

    const { answer: step } = await submitHostedForm(t, fullUrl, { email: EMAIL, password: "secret-pass" });
    expect(step.statusCode).toBe(400);
    expect(step.headers["set-cookie"]).toBeUndefined();
    expect(step.body).toContain('<p class="error" id="form-error" role="alert">Too many sign-in attempts');
    expect(step.body).toMatch(/<label for="captcha">Captcha<\/label>/);
    expect(step.body).toMatch(/<p id="captcha-hint">[^<]*captcha test token[^<]*<\/p>/);
    expect(step.body).toMatch(
      /<input id="captcha" name="captcha"[^>]*required aria-describedby="captcha-hint form-error">/,
    );
    expect(step.body).toMatch(/<input id="email" [^>]*value="gated@example.com"/);
    expect(step.body).toMatch(/<input id="password" [^>]*autofocus>/);

    const wrong = await postForm(t, "/_hosted/login", {
      sessionId,
      csrf: csrfOf(step.body),
      email: EMAIL,
      password: "secret-pass",
      captcha: "vitrine-captcha-ok",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("The captcha answer is not right.");
    expect(wrong.body).toMatch(
      /<input id="captcha" name="captcha"[^>]*aria-describedby="captcha-hint form-error" aria-invalid="true">/,
    );
    expect(wrong.body).toMatch(/<input id="email" [^>]*value="gated@example.com"/);

    const passed = await postForm(t, "/_hosted/login", {
      sessionId,
      csrf: csrfOf(wrong.body),
      email: EMAIL,
      password: "secret-pass",
      captcha: t.config.memberPolicy.captchaTestTokens[0] ?? "",
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.body).toContain("You are signed in.");
    expect(String(passed.headers["set-cookie"])).toMatch(/=/);
  });

  it("keeps a wrong password on the captcha step a wrong password", async () => {
    await activeMember(t, EMAIL);
    const fullUrl = (await postAsVisitor(t, SESSION, { login: {} })).body.redirectSession.fullUrl as string;
    for (let i = 0; i < 5; i++) await submitHostedForm(t, fullUrl, { email: EMAIL, password: `guess-${i}` });
    const { answer } = await submitHostedForm(t, fullUrl, {
      email: EMAIL,
      password: "guess-again",
      captcha: t.config.memberPolicy.captchaTestTokens[0] ?? "",
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("The e-mail or password is wrong.");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });
});
