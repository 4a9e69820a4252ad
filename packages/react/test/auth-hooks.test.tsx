/**
 * The sign-in hooks against the listening emulator (happy-dom): register and the e-mailed code
 * (read from the dev mailbox), wrong and spent codes, resend, the login failures each with their
 * code, `pending` while an action waits and the state kept when no answer comes, the
 * password-reset mail, and `useMember` reading the member from the server as the tokens change,
 * through sign-out. The on-page sign-in that follows a `SUCCESS` needs a real browser's frames:
 * the storefront's Chromium tests cover it.
 */
import { randomUUID } from "node:crypto";
import { act as actReact, cleanup, renderHook, waitFor } from "@testing-library/react";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { getMemberTokensForExternalLogin, signOn } from "@vitrine/sdk/identity";
import type { ReactNode } from "react";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  type Auth,
  type AuthOutcome,
  createQueryClient,
  identityClientOf,
  useAuth,
  useMember,
  useVitrineClient,
  VitrineProvider,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";
import { renderVitrineHook } from "./support/render-with-vitrine.tsx";

const emulator = { baseUrl: inject("emulatorUrl") };
const PASSWORD = "correct-horse";
const DEMO_API_KEY = "vitrine-demo-api-key";

afterEach(cleanup);

const newEmail = () => `member-${randomUUID()}@example.com`;

