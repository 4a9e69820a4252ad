/**
 * `GET /_dev/webhooks/deliveries/{id}` (merchant API key) → `{delivery, event,
 * signed}`: one delivery as the log lists it (attempts, last answer, retry
 * schedule), the event it carries (type, identity, and the payload as a
 * receiver decodes it), and the request body an attempt sent now would carry:
 * the JWT signed with the webhook key (each attempt is signed anew, so the
 * token's times differ from the last attempt's; the event id stays).
 */
import type { Queryable } from "../db/database.ts";
import { notFound } from "../errors.ts";
import type { EventIdentity } from "../events/outbox.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { deliveredPayload } from "./delivered-payload.ts";
import { readDeliveryLog } from "./delivery-log.ts";
import { signWebhookToken } from "./webhook-jwt.ts";
import { webhookMessage } from "./webhook-message.ts";
import { WEBHOOK_JWT_ALGORITHM, webhookKey } from "./webhook-signing-key.ts";

interface EventRow {
  id: string;
  event_type: string;
  entity_fqdn: string | null;
  entity_id: string | null;
  slug: string | null;
  identity: EventIdentity;
  payload: Record<string, unknown>;
  created_at: Date;
}

async function eventOf(db: Queryable, deliveryId: string): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(
    `select o.id::text as id, o.event_type, o.entity_fqdn, o.entity_id, o.slug, o.identity, o.payload, o.created_at
     from webhook_deliveries d join outbox o on o.id = d.outbox_id where d.id = $1`,
    [deliveryId],
  );
  return row;
}

/** `GET /_dev/webhooks/deliveries/{id}` → `{delivery, event, signed}`, or 404. */
export const deliveryDetailEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/deliveries/{id}",
  access: "write",
  handle: async ({ db, config, payload }) => {
    const id = typeof payload.id === "string" && /^\d{1,18}$/.test(payload.id) ? payload.id : undefined;
    const event = id === undefined ? undefined : await eventOf(db, id);
    const [delivery] = id && event ? await readDeliveryLog(db, config.webhooks, { ids: [id] }) : [];
    if (!event || !delivery)
      throw notFound("WEBHOOK_DELIVERY_NOT_FOUND", `Webhook delivery ${String(payload.id)} not found`);
    const data = deliveredPayload({
      id: event.id,
      eventType: event.event_type,
      entityFqdn: event.entity_fqdn,
      entityId: event.entity_id,
      slug: event.slug,
      payload: event.payload,
      createdAt: event.created_at,
    });
    const message = webhookMessage(event.event_type, config.siteId, event.identity, data);
    const key = await webhookKey(db);
    return {
      delivery,
      event: { eventType: event.event_type, identity: event.identity, data },
      signed: { alg: WEBHOOK_JWT_ALGORITHM, kid: key.kid, body: signWebhookToken(message, key, Date.now()) },
    };
  },
};
