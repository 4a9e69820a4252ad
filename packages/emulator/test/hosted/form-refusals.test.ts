/**
 * Every hosted form that comes back after a refusal, against the emulator on a real database:
 * what the shopper typed is in the form again, escaped (a value holding `<script>` and quotes
 * stays an attribute value), a password never is; the message above the form describes the field
 * at fault, which is `aria-invalid` and the only one with `autofocus`. Sign-in (a wrong password),
 * sign-up (a taken e-mail, a short password, a bad address), the reset request (a bad address),
 * the reset form (a short password) and the checkout (fields at fault, a card refused).
 */
import { activeMember, postAsVisitor, SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
import {
  openPage,
  postPage,
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "../hosted-checkout/checkout-fixtures.ts";
import { submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

/** A value that would break out of an attribute, or run, if it were not escaped. */
const HOSTILE = `o'hara"><script>alert(1)</script>@x.example`;
const ESCAPED = "o&#39;hara&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.example";

/** Several pages, each a few database round trips; a loaded machine needs the room. */
const TEST_TIMEOUT_MS = 90_000;

/** The `<input>` tag with `id` in `body`. */
function inputTag(body: string, id: string): string {
  return new RegExp(`<input id="${id}"[^>]*>`).exec(body)?.[0] ?? `(no input #${id})`;
}

/** The ids of the inputs carrying `autofocus`. */
function focusedInputs(body: string): string[] {
  return [...body.matchAll(/<input id="([^"]+)"[^>]*\bautofocus\b[^>]*>/g)].map((match) => match[1] ?? "");
}

/** Checks that `id` is the input at fault: invalid, described by the form's message, focused. */
function expectAtFault(body: string, id: string, describedBy = "form-error"): void {
  const tag = inputTag(body, id);
  expect(tag).toContain('aria-invalid="true"');
  expect(tag).toContain(`aria-describedby="${describedBy}"`);
  expect(focusedInputs(body)).toEqual([id]);
  expect(body).toContain('<p class="error" id="form-error" role="alert">');
}

describe(`hosted forms after a refusal (${testBackend})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  const loginUrl = async (app: TestApp) =>
    (await postAsVisitor(app, SESSION_PATH, { login: {}, callbacks: { postFlowUrl: `${TEST_ORIGIN}/` } }))
      .body.redirectSession.fullUrl as string;

  it("keeps the e-mail of a refused sign-in, escaped, never the password, and focuses the password", async () => {
    t = await startTestApp();
    await activeMember(t, "ada@example.com");
    const url = await loginUrl(t);
    for (const email of ["ada@example.com", HOSTILE]) {
      const { answer } = await submitHostedForm(t, url, { email, password: "wrong-password" });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain("The e-mail or password is wrong.");
      expect(inputTag(answer.body, "email")).toContain(
        `value="${email === HOSTILE ? ESCAPED : "ada@example.com"}"`,
      );
      expect(answer.body).not.toContain("<script>alert(1)");
      expect(answer.body).not.toContain("wrong-password");
      expect(inputTag(answer.body, "password")).not.toContain("value=");
      expectAtFault(answer.body, "password");
      expect(inputTag(answer.body, "email")).not.toContain("aria-invalid");
    }
    const { answer: forged } = await submitHostedForm(
      t,
      url,
      { email: "ada@example.com", password: "secret-pass" },
      { csrf: "forged" },
    );
    expect(forged.body).toContain("The form expired.");
    expect(inputTag(forged.body, "email")).toContain('value="ada@example.com"');
    expect(focusedInputs(forged.body)).toEqual(["password"]);
  });

  it("keeps the e-mail of a refused sign-up and focuses the field at fault", async () => {
    t = await startTestApp();
    await activeMember(t, "ada@example.com");
    const signUp = `${t.config.publicUrl}/_hosted/signup?sessionId=${new URL(await loginUrl(t)).searchParams.get("sessionId")}`;
    for (const [fields, field, message] of [
      [{ email: "ada@example.com", password: "secret-pass" }, "email", "exists already"],
      [{ email: "bo@example.com", password: "short" }, "password", "characters for the password."],
      [{ email: HOSTILE, password: "secret-pass" }, "email", "Enter a valid e-mail address."],
    ] as const) {
      const { answer } = await submitHostedForm(t, signUp, fields);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.body).toContain(message);
      expect(inputTag(answer.body, "email")).toContain(
        `value="${fields.email === HOSTILE ? ESCAPED : fields.email}"`,
      );
      expect(answer.body).not.toContain("<script>alert(1)");
      expect(inputTag(answer.body, "password")).not.toContain("value=");
      expectAtFault(answer.body, field);
    }
  });

  it("keeps the address of a refused reset request, and focuses the password of a refused reset", async () => {
    t = await startTestApp();
    await activeMember(t, "ada@example.com");
    const sessionId = new URL(await loginUrl(t)).searchParams.get("sessionId");
    const forgot = `${t.config.publicUrl}/_hosted/forgot-password?sessionId=${sessionId}`;
    const { answer } = await submitHostedForm(t, forgot, { email: HOSTILE });
    expect(answer.statusCode).toBe(400);
    expect(inputTag(answer.body, "email")).toContain(`value="${ESCAPED}"`);
    expectAtFault(answer.body, "email", "reset-hint form-error");

    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
      email: "ada@example.com",
      redirect: { url: `${TEST_ORIGIN}/signed-in`, clientId: TEST_CLIENT_ID },
    });
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=ada%40example.com" });
    const token = /reset-password\?token=([\w-]+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    const refused = await t.inject({
      method: "POST",
      url: "/_hosted/reset-password",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token, password: "short" }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(inputTag(refused.body, "password")).not.toContain("value=");
    expectAtFault(refused.body, "password");
  });

  it("keeps the checkout's fields, escaped, and focuses the first field at fault", async () => {
    t = await startTestApp();
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 1);
    const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId } });
    const opened = await openPage(t, session.body.redirectSession.fullUrl);
    const form = { ...SHOPPER_DETAILS, sessionId: opened.sessionId, csrf: opened.csrf };
    const fields = await postPage(t, { ...form, firstName: HOSTILE, city: "", country: "Britain" });
    expect(fields.statusCode).toBe(400);
    expect(inputTag(fields.body, "firstName")).toContain(`value="${ESCAPED}"`);
    expect(fields.body).not.toContain("<script>alert(1)");
    expect(inputTag(fields.body, "city")).toContain('aria-describedby="city-error" aria-invalid="true"');
    expect(focusedInputs(fields.body)).toEqual(["city"]);

    const csrf = /name="csrf" value="([^"]+)"/.exec(fields.body)?.[1] ?? "";
    const card = await postPage(t, { ...form, csrf, cardNumber: "1234" });
    expect(card.statusCode).toBe(400);
    expect(inputTag(card.body, "email")).toContain(`value="${SHOPPER_DETAILS.email}"`);
    expect(focusedInputs(card.body)).toEqual(["cardNumber"]);
  });
});
