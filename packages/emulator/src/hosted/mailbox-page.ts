/**
 * `GET /_dev/mailbox.html?to=…`: the dev mailbox as a page, newest first, each
 * e-mail with its subject, sender, recipient, date and text (the JSON form is
 * `mail/mailbox-endpoint.ts`).
 */
import type { FastifyInstance } from "fastify";
import { sendPage } from "../html/html-page.ts";
import { html } from "../html/html-template.ts";
import { listMail, type MailboxEntry } from "../mail/mailbox.ts";
import { formField, type HostedPagesContext } from "./hosted-context.ts";

function mailHtml(mail: MailboxEntry) {
  return html`<li><p><strong>${mail.subject}</strong> from ${mail.from} to ${mail.to}, ${mail.sentDate}</p><pre>${mail.body}</pre></li>`;
}

/**
 * Registers the mailbox page on `app`.
 *
 * @example
 * ```ts
 * registerMailboxPage(scope, context);
 * ```
 */
export function registerMailboxPage(app: FastifyInstance, { db }: HostedPagesContext): void {
  app.get("/_dev/mailbox.html", async (request, reply) => {
    const mails = await listMail(db, formField(request.query, "to") || undefined);
    return sendPage(reply, {
      title: "Dev mailbox",
      body: mails.length > 0 ? html`<ol reversed>${mails.map(mailHtml)}</ol>` : html`<p>No e-mail yet.</p>`,
    });
  });
}
