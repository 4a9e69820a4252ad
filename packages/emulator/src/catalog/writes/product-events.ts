/**
 * Product domain events for the outbox: created, updated (with the fields
 * that changed) and deleted, each carrying the stored v1 document as its
 * entity (the events service maps it to the v3 product on delivery).
 */
import { domainEvent } from "../../events/domain-event.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import type { ProductDocument } from "../model/product-document.ts";

const FQDN = "wix.stores.catalog.v3.product";

/** JSON with object keys sorted, so documents read back from jsonb compare equal to fresh ones. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The top-level fields whose value differs between two versions, with their new value
 * (`lastUpdated` excluded: it changes on every write).
 *
 * @example
 * ```ts
 * modifiedFields(before, { ...before, name: "New" }); // { name: "New" }
 * ```
 */
export function modifiedFields(before: ProductDocument, after: ProductDocument): Record<string, unknown> {
  const old = new Map(Object.entries(before));
  const current = new Map(Object.entries(after));
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...old.keys(), ...current.keys()])) {
    if (key === "lastUpdated") continue;
    const value = current.get(key);
    if (canonical(old.get(key)) !== canonical(value)) changed[key] = value ?? null;
  }
  return changed;
}

/** One product change: what {@link productEvent} records. */
export type ProductChange =
  | { slug: "created"; entity: ProductDocument }
  | { slug: "updated"; before: ProductDocument; entity: ProductDocument }
  | { slug: "deleted"; entity: ProductDocument };

/**
 * The outbox event for one product change.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [productEvent({ slug: "created", entity: doc }, identity, context.now)]);
 * ```
 */
export function productEvent(change: ProductChange, identity: EventIdentity, now: string): OutboxEvent {
  const part =
    change.slug === "created"
      ? { createdEvent: { entity: change.entity } }
      : change.slug === "updated"
        ? {
            updatedEvent: {
              currentEntity: change.entity,
              modifiedFields: modifiedFields(change.before, change.entity),
            },
          }
        : { deletedEvent: { deletedEntity: change.entity } };
  return domainEvent({ fqdn: FQDN, slug: change.slug, entityId: change.entity.id, part }, identity, now);
}
