/**
 * The activation e-mail (merchant only: a member made by sign-on, who has no password, sets one
 * through the mailed link, once) and the checks on `profile` input of register and sign-on (each
 * bad field is a 400 naming its path; unknown fields are dropped; nothing is stored on failure).
 */

import { postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { postForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_API_KEY, type TestApp } from "../support/test-app.ts";

const REGISTER = "/_api/iam/authentication/v2/register";
const LOGIN = "/_api/iam/authentication/v2/login";
const ACTIVATE = "/_api/iam/recovery/v1/activation-email";

describe("activation e-mail and profile input", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const merchant = async () => `${await t.visitorToken()},${TEST_API_KEY}`;
  const mails = async (to: string) =>
    (await t.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` })).json()
      .messages as { subject: string; body: string }[];

  it("mails an activation link (merchant only) that sets the first password, once", async () => {
    const signOn = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "ada@example.com" } },
      await merchant(),
    );
    const identityId = signOn.body.identity.id as string;
    const noPassword = await postAsVisitor(t, LOGIN, {
      loginId: { email: "ada@example.com" },
      password: "anything",
    });
    expect(noPassword.body.details.applicationError.code).toBe("-19973");

    const asVisitor = await postAsVisitor(t, ACTIVATE, { identityId });
    expect(asVisitor.status).toBe(403);
    const unknown = await postAsVisitor(t, ACTIVATE, { identityId: "no-such-member" }, await merchant());
    expect(unknown.status).toBe(404);
    // The call names an identity id, not an e-mail: so does the message.
    expect(unknown.body).toEqual({
      message: "No member has this id.",
      details: { applicationError: { code: "-19999", description: "No member has this id.", data: {} } },
    });
    const verify = await postAsVisitor(
      t,
      "/_api/iam/verification/v1/start",
      { identityId: "no-such-member" },
      await merchant(),
    );
    expect(verify).toEqual({ status: 404, body: unknown.body });
    expect(await mails("ada@example.com")).toEqual([]);

    const sent = await postAsVisitor(t, ACTIVATE, { identityId }, await merchant());
    expect(sent).toEqual({ status: 200, body: {} });
    const [mail] = await mails("ada@example.com");
    expect(mail?.subject).toBe("Activate your account");
    const link = /(http\S+\/_hosted\/reset-password\?token=([\w-]+))/.exec(mail?.body ?? "");
    expect(link?.[1]?.startsWith(t.config.publicUrl)).toBe(true);
    const token = decodeURIComponent(link?.[2] ?? "");

    const page = await t.inject({
      method: "GET",
      url: `/_hosted/reset-password?token=${encodeURIComponent(token)}`,
    });
    expect(page.statusCode).toBe(200);
    const set = (password: string) => postForm(t, "/_hosted/reset-password", { token, password });
    expect((await set("abc")).statusCode).toBe(400);
    const activated = await set("first-pass");
    expect(activated.statusCode).toBe(200);
    expect(activated.body).toContain("Your new password is saved.");
    const login = await postAsVisitor(t, LOGIN, {
      loginId: { email: "ada@example.com" },
      password: "first-pass",
    });
    expect(login.body).toMatchObject({ state: "SUCCESS", sessionToken: expect.any(String) });
    expect((await set("second-pass")).statusCode).toBe(404);
  });

  it.each([
    [{ profile: "Ada" }, "profile"],
    [{ profile: { nickname: 42 } }, "profile.nickname"],
    [{ profile: { firstName: "x".repeat(501) } }, "profile.firstName"],
    [{ profile: { privacyStatus: "SECRET" } }, "profile.privacyStatus"],
    [{ profile: { phones: "+44 1" } }, "profile.phones"],
    [{ profile: { emails: ["a@example.com", 7] } }, "profile.emails.1"],
    [{ profile: { phones: Array.from({ length: 51 }, () => "1") } }, "profile.phones"],
    [{ profile: { addresses: ["London"] } }, "profile.addresses.0"],
    [{ profile: { addresses: [{ address: "London" }] } }, "profile.addresses.0.address"],
    [{ profile: { addresses: [{ address: { city: 1 } }] } }, "profile.addresses.0.address.city"],
    [
      { profile: { addresses: [{ address: { streetAddress: "Main St" } }] } },
      "profile.addresses.0.address.streetAddress",
    ],
    [{ profile: { customFields: [{ value: { strValue: "x" } }] } }, "profile.customFields.0.name"],
    [{ profile: { customFields: [{ name: "n", value: 3 }] } }, "profile.customFields.0.value"],
    [{ profile: { customFields: [{ name: "n", value: {} }] } }, "profile.customFields.0.value"],
    [
      { profile: { customFields: [{ name: "n", value: { strValue: "a", numValue: 1 } }] } },
      "profile.customFields.0.value",
    ],
    [
      { profile: { customFields: [{ name: "n", value: { numValue: "1" } }] } },
      "profile.customFields.0.value.numValue",
    ],
    [
      { profile: { customFields: [{ name: "n", value: { dateValue: "yesterday" } }] } },
      "profile.customFields.0.value.dateValue",
    ],
  ])("refuses register with %j on field %s, and stores nothing", async (extra, field) => {
    const response = await postAsVisitor(t, REGISTER, {
      loginId: { email: "bad@example.com" },
      password: "secret-pass",
      ...extra,
    });
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations[0].field).toBe(field);
    const rows = await t.db.query("select id from identities where lower(email) = 'bad@example.com'");
    expect(rows).toEqual([]);
    expect(await mails("bad@example.com")).toEqual([]);
  });

  it("refuses a bad profile on sign-on too, and keeps only known fields of a good one", async () => {
    const bad = await postAsVisitor(
      t,
      "/_api/iam/authentication/v2/sign-on",
      { loginId: { email: "so@example.com" }, profile: { lastName: ["x"] } },
      await merchant(),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe("profile.lastName");

    const good = await postAsVisitor(t, REGISTER, {
      loginId: { email: "good@example.com" },
      password: "secret-pass",
      profile: {
        nickname: "Good",
        isAdmin: true,
        customFields: [{ name: "since", value: { dateValue: "2020-01-02" } }],
        addresses: [{ tag: "HOME", address: { city: "Oslo", planet: "Earth" } }],
      },
    });
    expect(good.status).toBe(200);
    const profile = good.body.identity.identityProfile;
    expect(profile).not.toHaveProperty("isAdmin");
    expect(profile.nickname).toBe("Good");
    expect(profile.addresses[0].address).toEqual({ city: "Oslo" });
    expect(profile.customFields[0].value).toEqual({ dateValue: "2020-01-02T00:00:00.000Z" });
  });
});
