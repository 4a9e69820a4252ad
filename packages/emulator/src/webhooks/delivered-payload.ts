/**
 * What a webhook's inner `data` carries for one outbox row. Domain events
 * (rows with an `entity_fqdn`) are delivered in the domain-event envelope: a
 * row already recorded in that form is kept, one recorded as a bare entity is
 * wrapped (id, entityFqdn, slug, entityId, eventTime, and the part its slug
 * names). Product entities recorded as catalogue v1 documents become v3
 * products. Plain events are delivered as recorded, inventory events with the
 * provider client's field names added (see `inventory-field-names.ts`).
 */
import { createHash } from "node:crypto";
import type { ProductDocument } from "../catalog/model/product-document.ts";
import { modifiedFieldsV3, toProductV3 } from "../catalog/model/product-v3.ts";
import { withInventoryFieldNames } from "../events/inventory-field-names.ts";

/** The fqdn of catalogue v3 products, whose events carry v3 entities. */
export const PRODUCT_V3_FQDN = "wix.stores.catalog.v3.product";

/** The outbox columns delivery reads. */
export interface RecordedEvent {
  id: string;
  eventType: string;
  entityFqdn: string | null;
  entityId: string | null;
  slug: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

type Json = Record<string, unknown>;

const ENVELOPE_PARTS = ["createdEvent", "updatedEvent", "deletedEvent", "actionEvent"] as const;

const object = (value: unknown): Json | undefined =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;

/** A stable UUID-shaped id for a row recorded without one, the same on every attempt. */
function stableEventId(event: RecordedEvent): string {
  const hex = createHash("sha256")
    .update(`outbox:${event.id}:${event.createdAt.toISOString()}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function wrap(event: RecordedEvent): Json {
  const entity = event.payload;
  const part =
    event.slug === "created"
      ? { createdEvent: { entity } }
      : event.slug === "updated"
        ? { updatedEvent: { currentEntity: entity } }
        : event.slug === "deleted"
          ? { deletedEvent: { deletedEntity: entity } }
          : { actionEvent: { body: entity } };
  return {
    id: stableEventId(event),
    entityFqdn: event.entityFqdn,
    slug: event.slug ?? "action",
    entityId: event.entityId ?? (typeof entity.id === "string" ? entity.id : undefined),
    eventTime: event.createdAt.toISOString(),
    triggeredByAnonymizeRequest: false,
    ...part,
  };
}

/** A v1 product has lower-case `productType` or v1-only price fields; a v3 one has neither. */
function isV1Product(entity: Json | undefined): entity is ProductDocument & Json {
  if (!entity) return false;
  return entity.productType === "physical" || entity.productType === "digital" || "priceData" in entity;
}

function productsToV3(envelope: Json): Json {
  const created = object(envelope.createdEvent);
  const updated = object(envelope.updatedEvent);
  const deleted = object(envelope.deletedEvent);
  const result = { ...envelope };
  if (created && isV1Product(object(created.entity)))
    result.createdEvent = { ...created, entity: toProductV3(created.entity as ProductDocument) };
  if (updated) {
    const current = object(updated.currentEntity);
    if (isV1Product(current)) {
      const v3 = toProductV3(current);
      const modified = object(updated.modifiedFields);
      result.updatedEvent = {
        ...updated,
        currentEntity: v3,
        ...(modified ? { modifiedFields: modifiedFieldsV3(modified, v3) } : {}),
      };
    }
  }
  if (deleted && isV1Product(object(deleted.deletedEntity)))
    result.deletedEvent = {
      ...deleted,
      deletedEntity: toProductV3(deleted.deletedEntity as ProductDocument),
    };
  return result;
}

/**
 * The payload delivered for `event` (the inner `data` of the webhook).
 *
 * @example
 * ```ts
 * deliveredPayload({ id: "7", eventType: "wix.stores.catalog.v3.ribbon_created", entityFqdn: "wix.stores.catalog.v3.ribbon",
 *   entityId: "r1", slug: "created", payload: { id: "r1", name: "Sale" }, createdAt: new Date() }).createdEvent;
 * // { entity: { id: "r1", name: "Sale" } }
 * ```
 */
export function deliveredPayload(event: RecordedEvent): Json {
  if (!event.entityFqdn) return withInventoryFieldNames(event.eventType, event.payload);
  const envelope = ENVELOPE_PARTS.some((part) => part in event.payload) ? event.payload : wrap(event);
  return event.entityFqdn === PRODUCT_V3_FQDN ? productsToV3(envelope) : envelope;
}
