/**
 * The dev mailbox: every e-mail the emulator sends is stored in `mailbox` (in
 * the caller's transaction) with its sender (the store, `mail-sender.ts`),
 * listed at `GET /_dev/mailbox?to=`, handed to `config.onMail` (the CLI prints
 * it) and, with `config.smtpUrl`, also delivered by SMTP.
 */
import type { EmulatorConfig, SentMail } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { mailSender, senderText } from "./mail-sender.ts";
import { deliverBySmtp } from "./smtp-delivery.ts";

/** A stored e-mail as the mailbox lists it. */
export interface MailboxEntry extends SentMail {
  id: string;
  /** The sender as the `From` header shows it, e.g. `"Linen & Oak" <no-reply@vitrine.localhost>`. */
  from: string;
  sentDate: string;
}

/**
 * Stores `mail`; returns a function that notifies `config.onMail` and starts the
 * SMTP delivery, to call once the transaction has committed (so nothing is
 * announced or sent that rolled back).
 */
export async function sendMail(
  db: Queryable,
  config: EmulatorConfig,
  mail: SentMail,
  now: Date,
): Promise<() => void> {
  await db.query(
    "insert into mailbox (to_address, from_address, subject, body, created_at) values ($1, $2, $3, $4, $5)",
    [mail.to, senderText(mailSender(config)), mail.subject, mail.body, now],
  );
  return () => {
    config.onMail?.(mail);
    void deliverBySmtp(config, mail);
  };
}

/** The e-mails sent to `to` (case-insensitive), newest first; every e-mail when `to` is undefined. */
export async function listMail(db: Queryable, to: string | undefined): Promise<MailboxEntry[]> {
  const rows = await db.query<{
    id: string;
    to_address: string;
    from_address: string;
    subject: string;
    body: string;
    created_at: Date;
  }>(
    `select id, to_address, from_address, subject, body, created_at from mailbox
     where $1::text is null or lower(to_address) = lower($1) order by id desc limit 200`,
    [to ?? null],
  );
  return rows.map((row) => ({
    id: String(row.id),
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    body: row.body,
    sentDate: row.created_at.toISOString(),
  }));
}
