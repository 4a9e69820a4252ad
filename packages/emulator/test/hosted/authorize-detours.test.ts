/**
 * Creating an account and resetting a password from the hosted sign-in of an OAuth authorization
 * request (`/_hosted/authorize`), against the emulator on a real database: the page links to both
 * for the same redirect session; signing up there answers the request (its redirect URI, state,
 * PKCE challenge) with a code that exchanges for member tokens; a reset link asked for there leads,
 * once the new password is saved, back to that sign-in page, which says so and answers the
 * request after the sign-in. An answered request, or one that shows no form (`prompt=none`),
 * offers neither page.
 */
import { activeMember, lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
import {
  authorizationRequest,
  csrfOf,
  exchangeCode,
  postForm,
  submitHostedForm,
} from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const REDIRECT = `${TEST_ORIGIN}/callback`;

/** Each test walks several pages, each a few database round trips; a loaded machine needs the room. */
const TEST_TIMEOUT_MS = 90_000;

describe(`sign-up and reset from the authorize page (${testBackend})`, { timeout: TEST_TIMEOUT_MS }, () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  /** An authorization request answered in the query, with state `st-9`: its id and PKCE pair. */
  async function authorizeSession(app: TestApp, prompt = "login") {
    const pkce = pkcePair();
    const created = await postAsVisitor(
      app,
      SESSION,
      authorizationRequest(pkce.challenge, { state: "st-9" }, prompt),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sessionId = new URL(created.body.redirectSession.fullUrl).searchParams.get("sessionId") ?? "";
    return { sessionId, pkce };
  }

  /** The code of a 303 to the redirect URI, checking the state came back. */
  function codeOf(answer: { statusCode: number; headers: Record<string, unknown> }): string {
    expect(answer.statusCode).toBe(303);
    const location = new URL(String(answer.headers.location));
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("st-9");
    return location.searchParams.get("code") ?? "";
  }

  /** The role the access token of a successful exchange names. */
  async function exchangedRole(app: TestApp, code: string, verifier: string) {
    const tokens = await exchangeCode(app, code, verifier, REDIRECT);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const [, claims = ""] = tokens.json().access_token.split(".");
    return JSON.parse(Buffer.from(claims, "base64url").toString()).role;
  }

  it("signs a new member up from the authorize page and answers the request with a code", async () => {
    t = await startTestApp();
    const { sessionId, pkce } = await authorizeSession(t);
    const signIn = await t.inject({ method: "GET", url: `/_hosted/authorize?sessionId=${sessionId}` });
    expect(signIn.body).toContain(`<a href="/_hosted/signup?sessionId=${sessionId}">Create an account</a>`);
    expect(signIn.body).toContain(
      `<a href="/_hosted/forgot-password?sessionId=${sessionId}">Forgot your password?</a>`,
    );

    const form = await t.inject({ method: "GET", url: `/_hosted/signup?sessionId=${sessionId}` });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<a href="/_hosted/authorize?sessionId=${sessionId}">Back to sign in</a>`);
    // The answer is a redirect to the app: the page's form-action must allow its origin.
    expect(form.headers["content-security-policy"]).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    const asked = await postForm(t, "/_hosted/signup", {
      sessionId,
      csrf: csrfOf(form.body),
      email: "ada@example.com",
      password: "secret-pass",
    });
    expect(asked.body).toContain("<h1>Confirm your e-mail</h1>");
    const confirmed = await postForm(t, "/_hosted/signup", {
      sessionId,
      csrf: csrfOf(asked.body),
      stateToken: /name="stateToken" value="([^"]+)"/.exec(asked.body)?.[1] ?? "",
      code: await lastMailedCode(t, "ada@example.com"),
    });
    expect(String(confirmed.headers["set-cookie"])).toMatch(/HttpOnly/);
    expect(await exchangedRole(t, codeOf(confirmed), pkce.verifier)).toBe("member");

    // The request is answered: its pages are expired now.
    for (const path of ["/_hosted/authorize", "/_hosted/signup", "/_hosted/forgot-password"]) {
      const again = await t.inject({ method: "GET", url: `${path}?sessionId=${sessionId}` });
      expect(again.statusCode, path).toBe(404);
    }
  });

  it("answers the request at once when the site does not ask to confirm the e-mail", async () => {
    t = await startTestApp();
    const policy = { ...t.config.memberPolicy, requireEmailVerification: false };
    await t.close();
    t = await startTestApp({ memberPolicy: policy });
    const { sessionId, pkce } = await authorizeSession(t);
    const { answer } = await submitHostedForm(
      t,
      `${t.config.publicUrl}/_hosted/signup?sessionId=${sessionId}`,
      {
        email: "bo@example.com",
        password: "secret-pass",
      },
    );
    expect(await exchangedRole(t, codeOf(answer), pkce.verifier)).toBe("member");
  });

  it("leads a reset link asked for on the authorize page back to it, then answers the request", async () => {
    t = await startTestApp();
    await activeMember(t, "cy@example.com", "old-password");
    const { sessionId, pkce } = await authorizeSession(t);
    const { answer: sent } = await submitHostedForm(
      t,
      `${t.config.publicUrl}/_hosted/forgot-password?sessionId=${sessionId}`,
      { email: "cy@example.com" },
    );
    expect(sent.body).toContain("<h1>Check your e-mail</h1>");
    expect(sent.body).toContain(`<a href="/_hosted/authorize?sessionId=${sessionId}">Back to sign in</a>`);
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=cy%40example.com" });
    const link = /http\S+(\/_hosted\/reset-password\?token=[\w-]+)/.exec(
      mailbox.json().messages[0].body,
    )?.[1];
    const token = new URL(`${t.config.publicUrl}${link}`).searchParams.get("token") ?? "";
    const saved = await postForm(t, "/_hosted/reset-password", { token, password: "new-password" });
    expect(saved.statusCode).toBe(303);
    const back = new URL(String(saved.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/_hosted/authorize`);
    expect(back.searchParams.get("sessionId")).toBe(sessionId);

    const page = await t.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(page.body).toContain(`<p role="status">Your new password is saved. Sign in with it.</p>`);
    const old = await postForm(t, "/_hosted/authorize", {
      sessionId,
      csrf: csrfOf(page.body),
      email: "cy@example.com",
      password: "old-password",
    });
    expect(old.statusCode).toBe(400);
    const signedIn = await postForm(t, "/_hosted/authorize", {
      sessionId,
      csrf: csrfOf(old.body),
      email: "cy@example.com",
      password: "new-password",
    });
    expect(await exchangedRole(t, codeOf(signedIn), pkce.verifier)).toBe("member");
  });

  it("offers neither page for a prompt=none request", async () => {
    t = await startTestApp();
    const { sessionId } = await authorizeSession(t, "none");
    for (const path of ["/_hosted/signup", "/_hosted/forgot-password"]) {
      const page = await t.inject({ method: "GET", url: `${path}?sessionId=${sessionId}` });
      expect(page.statusCode, path).toBe(404);
      expect(page.body).toContain("<h1>Link expired</h1>");
    }
  });
});
