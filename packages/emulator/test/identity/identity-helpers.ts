/** Shortcuts for the identity tests: calls with a visitor token, the mailbox's last code, PKCE pairs. */
import { createHash, randomBytes } from "node:crypto";
import type { TestApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** POSTs `payload` to `url` with a fresh visitor token; returns status and JSON. */
export async function call(t: TestApp, url: string, payload: unknown, authorization?: string) {
  const response = await t.inject({
    method: "POST",
    url,
    headers: { authorization: authorization ?? (await t.visitorToken()) },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as Loose };
}

/** The 6-digit code of the newest mail to `to`. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const response = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` });
  const [mail] = (response.json() as { messages: { body: string }[] }).messages;
  const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Registers and verifies `email`; returns the session token and identity id. */
export async function activeMember(t: TestApp, email: string, password = "secret-pass") {
  const registered = await call(t, "/_api/iam/authentication/v2/register", { loginId: { email }, password });
  const verified = await call(t, "/_api/iam/verification/v1/auth/verify", {
    code: await lastCode(t, email),
    stateToken: registered.body.stateToken,
  });
  return { sessionToken: verified.body.sessionToken as string, id: verified.body.identity.id as string };
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}
