/**
 * The e-mails come from the store, read through the dev mailbox's API on a real database: the
 * verification code, the reset and activation links, a text message's sign-in code and the
 * order confirmation of the hosted checkout are sent as the store's name at the sender address
 * (`"Linen & Oak" <no-reply@vitrine.localhost>`) and name the store in their text, with the code
 * or link still first; `mailFrom` changes the address (or, naming a sender, the whole sender); the
 * SMTP copy carries the same sender; a store nobody named sends as "Vitrine store".
 */
import {
  activeMember,
  enrolAuthenticatorApp,
  lastMailedCode,
  postAsVisitor,
  SHOPPER_DETAILS,
} from "@vitrine/emulator/testing";
import { describe, expect, it } from "vitest";
import {
  openPage,
  postPage,
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "../hosted-checkout/checkout-fixtures.ts";
import { startSmtpReceiver } from "../mail/smtp-receiver.ts";
import { closedWhenTestEnds } from "../support/closed-when-test-ends.ts";
import { startTestApp, TEST_API_KEY, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const STORE = "Linen & Oak";
const BRAND = { storeName: STORE, accentColor: "#2f5d50" };
const FROM_STORE = `"${STORE}" <no-reply@vitrine.localhost>`;
const PHONE = "+15550100";

/** Several calls and a checkout, each a few database round trips; a loaded machine needs the room. */
const TEST_TIMEOUT_MS = 90_000;

interface Mail {
  from: string;
  subject: string;
  body: string;
}

describe(`the store's e-mails (${testBackend})`, { timeout: TEST_TIMEOUT_MS }, () => {
  async function mailbox(app: TestApp, to: string): Promise<Mail[]> {
    const response = await app.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    return response.json().messages;
  }
  const merchant = async (app: TestApp) => `${await app.visitorToken()},${TEST_API_KEY}`;

  it("sends the member e-mails as the store, naming it, the code or link first", async () => {
    const t = closedWhenTestEnds(await startTestApp({ brand: BRAND }));
    await activeMember(t, "ada@example.com");
    const [verification] = await mailbox(t, "ada@example.com");
    expect(verification).toMatchObject({ from: FROM_STORE, subject: "Your verification code" });
    expect(verification?.body).toMatch(/^Your verification code is \d{6}\. It expires in 10 minutes\./);
    expect(verification?.body).toContain(`confirm your e-mail address at ${STORE}.`);

    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: "ada@example.com" });
    const [reset] = await mailbox(t, "ada@example.com");
    expect(reset).toMatchObject({ from: FROM_STORE, subject: "Reset your password" });
    expect(reset?.body).toContain(`Someone asked to reset your password at ${STORE}.`);
    expect(reset?.body).toMatch(/\n(http:\/\/\S+\/_hosted\/reset-password\?token=[\w-]+)\n/);
    expect(reset?.body.endsWith(`\n\n${STORE}`)).toBe(true);

    const signOn = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "bo@example.com" } },
      await merchant(t),
    );
    const activation = await postAsVisitor(
      t,
      "/_api/iam/recovery/v1/activation-email",
      { identityId: signOn.body.identity.id },
      await merchant(t),
    );
    expect(activation.status).toBe(200);
    const [activate] = await mailbox(t, "bo@example.com");
    expect(activate).toMatchObject({ from: FROM_STORE, subject: "Activate your account" });
    expect(activate?.body).toMatch(/^Linen & Oak made you an account\. Set a password [^\n]*:\nhttp:\/\//);

    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "fa@example.com" },
      password: "secret-pass",
      profile: { phones: [PHONE] },
    });
    const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(t, "fa@example.com"),
      stateToken: registered.body.stateToken,
    });
    await enrolAuthenticatorApp(t.db, verified.body.identity.id, new Date());
    const login = await postAsVisitor(t, "/_api/iam/authentication/v2/login", {
      loginId: { email: "fa@example.com" },
      password: "secret-pass",
    });
    expect(login.body.state).toBe("REQUIRE_MFA");
    await postAsVisitor(t, "/_api/iam/authentication/v2/SMS/verify", {
      stateToken: login.body.stateToken,
      smsData: {},
    });
    const [text] = await mailbox(t, PHONE);
    expect(text).toMatchObject({ from: FROM_STORE, subject: "Text message" });
    expect(text?.body).toBe(`${await lastMailedCode(t, PHONE)} is your sign-in code for ${STORE}.`);
  });

  it("sends the order confirmation of the hosted checkout as the store", async () => {
    const t = closedWhenTestEnds(await startTestApp({ brand: BRAND }));
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 2);
    const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId } });
    const { sessionId, csrf } = await openPage(t, session.body.redirectSession.fullUrl);
    const placed = await postPage(t, {
      ...SHOPPER_DETAILS,
      sessionId,
      csrf,
      cardNumber: "4242 4242 4242 4242",
    });
    expect(placed.statusCode).toBe(303);
    const [confirmation] = await mailbox(t, SHOPPER_DETAILS.email);
    expect(confirmation).toMatchObject({ from: FROM_STORE, subject: "Your order #10001" });
    expect(confirmation?.body).toMatch(/^Thank you for your order #10001 at Linen & Oak\.\n/);
    expect(confirmation?.body.endsWith(`nothing was charged.\n\n${STORE}`)).toBe(true);
  });

  it("takes the sender's address from mailFrom, and the whole sender when it names one", async () => {
    const smtp = closedWhenTestEnds(await startSmtpReceiver());
    const t = closedWhenTestEnds(
      await startTestApp({ brand: BRAND, mailFrom: "shop@linen.example", smtpUrl: smtp.url }),
    );
    await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "cy@example.com" },
      password: "secret-pass",
    });
    const [mail] = await mailbox(t, "cy@example.com");
    expect(mail?.from).toBe(`"${STORE}" <shop@linen.example>`);
    const delivered = await smtp.nextMessage();
    expect(delivered.envelope.from).toBe("shop@linen.example");
    expect(delivered.headers.from).toMatch(/^"?Linen & Oak"? <shop@linen\.example>$/);

    const named = closedWhenTestEnds(
      await startTestApp({ brand: BRAND, mailFrom: `"Oak \\"Orders\\"" <orders@linen.example>` }),
    );
    await activeMember(named, "di@example.com");
    expect((await mailbox(named, "di@example.com"))[0]?.from).toBe(
      `"Oak \\"Orders\\"" <orders@linen.example>`,
    );

    const unnamedStore = closedWhenTestEnds(await startTestApp());
    await activeMember(unnamedStore, "ed@example.com");
    const [unnamed] = await mailbox(unnamedStore, "ed@example.com");
    expect(unnamed?.from).toBe(`"Vitrine store" <no-reply@vitrine.localhost>`);
    expect(unnamed?.body).toContain("at Vitrine store.");
  });
});
