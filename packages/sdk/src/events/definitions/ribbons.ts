/**
 * The catalogue v3 ribbon events (`wix.stores.catalog.v3.ribbon_created|updated|deleted`): domain
 * events whose entity is a `RibbonV3`.
 */
import { type DomainEventDefinition, ENTITY_DATES, UPDATED_ENTITY_DATES } from "../event-definition.js";
import type { RibbonV3 } from "../model/ribbon.js";

/**
 * A ribbon was created; the handler gets `{ entity: RibbonV3, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(ribbonCreated, ({ entity }) => ribbons.set(entity.id, entity.name));
 * ```
 */
export const ribbonCreated: DomainEventDefinition<
  "wix.stores.catalog.v3.ribbon_created",
  RibbonV3,
  "created"
> = {
  type: "wix.stores.catalog.v3.ribbon_created",
  kind: "domain",
  action: "created",
  dates: ENTITY_DATES,
};

/**
 * A ribbon was updated; the handler gets `{ entity: RibbonV3, modifiedFields?, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(ribbonUpdated, ({ entity }) => ribbons.set(entity.id, entity.name));
 * ```
 */
export const ribbonUpdated: DomainEventDefinition<
  "wix.stores.catalog.v3.ribbon_updated",
  RibbonV3,
  "updated"
> = {
  type: "wix.stores.catalog.v3.ribbon_updated",
  kind: "domain",
  action: "updated",
  dates: UPDATED_ENTITY_DATES,
};

/**
 * A ribbon was deleted; the handler gets `{ entity?: RibbonV3, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(ribbonDeleted, ({ metadata }) => ribbons.delete(metadata.entityId));
 * ```
 */
export const ribbonDeleted: DomainEventDefinition<
  "wix.stores.catalog.v3.ribbon_deleted",
  RibbonV3,
  "deleted"
> = {
  type: "wix.stores.catalog.v3.ribbon_deleted",
  kind: "domain",
  action: "deleted",
  dates: ENTITY_DATES,
};
