/**
 * The catalogue v3 product events (`wix.stores.catalog.v3.product_created|updated|deleted`):
 * domain events whose entity is a `ProductV3`.
 */
import type { ProductV3 } from "../../catalog-v3/model/product-v3.js";
import { type DomainEventDefinition, ENTITY_DATES, UPDATED_ENTITY_DATES } from "../event-definition.js";

/**
 * A product was created; the handler gets `{ entity: ProductV3, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(productCreated, ({ entity }) => searchIndex.add(entity.id, entity.name));
 * ```
 */
export const productCreated: DomainEventDefinition<
  "wix.stores.catalog.v3.product_created",
  ProductV3,
  "created"
> = { type: "wix.stores.catalog.v3.product_created", kind: "domain", action: "created", dates: ENTITY_DATES };

/**
 * A product was updated; the handler gets `{ entity: ProductV3, modifiedFields?, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(productUpdated, ({ entity, modifiedFields }) => {
 *   if (modifiedFields && "name" in modifiedFields) searchIndex.rename(entity.id, entity.name);
 * });
 * ```
 */
export const productUpdated: DomainEventDefinition<
  "wix.stores.catalog.v3.product_updated",
  ProductV3,
  "updated"
> = {
  type: "wix.stores.catalog.v3.product_updated",
  kind: "domain",
  action: "updated",
  dates: UPDATED_ENTITY_DATES,
};

/**
 * A product was deleted; the handler gets `{ entity?: ProductV3, metadata }` (use
 * `metadata.entityId` when the entity is absent).
 *
 * @example
 * ```ts
 * webhooks.on(productDeleted, ({ metadata }) => searchIndex.remove(metadata.entityId));
 * ```
 */
export const productDeleted: DomainEventDefinition<
  "wix.stores.catalog.v3.product_deleted",
  ProductV3,
  "deleted"
> = { type: "wix.stores.catalog.v3.product_deleted", kind: "domain", action: "deleted", dates: ENTITY_DATES };
