/**
 * SMTP delivery of the emulator's e-mails (nodemailer): with `config.smtpUrl`
 * set, every e-mail stored in the dev mailbox is also sent to that server, from
 * the store (`mail-sender.ts`), so a team can watch sign-up mails in its own
 * mail catcher. Delivery runs after the
 * mailbox copy is committed and never fails the API call: a failure is reported
 * to `config.onMailFailure` (the CLI prints it) and the mailbox keeps the copy.
 */
import { createTransport } from "nodemailer";
import type { EmulatorConfig, SentMail } from "../config.ts";
import { mailSender } from "./mail-sender.ts";

/** A dev mail server should answer within seconds; nodemailer's defaults wait minutes. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Reports a failed delivery on stderr when the config has no `onMailFailure`. */
function printFailure(mail: SentMail, error: Error): void {
  console.error(`SMTP delivery of "${mail.subject}" to ${mail.to} failed: ${error.message}`);
}

/**
 * Sends `mail` to `config.smtpUrl` (a no-op without one). Resolves once the
 * server accepted it or the failure was reported; never rejects.
 */
export async function deliverBySmtp(config: EmulatorConfig, mail: SentMail): Promise<void> {
  if (!config.smtpUrl) return;
  const transport = createTransport({ url: config.smtpUrl, ...TIMEOUTS_MS });
  try {
    await transport.sendMail({
      from: mailSender(config),
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    });
  } catch (error) {
    (config.onMailFailure ?? printFailure)(mail, error as Error);
  } finally {
    transport.close();
  }
}
