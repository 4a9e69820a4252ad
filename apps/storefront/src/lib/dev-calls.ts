/**
 * The emulator's dev endpoints as SDK calls: the dev mailbox (`GET /_dev/mailbox?to=`, public)
 * and the webhook delivery log (`GET /_dev/webhooks/deliveries`, merchant key). They are not part
 * of the provider's protocol, so they live here and not in `@vitrine/sdk`; `api.ts` binds them,
 * loading this module with the dev panel only.
 */
import type { DeliveryLogEntry, MailboxEntry } from "@vitrine/emulator/testing";
import { defineCall } from "@vitrine/sdk";

/** An e-mail the emulator "sent" (stored instead of delivered). */
export type MailboxMessage = MailboxEntry;

/** One (event, subscriber) delivery as the log shows it. */
export type WebhookDelivery = DeliveryLogEntry;

/**
 * The e-mails sent to `to` (every e-mail without it), newest first (at most 200).
 *
 * @example
 * ```ts
 * const [latest] = await (await createDevClient()).mailbox.listMail("ada@example.com");
 * ```
 */
export const listMail = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/_dev/mailbox",
  request: (to?: string) => ({ query: { to } }),
  response: (wire: { messages?: MailboxMessage[] }) => wire.messages ?? [],
});

/**
 * The newest `limit` webhook deliveries, oldest first.
 *
 * @example
 * ```ts
 * const deliveries = await (await createDevClient(credentials)).webhooks.listWebhookDeliveries(100);
 * ```
 */
export const listWebhookDeliveries = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/_dev/webhooks/deliveries",
  request: (limit: number) => ({ query: { limit } }),
  response: (wire: { deliveries?: WebhookDelivery[] }) => wire.deliveries ?? [],
});

/** The dev client's modules. */
export const devCalls = { mailbox: { listMail }, webhooks: { listWebhookDeliveries } };
