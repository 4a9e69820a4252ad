/**
 * SMTP delivery (`smtpUrl`): every e-mail the emulator sends (verification code,
 * reset link, activation link) reaches a real SMTP server on 127.0.0.1 with the
 * same recipient, subject and code or link as the dev mailbox's copy. A server
 * that is down or refuses the mail fails neither the call nor the mailbox copy;
 * the failure is reported to `onMailFailure`.
 */

import type { SentMail } from "@vitrine/emulator";
import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { describe, expect, it } from "vitest";
import { closedWhenTestEnds } from "../support/closed-when-test-ends.ts";
import {
  startTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  type TestApp,
} from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { closedSmtpUrl, startSmtpReceiver } from "./smtp-receiver.ts";

const REGISTER = "/_api/iam/authentication/v2/register";

describe(`SMTP delivery of the emulator's e-mails (${testBackend})`, () => {
  const mailbox = async (app: TestApp, to: string) =>
    (await app.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` })).json()
      .messages as { subject: string; body: string }[];

  it("delivers the verification code, the reset link and the activation link, as the mailbox has them", async () => {
    const smtp = closedWhenTestEnds(await startSmtpReceiver());
    const failures: SentMail[] = [];
    const smtpUrl = smtp.url.replace("smtp://", "smtp://shop%40example.com:s3cret@");
    const t = closedWhenTestEnds(
      await startTestApp({ smtpUrl, onMailFailure: (mail) => failures.push(mail) }),
    );

    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "ada@example.com" },
      password: "secret-pass",
    });
    expect(registered.body.state).toBe("REQUIRE_EMAIL_VERIFICATION");
    const codeMail = await smtp.nextMessage();
    expect(codeMail.envelope).toEqual({ from: "no-reply@vitrine.localhost", to: ["ada@example.com"] });
    expect(codeMail.auth).toEqual({ user: "shop@example.com", pass: "s3cret" });
    expect(codeMail.headers).toMatchObject({ to: "ada@example.com", subject: "Your verification code" });
    expect(codeMail.headers.from).toContain("no-reply@vitrine.localhost");
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect((await mailbox(t, "ada@example.com"))[0]?.body).toContain(code);
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code,
      stateToken: registered.body.stateToken,
    });
    expect(verified.body.state).toBe("SUCCESS");

    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
      email: "ada@example.com",
      redirect: { url: `${TEST_ORIGIN}/done`, clientId: TEST_CLIENT_ID },
    });
    const resetMail = await smtp.nextMessage();
    expect(resetMail.headers).toMatchObject({ to: "ada@example.com", subject: "Reset your password" });
    const resetLink = /(http\S+\/_hosted\/reset-password\?token=[\w%-]+)/.exec(resetMail.text)?.[1];
    expect(resetLink?.startsWith(`${t.config.publicUrl}/_hosted/reset-password?token=`)).toBe(true);
    expect((await mailbox(t, "ada@example.com"))[0]?.body).toContain(resetLink);

    const signOn = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "bo@example.com" } },
      `${await t.visitorToken()},${TEST_API_KEY}`,
    );
    await t.inject({
      method: "POST",
      url: "/_api/iam/recovery/v1/activation-email",
      headers: t.merchantHeaders,
      payload: { identityId: signOn.body.identity.id },
    });
    const activationMail = await smtp.nextMessage();
    expect(activationMail.headers).toMatchObject({ to: "bo@example.com", subject: "Activate your account" });
    const activationLink = /(http\S+\/_hosted\/reset-password\?token=[\w%-]+)/.exec(activationMail.text)?.[1];
    expect((await mailbox(t, "bo@example.com"))[0]?.body).toContain(activationLink);

    expect(smtp.messages).toHaveLength(3);
    expect(failures).toEqual([]);
  });

  /** An `onMailFailure` hook and a promise of its first report. */
  const firstFailure = () => {
    let report: (failure: { mail: SentMail; error: Error }) => void = () => {};
    const reported = new Promise<{ mail: SentMail; error: Error }>((resolve) => {
      report = resolve;
    });
    return { onMailFailure: (mail: SentMail, error: Error) => report({ mail, error }), reported };
  };

  it("keeps the call and the mailbox copy when no SMTP server listens, and reports the failure", async () => {
    const { onMailFailure, reported } = firstFailure();
    const t = closedWhenTestEnds(await startTestApp({ smtpUrl: await closedSmtpUrl(), onMailFailure }));
    const registered = await postAsVisitor(t, REGISTER, {
      loginId: { email: "cy@example.com" },
      password: "secret-pass",
    });
    expect(registered).toMatchObject({ status: 200, body: { state: "REQUIRE_EMAIL_VERIFICATION" } });
    const { mail, error } = await reported;
    expect(mail).toMatchObject({ to: "cy@example.com", subject: "Your verification code" });
    expect(error.message).toMatch(/ECONNREFUSED|connect/i);
    const [copy] = await mailbox(t, "cy@example.com");
    expect(copy?.body).toBe(mail.body);
    const code = /\b(\d{6})\b/.exec(copy?.body ?? "")?.[1];
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code,
      stateToken: registered.body.stateToken,
    });
    expect(verified.body.state).toBe("SUCCESS");
  });

  it("keeps the mailbox copy when the SMTP server refuses the recipient, and reports the refusal", async () => {
    const smtp = closedWhenTestEnds(await startSmtpReceiver({ rejectRecipients: true }));
    const { onMailFailure, reported } = firstFailure();
    const t = closedWhenTestEnds(await startTestApp({ smtpUrl: smtp.url, onMailFailure }));
    const member = await activeMember(t, "di@example.com");
    expect(member.sessionToken).toEqual(expect.any(String));
    const { mail, error } = await reported;
    expect(mail.to).toBe("di@example.com");
    expect(error.message).toContain("550");
    expect(smtp.messages).toEqual([]);
    expect(await mailbox(t, "di@example.com")).toHaveLength(1);
  });
});
