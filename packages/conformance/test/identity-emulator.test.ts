/**
 * The provider's published client (`@wix/sdk` OAuthStrategy), unchanged, against
 * the emulator's identity service with its API host routed to 127.0.0.1:
 * visitor tokens, register with the code from the dev mailbox, processVerification,
 * login, the redirect sign-in round trip (getAuthUrl, hosted form POST,
 * getMemberTokens), sendPasswordResetEmail, external sign-in (the
 * authorized_client grant, with and without a sign-on session) and logout, after
 * which a member's refresh token no longer renews.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_ORIGIN } from "@vitrine/emulator/testing";
import { createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

describe("the provider's client against the emulator's identity service", () => {
  const emulator = useRoutedEmulator();

  const newClient = () => createClient({ auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
  const mailTo = async (to: string) => {
    const response = await fetch(`${emulator().baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: { body: string }[] }).messages;
  };

  it("registers, verifies with the mailed code, and logs in", async () => {
    const client = newClient();
    await client.auth.generateVisitorTokens();
    const registered = await client.auth.register({
      email: "ada@example.com",
      password: "secret-pass",
      profile: { nickname: "Ada" },
    });
    expect(registered.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    const code = /(\d{6})/.exec((await mailTo("ada@example.com"))[0]?.body ?? "")?.[1];
    const verified = await client.auth.processVerification({ verificationCode: code ?? "" });
    expect(verified).toMatchObject({ loginState: "SUCCESS", data: { sessionToken: expect.any(String) } });
    const login = await client.auth.login({ email: "ada@example.com", password: "secret-pass" });
    expect(login.loginState).toBe("SUCCESS");
    const wrong = await client.auth.login({ email: "ada@example.com", password: "wrong-pass" });
    expect(wrong).toMatchObject({ loginState: "FAILURE", errorCode: "invalidPassword" });
    const exists = await client.auth.register({ email: "ada@example.com", password: "secret-pass" });
    expect(exists).toMatchObject({ loginState: "FAILURE", errorCode: "emailAlreadyExists" });
    const badEmail = await client.auth.register({ email: "nope", password: "secret-pass" });
    expect(badEmail).toMatchObject({ loginState: "FAILURE", errorCode: "invalidEmail" });
    // An unknown e-mail is -19999, which the client reports as invalidEmail (not invalidPassword).
    const unknown = await client.auth.login({ email: "nobody@example.com", password: "secret-pass" });
    expect(unknown).toMatchObject({ loginState: "FAILURE", errorCode: "invalidEmail" });
  });

  it("signs in through the hosted page and gets member tokens", async () => {
    const client = newClient();
    await client.auth.register({ email: "bo@example.com", password: "secret-pass" });
    const code = /(\d{6})/.exec((await mailTo("bo@example.com"))[0]?.body ?? "")?.[1];
    await client.auth.processVerification({ verificationCode: code ?? "" });
    const oauthData = client.auth.generateOAuthData(`${TEST_ORIGIN}/callback`);
    const { authUrl } = await client.auth.getAuthUrl(oauthData);
    expect(new URL(authUrl).origin).toBe(emulator().baseUrl);
    const page = await fetch(authUrl);
    const html = await page.text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const sessionId = new URL(authUrl).searchParams.get("sessionId") ?? "";
    const posted = await fetch(`${emulator().baseUrl}/_hosted/authorize`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ sessionId, csrf, email: "bo@example.com", password: "secret-pass" }),
    });
    expect(posted.status).toBe(303);
    const returned = client.auth.parseFromUrl(posted.headers.get("location") ?? "");
    const tokens = await client.auth.getMemberTokens(returned.code ?? "", returned.state ?? "", oauthData);
    expect(tokens.refreshToken.role).toBe("member");
    client.auth.setTokens(tokens);
    expect(client.auth.loggedIn()).toBe(true);
    const { logoutUrl } = await client.auth.logout(`${TEST_ORIGIN}/`);
    const out = await fetch(logoutUrl, { redirect: "manual" });
    expect(out.headers.get("location")).toBe(`${TEST_ORIGIN}/`);
    expect(client.auth.loggedIn()).toBe(false);
    await expect(client.auth.renewToken(tokens.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it("external sign-in tokens, with or without the sign-on's session, stop renewing after logout", async () => {
    const client = newClient();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    const withSession = await client.auth.getMemberTokensForExternalLoginWithSession(
      "ext@example.com",
      TEST_API_KEY,
    );
    const memberId = JSON.parse(
      Buffer.from(withSession.accessToken.value.split(".")[1] ?? "", "base64url").toString("utf8"),
    ).sub as string;
    const withoutSession = await client.auth.getMemberTokensForExternalLogin(memberId, TEST_API_KEY);
    for (const tokens of [withSession, withoutSession]) {
      expect(tokens.refreshToken.role).toBe("member");
      expect((await client.auth.renewToken(tokens.refreshToken)).accessToken.value).toEqual(
        expect.any(String),
      );
    }

    client.auth.setTokens(withSession);
    const first = await client.auth.logout(`${TEST_ORIGIN}/`);
    expect((await fetch(first.logoutUrl, { redirect: "manual" })).status).toBe(303);
    await expect(client.auth.renewToken(withSession.refreshToken)).rejects.toThrow(/invalid_grant/);
    // The other external sign-in is another session, until it logs out too.
    expect((await client.auth.renewToken(withoutSession.refreshToken)).accessToken.value).toEqual(
      expect.any(String),
    );
    client.auth.setTokens(withoutSession);
    const second = await client.auth.logout(`${TEST_ORIGIN}/`);
    await fetch(second.logoutUrl, { redirect: "manual" });
    await expect(client.auth.renewToken(withoutSession.refreshToken)).rejects.toThrow(/invalid_grant/);
  });

  it("sends a password-reset e-mail", async () => {
    const client = newClient();
    await client.auth.register({ email: "cy@example.com", password: "secret-pass" });
    await client.auth.sendPasswordResetEmail("cy@example.com", `${TEST_ORIGIN}/reset-done`);
    const mails = await mailTo("cy@example.com");
    expect(mails[0]?.body).toContain(`${emulator().baseUrl}/_hosted/reset-password?token=`);
  });
});
