/**
 * The ribbons table follows the products: a ribbon exists while at least one
 * product uses its name; it is created (with a `ribbon_created` event) when
 * the first product takes it and deleted (`ribbon_deleted`) when the last
 * one drops it.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { type EventIdentity, type OutboxEvent, recordEvents } from "../../events/outbox.ts";

interface RibbonRow {
  id: string;
  name: string;
  revision: string;
  created_date: Date;
  updated_date: Date;
}

function ribbonEntity(row: RibbonRow) {
  return {
    id: row.id,
    name: row.name,
    revision: row.revision,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
  };
}

function ribbonEvent(
  slug: "created" | "deleted",
  row: RibbonRow,
  identity: EventIdentity,
  now: string,
): OutboxEvent {
  const entity = ribbonEntity(row);
  return {
    eventType: `wix.stores.catalog.v3.ribbon_${slug}`,
    entityFqdn: "wix.stores.catalog.v3.ribbon",
    entityId: row.id,
    slug,
    identity,
    payload: {
      id: randomUUID(),
      entityFqdn: "wix.stores.catalog.v3.ribbon",
      slug,
      entityId: row.id,
      eventTime: now,
      triggeredByAnonymizeRequest: false,
      ...(slug === "created" ? { createdEvent: { entity } } : { deletedEvent: { deletedEntity: entity } }),
    },
  };
}

/**
 * Brings the ribbons table in line after products changed from `before` ribbon names to `after`
 * ones (call after saving the products, in the same transaction). Empty names are ignored.
 *
 * @example
 * ```ts
 * await syncRibbons(tx, ["Sale"], ["New"], identity, now);
 * ```
 */
export async function syncRibbons(
  tx: Queryable,
  before: readonly string[],
  after: readonly string[],
  identity: EventIdentity,
  now: string,
): Promise<void> {
  const events: OutboxEvent[] = [];
  for (const name of new Set(after.filter(Boolean))) {
    const rows = await tx.query<RibbonRow>(
      `insert into ribbons (id, name, created_date, updated_date) values ($1, $2, $3, $3)
       on conflict (name) do nothing returning *`,
      [randomUUID(), name, now],
    );
    for (const row of rows) events.push(ribbonEvent("created", row, identity, now));
  }
  for (const name of new Set(before.filter((n) => n && !after.includes(n)))) {
    const rows = await tx.query<RibbonRow>(
      `delete from ribbons where name = $1
       and not exists (select 1 from products where doc->>'ribbon' = $1) returning *`,
      [name],
    );
    for (const row of rows) events.push(ribbonEvent("deleted", row, identity, now));
  }
  await recordEvents(tx, events);
}
