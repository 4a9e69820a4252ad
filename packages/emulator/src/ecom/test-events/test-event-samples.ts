/**
 * One sample event of every event type the emulator delivers, for "send a
 * test event": each is built from the store's data where it has some (its
 * newest product, ribbon, cart, checkout or order, with that record's id and
 * fields) and from a made-up record of the same shape where it has none, and
 * has the envelope and payload a real event of its type carries. Samples are
 * only recorded and delivered: nothing in the store changes.
 */
import { randomUUID } from "node:crypto";
import type { ProductDocument } from "../../catalog/model/product-document.ts";
import { productEvent } from "../../catalog/writes/product-events.ts";
import type { Queryable } from "../../db/database.ts";
import { domainEvent } from "../../events/domain-event.ts";
import { INVENTORY_ITEM_CHANGED, INVENTORY_VARIANTS_CHANGED } from "../../events/inventory-event-types.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import { CART_ABANDONED, CART_RECOVERED, cartEvent } from "../../webhooks/cart-events.ts";
import type { CheckoutDocument } from "../checkout/checkout-document.ts";
import {
  fulfillmentsUpdatedEvent,
  orderFulfilledEvent,
  orderUpdatedEvent,
  paymentStatusUpdatedEvent,
  refundCompletedEvent,
} from "../order-transactions/order-change-events.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { checkoutCompletedEvent, orderCanceledEvent, orderCreatedEvent } from "../orders/order-events.ts";
import { sampleOrder, sampleProduct, sampleRefund } from "./sample-records.ts";

/** What a sample is built with: the caller's identity, the time, the emulator's public URL. */
export interface SampleOrigin {
  identity: EventIdentity;
  now: string;
  publicUrl: string;
}

type Sample = (tx: Queryable, origin: SampleOrigin) => Promise<OutboxEvent>;

async function newest<T>(tx: Queryable, sql: string): Promise<T | undefined> {
  return (await tx.query<{ doc: T }>(sql))[0]?.doc;
}
const product = async (tx: Queryable) =>
  (await newest<ProductDocument>(tx, "select doc from products order by last_updated desc limit 1")) ??
  sampleProduct();
const order = async (tx: Queryable) =>
  (await newest<OrderDocument>(tx, "select doc from orders order by created_at desc limit 1")) ??
  sampleOrder();
const checkout = async (tx: Queryable) =>
  (await newest<CheckoutDocument>(tx, "select doc from checkouts order by updated_at desc limit 1")) ??
  ({ ...sampleOrder(), completed: true } as unknown as CheckoutDocument);
const cartId = async (tx: Queryable) =>
  (await tx.query<{ id: string }>("select id from carts order by updated_at desc limit 1"))[0]?.id;

async function ribbon(tx: Queryable): Promise<{ id: string; name: string }> {
  const [row] = await tx.query<{ id: string; name: string }>(
    "select id, name from ribbons order by updated_date desc limit 1",
  );
  return row ?? { id: randomUUID(), name: "Sample ribbon" };
}

function ribbonSample(slug: "created" | "updated" | "deleted"): Sample {
  return async (tx, { identity, now }) => {
    const entity = { ...(await ribbon(tx)), revision: "1", createdDate: now, updatedDate: now };
    const part =
      slug === "created"
        ? { createdEvent: { entity } }
        : slug === "updated"
          ? { updatedEvent: { currentEntity: entity, modifiedFields: { name: entity.name } } }
          : { deletedEvent: { deletedEntity: entity } };
    return domainEvent(
      { fqdn: "wix.stores.catalog.v3.ribbon", slug, entityId: entity.id, part },
      identity,
      now,
    );
  };
}

function inventorySample(eventType: string): Sample {
  return async (tx, { identity, now }) => {
    const p = await product(tx);
    const variantId = p.variants?.[0]?.id ?? "00000000-0000-0000-0000-000000000000";
    const stock = { inStock: true, quantity: 5, availableForPreorder: false };
    const change = {
      id: variantId,
      oldValue: stock,
      newValue: { ...stock, quantity: 4 },
      changedBy: { reason: "ORDER" },
    };
    const payload =
      eventType === INVENTORY_VARIANTS_CHANGED
        ? { inventoryItemId: p.inventoryItemId ?? p.id, externalId: p.id, variants: [change] }
        : {
            inventoryItemId: p.inventoryItemId ?? p.id,
            externalId: p.id,
            trackInventory: true,
            preorderInfo: { enabled: false },
          };
    return { eventType, entityId: p.id, identity, payload: { ...payload, eventTime: now } };
  };
}

