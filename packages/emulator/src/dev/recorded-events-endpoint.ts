/**
 * `GET /_dev/events?entityId=ID&eventType=TYPE&limit=N` (merchant API key) →
 * `{events}`: the events the emulator recorded in its outbox, newest first,
 * for one entity (a cart, checkout, order, product, member…) or all of them,
 * each with its type, entity, time and payload as recorded. The console shows
 * beside each record the events it fired.
 */
import { invalidField } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";

interface EventRow {
  id: string;
  event_type: string;
  entity_fqdn: string | null;
  entity_id: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
}

function optionalText(value: unknown, field: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== "string" || value === "") throw invalidField(field, "must be a non-empty string");
  return value;
}

/** `GET /_dev/events` → `{events: [{id, eventType, entityFqdn, entityId, createdDate, payload}]}`. */
export const recordedEventsEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/events",
  access: "write",
  handle: async ({ db, payload }) => {
    const entityId = optionalText(payload.entityId, "entityId");
    const eventType = optionalText(payload.eventType, "eventType");
    const limit = payload.limit === undefined ? 100 : Number(payload.limit);
    if (!(Number.isInteger(limit) && limit > 0 && limit <= 1000))
      throw invalidField("limit", "must be an integer from 1 to 1000");
    const rows = await db.query<EventRow>(
      `select id::text as id, event_type, entity_fqdn, entity_id, payload, created_at from outbox
       where ($1::text is null or entity_id = $1) and ($2::text is null or event_type = $2)
       order by id desc limit $3`,
      [entityId, eventType, limit],
    );
    return {
      events: rows.map((row) => ({
        id: row.id,
        eventType: row.event_type,
        entityFqdn: row.entity_fqdn,
        entityId: row.entity_id,
        createdDate: row.created_at.toISOString(),
        payload: row.payload,
      })),
    };
  },
};
