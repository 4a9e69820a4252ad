/**
 * The `wix.stores.catalog.v3.product_*` domain events of catalogue v3 writes:
 * the entity is the product as served with every optional part but those
 * derived from others (and its variants), and an update names the top-level
 * fields whose value changed.
 */

import { PRODUCT_FIELDS, type ProductField } from "@vitrine/sdk/catalog-v3";
import type { Queryable } from "../../db/database.ts";
import { domainEvent } from "../../events/domain-event.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import type { ProductV3Document } from "../model/product-v3-document.ts";
import { serveProducts } from "./serve-products.ts";

const FQDN = "wix.stores.catalog.v3.product";

/** Fields that change on every write and say nothing about what changed. */
const IGNORED = new Set(["revision", "updatedDate"]);

/**
 * Requested fields left out of event entities: parts computed from others (plan prices from the
 * plans and variant prices, the cheapest variant from the variants, breadcrumbs from the
 * categories), so an update names the field it changed, not also what follows from it.
 */
const DERIVED: ReadonlySet<ProductField> = new Set<ProductField>([
  "SUBSCRIPTION_PRICES_INFO",
  "MIN_PRICE_VARIANT",
  "BREADCRUMBS_INFO",
]);

/** The requested fields of an event entity. */
const EVENT_FIELDS: ReadonlySet<ProductField> = new Set(
  PRODUCT_FIELDS.filter((field) => !DERIVED.has(field)),
);

/**
 * The event entity of a stored product: every requested field but the derived ones, with its
 * variants.
 *
 * @example
 * ```ts
 * const entity = await eventEntity(tx, built.doc);
 * ```
 */
export async function eventEntity(tx: Queryable, doc: ProductV3Document): Promise<Record<string, unknown>> {
  const [entity] = await serveProducts(tx, [doc], { fields: EVENT_FIELDS });
  return entity ?? {};
}

/** JSON with object keys sorted, so a document read back from jsonb compares equal to a fresh one. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function modified(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED.has(key)) continue;
    if (canonical(before[key]) !== canonical(after[key])) changed[key] = after[key] ?? null;
  }
  return changed;
}

/** One product change. */
export type ProductV3Change =
  | { slug: "created"; entity: Record<string, unknown> }
  | { slug: "updated"; before: Record<string, unknown>; entity: Record<string, unknown> }
  | { slug: "deleted"; entity: Record<string, unknown> };

/**
 * The outbox event of one change.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [productV3Event({ slug: "created", entity }, identity, now)]);
 * ```
 */
export function productV3Event(change: ProductV3Change, identity: EventIdentity, now: string): OutboxEvent {
  const part =
    change.slug === "created"
      ? { createdEvent: { entity: change.entity } }
      : change.slug === "updated"
        ? {
            updatedEvent: {
              currentEntity: change.entity,
              modifiedFields: modified(change.before, change.entity),
            },
          }
        : { deletedEvent: { deletedEntity: change.entity } };
  return domainEvent(
    { fqdn: FQDN, slug: change.slug, entityId: String(change.entity.id), part },
    identity,
    now,
  );
}
