/**
 * The dev panel's data: the emulator's mailbox (public) and its webhook delivery log (with the
 * store's API key), read through the dev client of `api.ts`.
 */
import type { ApiKeyOptions } from "@vitrine/sdk";
import { createDevClient } from "./api.ts";
import type { MailboxMessage, WebhookDelivery } from "./dev-calls.ts";

/**
 * The e-mails sent to `to` (every e-mail without it), newest first.
 *
 * @example
 * ```ts
 * const [latest] = await readMailbox("ada@example.com");
 * ```
 */
export async function readMailbox(to?: string): Promise<MailboxMessage[]> {
  return (await createDevClient()).mailbox.listMail(to);
}

/**
 * The newest `limit` webhook deliveries of the store `credentials` open, oldest first.
 *
 * @example
 * ```ts
 * const deliveries = await readWebhookDeliveries({ apiKey, siteId }, 100);
 * ```
 */
export async function readWebhookDeliveries(
  credentials: ApiKeyOptions,
  limit: number,
): Promise<WebhookDelivery[]> {
  return (await createDevClient(credentials)).webhooks.listWebhookDeliveries(limit);
}
