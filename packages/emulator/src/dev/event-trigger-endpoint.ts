/**
 * `POST /_dev/events/trigger` (merchant API key): records an event the
 * emulator's own calls do not make on demand, and wakes the delivery workers.
 * `{type: "cart-abandoned"|"cart-recovered", cartId?}` records a cart event
 * without a cart; `{type: "inventory-variants-changed", productId, variantId?,
 * reason?: "ORDER"|"REVERT_INVENTORY_CHANGE", quantity?}` the stock change of an
 * order or its revert without an order (`inventory-trigger.ts`). The CLI's
 * `vitrine-emulator trigger` calls it (`trigger-command.ts`).
 */
import type { Database, Queryable } from "../db/database.ts";
import { invalidField } from "../errors.ts";
import { type OutboxEvent, recordEvents } from "../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { type CartTrigger, cartEvent } from "../webhooks/cart-events.ts";
import {
  INVENTORY_TRIGGER_REASONS,
  type InventoryTrigger,
  type InventoryTriggerReason,
  inventoryEvent,
} from "./inventory-trigger.ts";

const CART_TRIGGERS: readonly string[] = ["cart-abandoned", "cart-recovered"] satisfies CartTrigger[];
const INVENTORY_TRIGGER = "inventory-variants-changed";
const TRIGGERS = [...CART_TRIGGERS, INVENTORY_TRIGGER];

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw invalidField(field, "must be a non-empty string");
  return value;
}

/** Records the event `build` makes in one transaction and wakes the delivery workers. */
async function recordTriggered(
  db: Database,
  build: (tx: Queryable) => Promise<OutboxEvent>,
): Promise<OutboxEvent> {
  const event = await db.transaction(async (tx) => {
    const built = await build(tx);
    await recordEvents(tx, [built]);
    return built;
  });
  nudgeDeliveryWorkers(db);
  return event;
}

function readInventoryTrigger(payload: Record<string, unknown>): InventoryTrigger {
  const productId = optionalString(payload.productId, "productId");
  if (productId === undefined) throw invalidField("productId", "must be a product id", "REQUIRED_FIELD");
  const variantId = optionalString(payload.variantId, "variantId");
  const reason = payload.reason ?? "ORDER";
  if (!INVENTORY_TRIGGER_REASONS.includes(reason as InventoryTriggerReason))
    throw invalidField("reason", `must be one of ${INVENTORY_TRIGGER_REASONS.join(", ")}`);
  const quantity = payload.quantity ?? 1;
  if (typeof quantity !== "number" || !Number.isSafeInteger(quantity) || quantity < 1)
    throw invalidField("quantity", "must be a whole number of at least 1");
  return {
    productId,
    ...(variantId ? { variantId } : {}),
    reason: reason as InventoryTriggerReason,
    quantity,
  };
}

/**
 * `POST /_dev/events/trigger`: `{type: "cart-abandoned"|"cart-recovered", cartId?}` →
 * `{eventType, cartId}`; `{type: "inventory-variants-changed", productId, variantId?, reason?,
 * quantity?}` → `{eventType, productId, variantId, reason}`.
 */
export const triggerEventEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/events/trigger",
  access: "write",
  handle: async ({ db, config, payload, credentials }) => {
    const type = payload.type;
    if (typeof type !== "string" || !TRIGGERS.includes(type))
      throw invalidField("type", `must be one of ${TRIGGERS.join(", ")}`);
    if (type === INVENTORY_TRIGGER) {
      const trigger = readInventoryTrigger(payload);
      const event = await recordTriggered(db, (tx) => inventoryEvent(tx, trigger));
      const [variant] = event.payload.variants as { id: string }[];
      return {
        eventType: event.eventType,
        productId: trigger.productId,
        variantId: variant?.id,
        reason: trigger.reason,
      };
    }
    const cartId = optionalString(payload.cartId, "cartId");
    const event = await recordTriggered(db, (tx) =>
      cartEvent(tx, type as CartTrigger, cartId, config.publicUrl, new Date(credentials.now())),
    );
    return { eventType: event.eventType, cartId: event.payload.cartId };
  },
};
