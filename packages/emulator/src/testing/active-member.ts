/**
 * A signed-up, verified member of an emulator test app, made through the identity endpoints as a
 * visitor makes one: register, then verify with the code the dev mailbox got.
 */
import { lastMailedCode } from "./mailed-code.ts";
import { postAsVisitor } from "./post-as-visitor.ts";
import type { TestApp } from "./test-app.ts";

/** A member signed up and verified: a session token to sign in with, and the identity id. */
export interface ActiveMember {
  sessionToken: string;
  id: string;
}

/**
 * Registers `email` with `password` and verifies it; the member is active.
 *
 * @example
 * ```ts
 * const { id, sessionToken } = await activeMember(t, "ada@example.com", "secret-pass");
 * ```
 */
export async function activeMember(
  t: TestApp,
  email: string,
  password = "secret-pass",
): Promise<ActiveMember> {
  const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
    loginId: { email },
    password,
  });
  const verified = await postAsVisitor(t, "/_api/iam/verification/v1/auth/verify", {
    code: await lastMailedCode(t, email),
    stateToken: registered.body.stateToken,
  });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${JSON.stringify(verified.body)}`);
  return { sessionToken: verified.body.sessionToken as string, id: verified.body.identity.id as string };
}
