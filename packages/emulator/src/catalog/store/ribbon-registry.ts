/**
 * The ribbons table follows the products' v1 ribbon names: a ribbon is
 * created (with a `ribbon_created` event) when the first product takes a name
 * no ribbon has, and one the registry created is deleted (`ribbon_deleted`)
 * when the last product drops it. Ribbons created through the v3 ribbons API
 * (`kept`) stay until that API deletes them. A product write holds a share lock
 * on each ribbon it names, so it and a rename or deletion of that ribbon run
 * one after the other.
 */
import { randomUUID } from "node:crypto";
import type { RibbonRow } from "../../catalog-core/ribbons/ribbon-entity.ts";
import { ribbonEvent } from "../../catalog-core/ribbons/ribbon-events.ts";
import type { Queryable } from "../../db/database.ts";
import { type EventIdentity, type OutboxEvent, recordEvents } from "../../events/outbox.ts";

/**
 * Makes sure a ribbon named `name` exists and holds a share lock on it until the transaction
 * ends, so a concurrent rename or delete of that ribbon waits for this product write (and one
 * already under way makes this write see its outcome). Returns the row when it had to be created.
 */
async function holdRibbonNamed(tx: Queryable, name: string, now: string): Promise<RibbonRow | undefined> {
  for (;;) {
    const [created] = await tx.query<RibbonRow>(
      `insert into ribbons (id, name, created_date, updated_date) values ($1, $2, $3, $3)
       on conflict (name) do nothing returning *`,
      [randomUUID(), name, now],
    );
    if (created) return created;
    const [existing] = await tx.query("select id from ribbons where name = $1 for share", [name]);
    if (existing) return undefined;
  }
}

/**
 * Deletes the product-made ribbon named `name` when no product uses it any more; returns it when
 * deleted. The ribbon is locked before the products are counted, in a statement of its own, so a
 * product write that took the name and committed while this one waited for the lock is counted.
 */
async function dropUnusedRibbon(tx: Queryable, name: string): Promise<RibbonRow | undefined> {
  const [row] = await tx.query<RibbonRow>("select * from ribbons where name = $1 and not kept for update", [
    name,
  ]);
  if (!row) return undefined;
  const [used] = await tx.query("select 1 from products where doc->>'ribbon' = $1 limit 1", [name]);
  if (used) return undefined;
  await tx.query("delete from ribbons where id = $1", [row.id]);
  return row;
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
    const created = await holdRibbonNamed(tx, name, now);
    if (created) events.push(ribbonEvent({ slug: "created", row: created }, identity, now));
  }
  for (const name of new Set(before.filter((n) => n && !after.includes(n)))) {
    const dropped = await dropUnusedRibbon(tx, name);
    if (dropped) events.push(ribbonEvent({ slug: "deleted", row: dropped }, identity, now));
  }
  await recordEvents(tx, events);
}
