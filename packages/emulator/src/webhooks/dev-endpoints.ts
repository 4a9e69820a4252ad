/**
 * The webhook dev endpoints (not part of the provider's protocol):
 * - `GET /_dev/webhooks/public-key` (public): the key that verifies deliveries, as PEM and JWK;
 * - `GET|POST /_dev/webhooks`, `DELETE /_dev/webhooks/{id}`: list, add, remove subscriptions;
 * - `GET /_dev/webhooks/deliveries`: the delivery log (`status`, `eventType`, `limit` filters);
 * - `POST /_dev/events/trigger` `{type: "cart-abandoned"|"cart-recovered", cartId?}`: records a
 *   cart event, since the emulator has no carts of its own; `{type: "inventory-variants-changed",
 *   productId, variantId?, reason?: "ORDER"|"REVERT_INVENTORY_CHANGE", quantity?}`: records the
 *   stock change of an order or its revert, since it has no orders either.
 * Everything but the public key needs a merchant API key: these endpoints make the emulator send
 * requests to URLs of the caller's choosing.
 */

import type { Database, Queryable } from "../db/database.ts";
import { invalidField, notFound } from "../errors.ts";
import { type OutboxEvent, recordEvents } from "../events/outbox.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { type CartTrigger, cartEvent } from "./cart-events.ts";
import { type DeliveryLogEntry, readDeliveryLog } from "./delivery-log.ts";
import {
  INVENTORY_TRIGGER_REASONS,
  type InventoryTrigger,
  type InventoryTriggerReason,
  inventoryEvent,
} from "./inventory-trigger.ts";
import { listSubscriptions, subscribe, unsubscribe } from "./subscriptions.ts";
import { WEBHOOK_JWT_ALGORITHM, webhookKey } from "./webhook-signing-key.ts";

const STATUSES: readonly DeliveryLogEntry["status"][] = ["pending", "delivered", "failed"];
const CART_TRIGGERS: readonly string[] = ["cart-abandoned", "cart-recovered"] satisfies CartTrigger[];
const INVENTORY_TRIGGER = "inventory-variants-changed";
const TRIGGERS = [...CART_TRIGGERS, INVENTORY_TRIGGER];

function readUrl(value: unknown): string {
  if (typeof value !== "string") throw invalidField("url", "must be an http(s) URL", "REQUIRED_FIELD");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidField("url", "must be an http(s) URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw invalidField("url", "must be an http(s) URL");
  return url.href;
}

function readEventTypes(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.some((t) => typeof t !== "string" || t === ""))
    throw invalidField("eventTypes", "must be a non-empty list of event types");
  return [...new Set(value as string[])];
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw invalidField(field, "must be a non-empty string");
  return value;
}

/** `GET /_dev/webhooks/public-key` → `{kid, alg, pem, jwk}`. */
export const webhookPublicKeyEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/public-key",
  access: "public",
  handle: async ({ db }) => {
    const key = await webhookKey(db);
    return { kid: key.kid, alg: WEBHOOK_JWT_ALGORITHM, pem: key.publicPem, jwk: key.publicJwk };
  },
};

/** `GET /_dev/webhooks` → `{subscriptions}`. */
export const listWebhooksEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks",
  access: "write",
  handle: async ({ db }) => ({ subscriptions: await listSubscriptions(db) }),
};

/** `POST /_dev/webhooks` `{url, eventTypes?}` → `{subscription}`. */
export const addWebhookEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/webhooks",
  access: "write",
  handle: async ({ db, payload }) => ({
    subscription: await subscribe(db, readUrl(payload.url), readEventTypes(payload.eventTypes), "api"),
  }),
};

/** `DELETE /_dev/webhooks/{id}` → `{}`, or 404. */
export const removeWebhookEndpoint: Endpoint = {
  method: "DELETE",
  path: "/_dev/webhooks/{id}",
  access: "write",
  handle: async ({ db, payload }) => {
    const id = optionalString(payload.id, "id") ?? "";
    if (!(await unsubscribe(db, id)))
      throw notFound("WEBHOOK_NOT_FOUND", `Webhook subscription ${id} not found`);
    return {};
  },
};

/** `GET /_dev/webhooks/deliveries?status=&eventType=&limit=` → `{deliveries}`. */
export const deliveryLogEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/deliveries",
  access: "write",
  handle: async ({ db, payload }) => {
    const status = optionalString(payload.status, "status");
    if (status !== undefined && !STATUSES.includes(status as DeliveryLogEntry["status"]))
      throw invalidField("status", `must be one of ${STATUSES.join(", ")}`);
    const limit = payload.limit === undefined ? undefined : Number(payload.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0 && limit <= 10_000))
      throw invalidField("limit", "must be an integer from 1 to 10000");
    const eventType = optionalString(payload.eventType, "eventType");
    return {
      deliveries: await readDeliveryLog(db, {
        ...(status ? { status: status as DeliveryLogEntry["status"] } : {}),
        ...(eventType ? { eventType } : {}),
        ...(limit ? { limit } : {}),
      }),
    };
  },
};

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
  handle: async ({ db, config, payload }) => {
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
      cartEvent(tx, type as CartTrigger, cartId, config.publicUrl, new Date()),
    );
    return { eventType: event.eventType, cartId: event.payload.cartId };
  },
};

/** The webhook dev endpoints, for the registry. */
export const webhookDevEndpoints: readonly Endpoint[] = [
  webhookPublicKeyEndpoint,
  listWebhooksEndpoint,
  addWebhookEndpoint,
  removeWebhookEndpoint,
  deliveryLogEndpoint,
  triggerEventEndpoint,
];
