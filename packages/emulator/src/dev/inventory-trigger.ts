/**
 * Inventory events for the dev trigger: `InventoryVariantsChanged` with the
 * reasons only orders produce (`ORDER`, `REVERT_INVENTORY_CHANGE`), which the
 * emulator has no calls for. The event is built from the product's stored
 * stock as if an order took `quantity` units of one variant (`ORDER`) or a
 * cancelled one gave them back (`REVERT_INVENTORY_CHANGE`); like the cart
 * triggers it only records the event: the stored stock does not change. The
 * variant must track its quantity (set the product's `stock.trackInventory`).
 * An order is placed by a visitor (`ANONYMOUS_VISITOR`); a revert by the site
 * owner (`WIX_USER`).
 */
import { randomUUID } from "node:crypto";
import type { ProductDocument, VariantDocument } from "../catalog/model/product-document.ts";
import { inventoryValue } from "../catalog/writes/inventory-events.ts";
import type { Queryable } from "../db/database.ts";
import { invalidField, notFound } from "../errors.ts";
import { INVENTORY_VARIANTS_CHANGED } from "../events/inventory-event-types.ts";
import type { OutboxEvent } from "../events/outbox.ts";

/** The change reasons the trigger can record. */
export const INVENTORY_TRIGGER_REASONS = ["ORDER", "REVERT_INVENTORY_CHANGE"] as const;

/** One of {@link INVENTORY_TRIGGER_REASONS}. */
export type InventoryTriggerReason = (typeof INVENTORY_TRIGGER_REASONS)[number];

/** What the trigger is asked for. */
export interface InventoryTrigger {
  productId: string;
  /** The variant (default: the product's first). */
  variantId?: string;
  reason: InventoryTriggerReason;
  /** Units the order took or gave back (default 1). */
  quantity: number;
}

function pickVariant(product: ProductDocument, variantId: string | undefined): VariantDocument {
  const variants = (product.variants ?? []) as VariantDocument[];
  const variant = variantId === undefined ? variants[0] : variants.find((v) => v.id === variantId);
  if (!variant)
    throw notFound("VARIANT_NOT_FOUND", `Variant ${variantId} of product ${product.id} not found`);
  if (variant.stock?.trackQuantity !== true)
    throw invalidField(
      "productId",
      `product ${product.id} does not track the quantity of variant ${variant.id}; set its stock.trackInventory first`,
      "FAILED_PRECONDITION",
    );
  return variant;
}

/**
 * Builds the `InventoryVariantsChanged` event of `trigger`.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [await inventoryEvent(tx, { productId, reason: "ORDER", quantity: 1 })]);
 * ```
 */
export async function inventoryEvent(db: Queryable, trigger: InventoryTrigger): Promise<OutboxEvent> {
  const [row] = await db.query<{ doc: ProductDocument }>("select doc from products where id = $1", [
    trigger.productId,
  ]);
  if (!row) throw notFound("PRODUCT_NOT_FOUND", `Product ${trigger.productId} not found`);
  const product = row.doc;
  const variant = pickVariant(product, trigger.variantId);
  const oldValue = inventoryValue(variant);
  const before = oldValue.quantity ?? 0;
  const quantity =
    trigger.reason === "ORDER" ? Math.max(0, before - trigger.quantity) : before + trigger.quantity;
  const inventoryItemId = product.inventoryItemId ?? product.id;
  return {
    eventType: INVENTORY_VARIANTS_CHANGED,
    entityId: inventoryItemId,
    identity:
      trigger.reason === "ORDER"
        ? { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: randomUUID() }
        : { identityType: "WIX_USER", wixUserId: "site-owner" },
    payload: {
      inventoryItemId,
      externalId: product.id,
      variants: [
        {
          id: variant.id,
          oldValue,
          newValue: { ...oldValue, inStock: quantity > 0, quantity },
          changedBy: { reason: trigger.reason },
        },
      ],
    },
  };
}
