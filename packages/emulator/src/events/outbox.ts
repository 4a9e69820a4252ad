/**
 * The outbox: every committed change records its events here, in the same
 * transaction as the change, so no event is lost and none is invented for a
 * change that rolled back. Delivery (webhooks) reads from this table.
 */
import type { Queryable } from "../db/database.ts";

/** Who caused an event, as the webhook's `identity` claim carries it. */
export type EventIdentity =
  | { identityType: "ANONYMOUS_VISITOR"; anonymousVisitorId: string }
  | { identityType: "MEMBER"; memberId: string }
  | { identityType: "WIX_USER"; wixUserId: string }
  | { identityType: "APP"; appId: string };

/** One event to record. `payload` is the event body as delivered (domain-event envelope or plain data). */
export interface OutboxEvent {
  eventType: string;
  entityFqdn?: string;
  entityId?: string;
  slug?: string;
  identity: EventIdentity;
  payload: Record<string, unknown>;
}

/** Writes events to the outbox; call it with the transaction that makes the change. */
export async function recordEvents(tx: Queryable, events: readonly OutboxEvent[]): Promise<void> {
  for (const event of events) {
    await tx.query(
      "insert into outbox (event_type, entity_fqdn, entity_id, slug, identity, payload) values ($1, $2, $3, $4, $5, $6)",
      [
        event.eventType,
        event.entityFqdn ?? null,
        event.entityId ?? null,
        event.slug ?? null,
        JSON.stringify(event.identity),
        JSON.stringify(event.payload),
      ],
    );
  }
}
