/**
 * The 6-digit code of the newest e-mail the emulator's dev mailbox holds for an address
 * (verification, sign-in, second factor by text), read in process.
 */
import type { TestApp } from "./test-app.ts";

/**
 * The 6-digit code of the newest e-mail (or text) sent to `to`; throws when there is none.
 *
 * @example
 * ```ts
 * const code = await lastMailedCode(t, "ada@example.com");
 * ```
 */
export async function lastMailedCode(t: TestApp, to: string): Promise<string> {
  const response = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` });
  const [mail] = (response.json() as { messages: { body: string }[] }).messages;
  const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
