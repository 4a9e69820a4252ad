/**
 * Creating an account and asking for a reset link from the hosted sign-in page, against the
 * emulator on a real database: the `login` page links to both; sign-up registers the member,
 * asks for the mailed code (a wrong one keeps the step), then opens the hosted session and goes
 * to `postFlowUrl`; a taken e-mail, a short password, a bad address and a forged form are refused
 * on the page and create nothing; a site awaiting the owner's approval says so; the reset request
 * mails a link only to a member and answers the same either way; unknown sessions get the
 * expired page.
 */
import { activeMember, lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
import { csrfOf, postForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const AFTER = `${TEST_ORIGIN}/after-sign-in`;

/** Each test walks several pages, each a few database round trips; a loaded machine needs the room. */
const TEST_TIMEOUT_MS = 90_000;

describe("hosted sign-up and reset request", { timeout: TEST_TIMEOUT_MS }, () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  /** A `login` redirect session's id, coming back to `AFTER`. */
  async function loginSession(app: TestApp): Promise<string> {
    const created = await postAsVisitor(app, SESSION, {
      login: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: AFTER },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return new URL(created.body.redirectSession.fullUrl).searchParams.get("sessionId") ?? "";
  }
  /** Opens `path` for the session and posts its form with `fields`. */
  async function submit(app: TestApp, path: string, sessionId: string, fields: Record<string, string>) {
    const page = await app.inject({ method: "GET", url: `${path}?sessionId=${sessionId}` });
    return postForm(app, path, { sessionId, csrf: csrfOf(page.body), ...fields });
  }
  const members = async (app: TestApp) =>
    await app.db.query<{ email: string; status: string }>(
      "select email, status from identities order by email",
    );

  it("links the login page to both, and signs a new member up through the mailed code", async () => {
    t = await startTestApp();
    const sessionId = await loginSession(t);
    const login = await t.inject({ method: "GET", url: `/_hosted/login?sessionId=${sessionId}` });
    expect(login.body).toContain(`<a href="/_hosted/signup?sessionId=${sessionId}">Create an account</a>`);
    expect(login.body).toContain(
      `<a href="/_hosted/forgot-password?sessionId=${sessionId}">Forgot your password?</a>`,
    );

    const asked = await submit(t, "/_hosted/signup", sessionId, {
      email: "ada@example.com",
      password: "secret-pass",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("<h1>Confirm your e-mail</h1>");
    expect(await members(t)).toEqual([{ email: "ada@example.com", status: "PENDING" }]);
    const stateToken = /name="stateToken" value="([^"]+)"/.exec(asked.body)?.[1] ?? "";
    const code = await lastMailedCode(t, "ada@example.com");
    const wrong = await postForm(t, "/_hosted/signup", {
      sessionId,
      csrf: csrfOf(asked.body),
      stateToken,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("The code is wrong.");
    const done = await postForm(t, "/_hosted/signup", {
      sessionId,
      csrf: csrfOf(wrong.body),
      stateToken,
      code,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(AFTER);
    expect(String(done.headers["set-cookie"])).toMatch(/HttpOnly/);
    expect(await members(t)).toEqual([{ email: "ada@example.com", status: "ACTIVE" }]);
  });

  it("refuses a taken e-mail, a short password, a bad address and a forged form, creating nothing", async () => {
    t = await startTestApp();
    await activeMember(t, "ada@example.com");
    const sessionId = await loginSession(t);
    const before = await members(t);
    for (const [fields, message] of [
      [{ email: "ada@example.com", password: "secret-pass" }, "An account with this e-mail exists already."],
      [{ email: "bob@example.com", password: "short" }, "characters for the password."],
      [{ email: `<script>@x`, password: "secret-pass" }, "Enter a valid e-mail address."],
    ] as const) {
      const refused = await submit(t, "/_hosted/signup", sessionId, fields);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(message);
      expect(refused.body).not.toContain("<script>@x");
    }
    const forged = await postForm(t, "/_hosted/signup", {
      sessionId,
      csrf: "forged",
      email: "eve@example.com",
      password: "secret-pass",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("The form expired.");
    expect(await members(t)).toEqual(before);
    const unknown = await t.inject({ method: "GET", url: "/_hosted/signup?sessionId=no-such-session" });
    expect(unknown.statusCode).toBe(404);
  });

  it("says a new member waits for the owner's approval when the site asks for it", async () => {
    t = await startTestApp();
    const policy = { ...t.config.memberPolicy, requireEmailVerification: false, requireOwnerApproval: true };
    await t.close();
    t = await startTestApp({ memberPolicy: policy });
    const sessionId = await loginSession(t);
    const answer = await submit(t, "/_hosted/signup", sessionId, {
      email: "ada@example.com",
      password: "secret-pass",
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("waiting for the site owner's approval");
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("mails a reset link to a member only, answering the same either way", async () => {
    t = await startTestApp();
    await activeMember(t, "ada@example.com");
    const sessionId = await loginSession(t);
    const mailbox = async (to: string) =>
      (await t?.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` }))?.json()
        .messages;
    const known = await submit(t, "/_hosted/forgot-password", sessionId, { email: "ada@example.com" });
    const unknown = await submit(t, "/_hosted/forgot-password", sessionId, { email: "nobody@example.com" });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    const main = (body: string, email: string) => /<main>.*<\/main>/s.exec(body)?.[0].replace(email, "X");
    expect(main(known.body, "ada@example.com")).toEqual(main(unknown.body, "nobody@example.com"));
    const [mail] = await mailbox("ada@example.com");
    expect(mail.body).toMatch(/\/_hosted\/reset-password\?token=/);
    expect(await mailbox("nobody@example.com")).toEqual([]);
    const bad = await submit(t, "/_hosted/forgot-password", sessionId, { email: "not an address" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter a valid e-mail address.");
  });
});
