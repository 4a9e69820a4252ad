/**
 * The inventory events' data under both names the provider publishes: the
 * wire reference's `externalId` (the product id) and `trackQuantity`, and the
 * names the provider's published JavaScript client types declare for the same
 * events (`productId`, `trackInventory`). Delivery adds the missing names, so a
 * receiver reads the product id under either.
 */
import { INVENTORY_ITEM_CHANGED, INVENTORY_VARIANTS_CHANGED } from "./inventory-event-types.ts";

type Json = Record<string, unknown>;

/**
 * `payload` of an `eventType` event with the client's names added when it is an inventory event
 * (any other payload is returned as it is).
 *
 * @example
 * ```ts
 * withInventoryFieldNames(INVENTORY_ITEM_CHANGED, { externalId: "p1", trackQuantity: true });
 * // { externalId: "p1", trackQuantity: true, productId: "p1", trackInventory: true }
 * ```
 */
export function withInventoryFieldNames(eventType: string, payload: Json): Json {
  if (eventType !== INVENTORY_ITEM_CHANGED && eventType !== INVENTORY_VARIANTS_CHANGED) return payload;
  return {
    ...payload,
    ...(payload.productId === undefined && payload.externalId !== undefined
      ? { productId: payload.externalId }
      : {}),
    ...(eventType === INVENTORY_ITEM_CHANGED &&
    payload.trackInventory === undefined &&
    payload.trackQuantity !== undefined
      ? { trackInventory: payload.trackQuantity }
      : {}),
  };
}
