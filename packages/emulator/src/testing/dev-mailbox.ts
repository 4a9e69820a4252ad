/**
 * Reading the dev mailbox of a running emulator (`GET /_dev/mailbox`): the
 * e-mails sent to an address, and the code or link the newest one carries, as
 * a test signing a member up needs them.
 */
import type { MailboxEntry } from "../mail/mailbox.ts";

/** The dev mailbox of one emulator. */
export interface DevMailbox {
  /** The e-mails sent to `to` (case-insensitive), newest first; every e-mail without `to`. */
  messages(to?: string): Promise<MailboxEntry[]>;
  /** The newest e-mail sent to `to`; throws when there is none. */
  latest(to: string): Promise<MailboxEntry>;
  /** The 6-digit code in the newest e-mail sent to `to` (verification, sign-in, reset). */
  latestCode(to: string): Promise<string>;
  /** The first link in the newest e-mail sent to `to` (password reset, set password). */
  latestLink(to: string): Promise<string>;
}

/**
 * A reader of the dev mailbox of the emulator at `url`.
 *
 * @example
 * ```ts
 * const mailbox = devMailbox("http://127.0.0.1:4000");
 * const code = await mailbox.latestCode("ada@example.com");
 * ```
 */
export function devMailbox(url: string): DevMailbox {
  const messages = async (to?: string): Promise<MailboxEntry[]> => {
    const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
    const response = await fetch(`${url}/_dev/mailbox${query}`);
    if (!response.ok) throw new Error(`dev mailbox: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { messages: MailboxEntry[] }).messages;
  };
  const latest = async (to: string): Promise<MailboxEntry> => {
    const [mail] = await messages(to);
    if (!mail) throw new Error(`no e-mail sent to ${to}`);
    return mail;
  };
  const carried = async (to: string, pattern: RegExp, what: string): Promise<string> => {
    const mail = await latest(to);
    const found = pattern.exec(mail.body)?.[0];
    if (!found) throw new Error(`the newest e-mail to ${to} ("${mail.subject}") holds no ${what}`);
    return found;
  };
  return {
    messages,
    latest,
    latestCode: (to) => carried(to, /\b\d{6}\b/, "6-digit code"),
    latestLink: (to) => carried(to, /https?:\/\/\S+[^\s.,;)]/, "link"),
  };
}
