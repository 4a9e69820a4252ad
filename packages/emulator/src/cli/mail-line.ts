/**
 * How the CLI prints each e-mail the emulator sends (through `config.onMail`):
 * one line with the recipient, the subject, and the code or link it carries, so
 * a developer signs up without opening the dev mailbox.
 */
import type { SentMail } from "../config.ts";

/**
 * The printed line of `mail`.
 *
 * @example
 * mailLine({ to: "ada@example.com", subject: "Your verification code", body: "Your verification code is 123456. …" });
 * // 'mail to ada@example.com: "Your verification code" code 123456'
 */
export function mailLine(mail: SentMail): string {
  const link = /https?:\/\/\S+[^\s.,;)]/.exec(mail.body)?.[0];
  const code = link ? undefined : /\b\d{6}\b/.exec(mail.body)?.[0];
  const carried = link ? ` link ${link}` : code ? ` code ${code}` : "";
  return `mail to ${mail.to}: ${JSON.stringify(mail.subject)}${carried}`;
}
