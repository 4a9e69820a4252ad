/**
 * The ribbon domain events for the outbox (`wix.stores.catalog.v3.ribbon_created|updated|deleted`),
 * each carrying the catalogue v3 ribbon; an update also names the fields that changed.
 */
import { domainEvent } from "../../events/domain-event.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import { type RibbonRow, ribbonEntity } from "./ribbon-entity.ts";

const FQDN = "wix.stores.catalog.v3.ribbon";

/** One ribbon change: what {@link ribbonEvent} records. */
export type RibbonChange =
  | { slug: "created" | "deleted"; row: RibbonRow }
  | { slug: "updated"; row: RibbonRow; modifiedFields: Record<string, unknown> };

/**
 * The outbox event of one ribbon change at `now`.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [ribbonEvent({ slug: "created", row }, identity, now)]);
 * ```
 */
export function ribbonEvent(change: RibbonChange, identity: EventIdentity, now: string): OutboxEvent {
  const entity = ribbonEntity(change.row);
  const part =
    change.slug === "created"
      ? { createdEvent: { entity } }
      : change.slug === "updated"
        ? { updatedEvent: { currentEntity: entity, modifiedFields: change.modifiedFields } }
        : { deletedEvent: { deletedEntity: entity } };
  return domainEvent({ fqdn: FQDN, slug: change.slug, entityId: change.row.id, part }, identity, now);
}
