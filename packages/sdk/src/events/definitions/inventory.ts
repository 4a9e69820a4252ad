/**
 * The inventory events (`com.wix.ecommerce.inventory.api.v1.InventoryItemChanged` and
 * `InventoryVariantsChanged`): plain events whose payload is the handler's `data`.
 */
import type { PlainEventDefinition } from "../event-definition.js";
import type { InventoryItemChanged, InventoryVariantsChanged } from "../model/inventory.js";

/**
 * An inventory item's settings (tracking, pre-order) changed; the handler gets
 * `{ data: InventoryItemChanged, metadata }` with `fieldMask` as a list.
 *
 * @example
 * ```ts
 * webhooks.on(inventoryItemChanged, ({ data }) => refreshProduct(data.externalId));
 * ```
 */
export const inventoryItemChanged: PlainEventDefinition<
  "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
  InventoryItemChanged
> = {
  type: "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
  kind: "plain",
  dates: ["data.updatedDate"],
  fieldMasks: ["data.fieldMask"],
};

/**
 * Stock of some variants changed; the handler gets `{ data: InventoryVariantsChanged, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(inventoryVariantsChanged, ({ data }) => {
 *   for (const v of data.variants ?? []) stock.set(v.id, v.newValue?.quantity);
 * });
 * ```
 */
export const inventoryVariantsChanged: PlainEventDefinition<
  "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged",
  InventoryVariantsChanged
> = {
  type: "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged",
  kind: "plain",
  dates: ["data.updatedDate"],
};