/** The mails sent to `to`, newest first. */
async function mailsTo(to: string): Promise<{ subject: string; body: string }[]> {
  const answer = await fetch(`${emulator.baseUrl}/_dev/mailbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: { subject: string; body: string }[] }).messages;
}

async function latestCode(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

function renderAuth() {
  return renderVitrineHook(emulator.baseUrl, () => useAuth());
}

async function act<T>(step: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await actReact(async () => {
    value = await step();
  });
  return value as T;
}

describe("useAuth", () => {
  it("registers, waits for the mailed code, refuses a wrong one and resends", async () => {
    const email = newEmail();
    const { result } = renderAuth();
    expect(result.current.state).toEqual({ loginState: "INITIAL" });
    const registered = await act(() =>
      result.current.register({ email, password: PASSWORD, profile: { firstName: "Ada", nickname: "ada" } }),
    );
    expect(registered.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    expect(registered.error).toBeUndefined();
    expect(result.current.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    const code = await latestCode(email);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await act(() => result.current.verify(wrong));
    expect(refused.error).toMatchObject({ code: "wrongCode", attemptsLeft: 4 });
    expect(refused.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    expect(result.current.error?.code).toBe("wrongCode");

    const resent = await act(() => result.current.resendCode());
    expect(resent.error).toBeUndefined();
    expect(result.current.error).toBeUndefined();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);
  });

  it("says the code expired once five wrong codes spent it", async () => {
    const email = newEmail();
    const { result } = renderAuth();
    await act(() => result.current.register({ email, password: PASSWORD }));
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) await act(() => result.current.verify(wrong));
    const spent = await act(() => result.current.verify(code));
    expect(spent.error?.code).toBe("codeExpired");
  });

  it("continues a verification another component started, and refuses one nobody started", async () => {
    const email = newEmail();
    const first = renderAuth();
    await act(() => first.result.current.register({ email, password: PASSWORD }));
    const idle = renderAuth();
    expect(idle.result.current.state.loginState).toBe("INITIAL");
    const nothing = await act(() => idle.result.current.resendCode());
    expect(nothing.error?.code).toBe("codeExpired");
    expect((await act(() => idle.result.current.verify("123456"))).error?.code).toBe("codeExpired");
  });

  it("names each login and register failure", async () => {
    const email = newEmail();
    const { result } = renderAuth();
    await act(() => result.current.register({ email, password: PASSWORD }));

    const exists = await act(() => result.current.register({ email, password: PASSWORD }));
    expect(exists.state.loginState).toBe("FAILURE");
    expect(exists.error?.code).toBe("emailAlreadyExists");
    expect(result.current.error?.code).toBe("emailAlreadyExists");

    const malformed = await act(() =>
      result.current.register({ email: "not-an-address", password: PASSWORD }),
    );
    expect(malformed.error?.code).toBe("invalidEmail");

    const wrongPassword = await act(() => result.current.login({ email, password: "wrong-horse" }));
    expect(wrongPassword.state).toMatchObject({ loginState: "FAILURE", errorCode: "invalidPassword" });
    expect(wrongPassword.error?.code).toBe("invalidPassword");

    const unverified = await act(() => result.current.login({ email, password: PASSWORD }));
    expect(unverified.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
    expect(unverified.error).toBeUndefined();
    expect(result.current.pending).toBe(false);
  });

  it("asks for a captcha after five wrong passwords", async () => {
    const email = newEmail();
    const { result } = renderAuth();
    await act(() => result.current.register({ email, password: PASSWORD }));
    for (let attempt = 0; attempt < 5; attempt++)
      await act(() => result.current.login({ email, password: "nope-nope" }));
    const gated = await act(() => result.current.login({ email, password: PASSWORD }));
    expect(gated.error?.code).toBe("missingCaptchaToken");
    const wrongCaptcha = await act(() =>
      result.current.login({ email, password: PASSWORD, captchaTokens: { recaptchaToken: "made-up" } }),
    );
    expect(wrongCaptcha.error?.code).toBe("invalidCaptchaToken");
  });

  it("does not take a refused visitor token (unknown client id) for an unknown e-mail", async () => {
    const email = newEmail();
    const member = renderAuth().result;
    await act(() => member.current.register({ email, password: PASSWORD }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider
        options={{ baseUrl: emulator.baseUrl, clientId: "no-such-client" }}
        queryClient={createQueryClient()}
      >
        {children}
      </VitrineProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    const outcome = await act(() => result.current.login({ email, password: PASSWORD }));
    expect(outcome.error?.code).toBe("unknown");
    expect(outcome.error?.message).toContain("invalid_client");
  });

  it("is pending while an action waits, and keeps the state it started from when no answer comes", async () => {
    const email = newEmail();
    const network = { held: Promise.resolve(), down: false };
    const unreliableFetch: typeof fetch = async (input, init) => {
      await network.held;
      if (network.down) throw new TypeError("Failed to fetch");
      return fetch(input, init);
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <VitrineProvider
        options={{ baseUrl: emulator.baseUrl, clientId: DEMO_CLIENT_ID, fetch: unreliableFetch }}
        queryClient={createQueryClient()}
      >
        {children}
      </VitrineProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(() => result.current.register({ email, password: PASSWORD }));
    const wrong = String((Number(await latestCode(email)) + 1) % 1_000_000).padStart(6, "0");
    await act(() => result.current.verify(wrong));
    expect(result.current.error?.code).toBe("wrongCode");

    let release = () => {};
    network.held = new Promise((resolve) => {
      release = resolve;
    });
    network.down = true;
    let verifying: Promise<AuthOutcome> | undefined;
    actReact(() => {
      verifying = result.current.verify(wrong);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(result.current.error).toBeUndefined();
    expect(result.current.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");

    release();
    const outcome = await act(async () => (await verifying) as AuthOutcome);
    expect(outcome).toMatchObject({
      state: { loginState: "EMAIL_VERIFICATION_REQUIRED" },
      error: { code: "network" },
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.error?.code).toBe("network");
    expect(result.current.state.loginState).toBe("EMAIL_VERIFICATION_REQUIRED");
  });

  it("mails a password-reset link back to the storefront", async () => {
    const email = newEmail();
    const { result } = renderAuth();
    await act(() => result.current.register({ email, password: PASSWORD }));
    const sent = await act(() => result.current.sendPasswordReset(email, "http://localhost:5173/sign-in"));
    expect(sent.error).toBeUndefined();
    const [mail] = await mailsTo(email);
    expect(mail?.body).toMatch(/\/_hosted\/reset-password\?token=/);
  });
});

describe("useMember", () => {
  it("is null for a visitor, a member once member tokens are stored, null again after logout", async () => {
    const email = newEmail();
    const { result } = renderVitrineHook(emulator.baseUrl, () => ({
      auth: useAuth(),
      member: useMember(),
      client: identityClientOf(useVitrineClient()),
    }));
    await waitFor(() => expect(result.current.member.isSuccess).toBe(true));
    expect(result.current.member.data).toBeNull();
    expect(result.current.auth.loggedIn).toBe(false);

    const admin = createClient({
      baseUrl: emulator.baseUrl,
      modules: { authentication: { signOn } },
      auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: "vitrine-demo-site" }),
    });
    const { identity } = await admin.authentication.signOn(
      { email },
      { profile: { nickname: "Grace", firstName: "Grace", lastName: "Hopper", phones: ["+1 555 0100"] } },
    );
    const { client } = result.current;
    const tokens = await getMemberTokensForExternalLogin(client, identity.id ?? "", DEMO_API_KEY);
    await act(() => client.auth.setTokens(tokens));
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(true));
    await waitFor(() => expect(result.current.member.data).not.toBeNull());
    expect(result.current.member.data).toEqual({
      id: identity.id,
      email,
      emailVerified: true,
      status: "APPROVED",
      profile: { nickname: "Grace", firstName: "Grace", lastName: "Hopper", phones: ["+1 555 0100"] },
    });

    const auth: Auth = result.current.auth;
    const { logoutUrl, error } = await act(() => auth.logout("http://localhost:5173/"));
    expect(error).toBeUndefined();
    expect(new URL(logoutUrl).pathname).toBe("/_hosted/logout");
    await waitFor(() => expect(result.current.member.data).toBeNull());
    expect(result.current.auth.loggedIn).toBe(false);
    expect(await client.auth.loggedIn()).toBe(false);
  });
});
