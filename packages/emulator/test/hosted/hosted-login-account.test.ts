/**
 * The hosted pages a signed-in browser meets besides the authorize page: the `login` kind page
 * (form, wrong password, CSRF, redirect to `postFlowUrl` with the session cookie), the members
 * account page read with that cookie (escaped profile, other sections, signed out), and
 * `GET /_api/iam/authentication/v1/callback` (a session token completes an authorization request).
 */

import { activeMember, lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authorizationRequest, exchangeCode, submitHostedForm } from "../support/hosted-sign-in.ts";
import { startTestApp, TEST_CLIENT_ID, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";

const SESSION = "/_api/redirects-api/v1/redirect-session";
const REDIRECT = `${TEST_ORIGIN}/callback`;

describe("hosted login, account page and callback", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const session = async (body: Record<string, unknown>) => {
    const created = await postAsVisitor(t, SESSION, body);
    expect(created.status).toBe(200);
    return created.body.redirectSession.fullUrl as string;
  };

  /** Loads the form at `fullUrl` and posts it with `email` and `password` (and the form's CSRF token). */
  async function submit(fullUrl: string, email: string, password: string, csrf?: string) {
    const { page, answer } = await submitHostedForm(t, fullUrl, { email, password }, { csrf });
    expect(page.statusCode).toBe(200);
    return answer;
  }
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers["set-cookie"] ?? "").split(";")[0] ?? "";

  it("signs in on the login page and returns to postFlowUrl with the session cookie", async () => {
    await activeMember(t, "ada@example.com");
    const url = await session({ login: {}, callbacks: { postFlowUrl: `${TEST_ORIGIN}/account` } });
    expect(new URL(url).pathname).toBe("/_hosted/login");
    const page = await t.inject({ method: "GET", url: pathOf(url) });
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-security-policy"]).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    expect(page.body).toContain(`href="${TEST_ORIGIN}/account"`);

    const wrong = await submit(url, "ada@example.com", "wrong-pass");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("The e-mail or password is wrong");
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const forged = await submit(url, "ada@example.com", "secret-pass", "guessed");
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("The form expired");

    const signedIn = await submit(url, "ada@example.com", "secret-pass");
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(`${TEST_ORIGIN}/account`);
    expect(signedIn.headers["set-cookie"]).toMatch(
      /^vitrine_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
  });

  it("says signed in when the login session has no postFlowUrl, and refuses unverified members", async () => {
    await activeMember(t, "bo@example.com");
    const url = await session({ login: {} });
    const signedIn = await submit(url, "bo@example.com", "secret-pass");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain("You are signed in.");

    await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "new@example.com" },
      password: "secret-pass",
    });
    const unverified = await submit(await session({ login: {} }), "new@example.com", "secret-pass");
    expect(unverified.statusCode).toBe(400);
    expect(unverified.body).toContain("Please verify your e-mail address first");
    expect(unverified.headers["set-cookie"]).toBeUndefined();
  });

  it("shows the signed-in member's account (escaped), the sections without data as empty, and nothing signed out", async () => {
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email: "cy@example.com" },
      password: "secret-pass",
      profile: { nickname: "<b>Cy</b>", firstName: "Cy", lastName: "O'Neil" },
    });
    await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
      code: await lastMailedCode(t, "cy@example.com"),
      stateToken: registered.body.stateToken,
    });
    const cookie = cookieOf(await submit(await session({ login: {} }), "cy@example.com", "secret-pass"));
    expect(cookie).toMatch(/^vitrine_session=.+/);

    const account = await session({
      membersAccount: { section: "ACCOUNT_INFO" },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
    });
    expect(new URL(account).pathname).toBe("/_hosted/account");
    const page = await t.inject({ method: "GET", url: pathOf(account), headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<td>cy@example.com</td>");
    expect(page.body).toContain("<td>&lt;b&gt;Cy&lt;/b&gt;</td>");
    expect(page.body).not.toContain("<b>Cy</b>");
    expect(page.body).toContain("<td>O&#39;Neil</td>");
    expect(page.body).toContain("<td>ACTIVE</td>");
    expect(page.body).toContain(`href="${TEST_ORIGIN}/"`);
    expect(page.headers["cache-control"]).toBe("no-store");

    for (const [section, title, none] of [
      ["BOOKINGS", "My bookings", "You have no booked services yet."],
      ["SUBSCRIPTIONS", "My subscriptions", "You have no subscriptions yet."],
      ["EVENTS", "My events", "You have no event tickets yet."],
    ] as const) {
      const url = await session({
        membersAccount: { section },
        callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
      });
      const sectionPage = await t.inject({ method: "GET", url: pathOf(url), headers: { cookie } });
      expect(sectionPage.statusCode).toBe(200);
      expect(sectionPage.body).toContain(`<h1>${title}</h1>`);
      expect(sectionPage.body).toContain(none);
      expect(sectionPage.body).toContain(`href="${TEST_ORIGIN}/"`);
      expect(sectionPage.headers["x-frame-options"]).toBe("DENY");
      expect(sectionPage.headers["content-security-policy"]).toContain("default-src 'none'");
      const signedOut = await t.inject({ method: "GET", url: pathOf(url) });
      expect(signedOut.body).toContain("You are not signed in on this site.");
    }

    const anonymous = await t.inject({ method: "GET", url: pathOf(account) });
    expect(anonymous.body).toContain("You are not signed in on this site.");
    expect(anonymous.body).not.toContain("cy@example.com");

    const logout = await session({
      logout: { clientId: TEST_CLIENT_ID },
      callbacks: { postFlowUrl: `${TEST_ORIGIN}/` },
    });
    await t.inject({ method: "GET", url: pathOf(logout), headers: { cookie } });
    const after = await t.inject({ method: "GET", url: pathOf(account), headers: { cookie } });
    expect(after.body).toContain("You are not signed in on this site.");

    const bad = await postAsVisitor(t, SESSION, { membersAccount: { section: "WISHLIST" } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe("membersAccount.section");
  });

  it("completes an authorization request with a session token on the callback call, once", async () => {
    const { sessionToken } = await activeMember(t, "di@example.com");
    const pkce = pkcePair();
    const authUrl = await session(authorizationRequest(pkce.challenge, { state: "st-cb" }));
    const sessionId = new URL(authUrl).searchParams.get("sessionId") ?? "";
    const callback = (token: string, state = sessionId) =>
      t.inject({
        method: "GET",
        url: `/_api/iam/authentication/v1/callback?${new URLSearchParams({ state, sessionToken: token })}`,
      });

    const forged = await callback("not-a-session");
    expect(forged.statusCode).toBe(303);
    const refused = new URL(forged.headers.location as string);
    expect(refused.searchParams.get("error")).toBe("login_required");
    expect(refused.searchParams.get("state")).toBe("st-cb");
    expect(forged.headers["set-cookie"]).toBeUndefined();

    const answered = await callback(sessionToken);
    expect(answered.statusCode).toBe(303);
    // The request named no session token: no hosted-session cookie (see test/attacks/hosted-cookie.test.ts).
    expect(answered.headers["set-cookie"]).toBeUndefined();
    const location = new URL(answered.headers.location as string);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("st-cb");
    const token = await exchangeCode(t, location.searchParams.get("code") ?? "", pkce.verifier, REDIRECT);
    expect(token.statusCode).toBe(200);

    const again = await callback(sessionToken);
    expect(new URL(again.headers.location as string).searchParams.get("error")).toBe("invalid_request");
    expect((await callback(sessionToken, "unknown-session")).statusCode).toBe(404);
  });
});