/** The sample of every event type the emulator delivers, by type. */
export const TEST_EVENT_SAMPLES: Readonly<Record<string, Sample>> = {
  "wix.stores.catalog.v3.product_created": async (tx, o) =>
    productEvent({ slug: "created", entity: await product(tx) }, o.identity, o.now),
  "wix.stores.catalog.v3.product_updated": async (tx, o) => {
    const entity = await product(tx);
    return productEvent(
      { slug: "updated", before: { ...entity, name: `${entity.name} (before)` }, entity },
      o.identity,
      o.now,
    );
  },
  "wix.stores.catalog.v3.product_deleted": async (tx, o) =>
    productEvent({ slug: "deleted", entity: await product(tx) }, o.identity, o.now),
  "wix.stores.catalog.v3.ribbon_created": ribbonSample("created"),
  "wix.stores.catalog.v3.ribbon_updated": ribbonSample("updated"),
  "wix.stores.catalog.v3.ribbon_deleted": ribbonSample("deleted"),
  [INVENTORY_VARIANTS_CHANGED]: inventorySample(INVENTORY_VARIANTS_CHANGED),
  [INVENTORY_ITEM_CHANGED]: inventorySample(INVENTORY_ITEM_CHANGED),
  [CART_ABANDONED]: async (tx, o) =>
    cartEvent(tx, "cart-abandoned", await cartId(tx), o.publicUrl, new Date(o.now)),
  [CART_RECOVERED]: async (tx, o) =>
    cartEvent(tx, "cart-recovered", await cartId(tx), o.publicUrl, new Date(o.now)),
  "wix.ecom.v1.checkout_completed": async (tx, o) =>
    checkoutCompletedEvent(await checkout(tx), o.identity, o.now),
  "wix.ecom.v1.order_created": async (tx, o) => orderCreatedEvent(await order(tx), o.identity, o.now),
  "wix.ecom.v1.order_canceled": async (tx, o) =>
    orderCanceledEvent(
      { ...(await order(tx)), status: "CANCELED" },
      { restockAllItems: true, sendOrderCanceledEmail: false },
      o.identity,
      o.now,
    ),
  "wix.ecom.v1.order_updated": async (tx, o) => orderUpdatedEvent(await order(tx), ["updatedDate"], o),
  "wix.ecom.v1.order_payment_status_updated": async (tx, o) =>
    paymentStatusUpdatedEvent({ ...(await order(tx)), paymentStatus: "PAID" }, "NOT_PAID", o),
  "wix.ecom.v1.order_fulfilled": async (tx, o) =>
    orderFulfilledEvent({ ...(await order(tx)), fulfillmentStatus: "FULFILLED" }, "NOT_FULFILLED", o),
  "wix.ecom.v1.fulfillments_updated": async (tx, o) => {
    const { id, lineItems } = await order(tx);
    const fulfillment = {
      id: randomUUID(),
      createdDate: o.now,
      lineItems: lineItems.map((line) => ({ id: line.id, quantity: line.quantity })),
      completed: true,
    };
    return fulfillmentsUpdatedEvent({ orderId: id, fulfillments: [fulfillment] }, o);
  },
  "wix.ecom.v1.order_transactions_refund_completed": async (tx, o) => {
    const placed = await order(tx);
    const { refund, transactions } = sampleRefund(placed, o.now);
    return refundCompletedEvent(transactions, refund, { restockInfo: { type: "NO_ITEMS", items: [] } }, o);
  },
  "wix.headless.v1.redirect_session_created": async (_tx, { identity, now, publicUrl }) => {
    const id = randomUUID();
    const fullUrl = `${publicUrl}/_hosted/checkout?checkoutId=${randomUUID()}`;
    const entity = {
      id,
      fullUrl,
      urlDetails: { endpoint: `${publicUrl}/_hosted/checkout`, searchParams: {} },
      sessionToken: "",
    };
    return domainEvent(
      {
        fqdn: "wix.headless.v1.redirect_session",
        slug: "created",
        entityId: id,
        part: { createdEvent: { entity } },
      },
      identity,
      now,
    );
  },
};

/** Every event type a test event can be sent for, sorted. */
export const TEST_EVENT_TYPES: readonly string[] = Object.keys(TEST_EVENT_SAMPLES).sort();
