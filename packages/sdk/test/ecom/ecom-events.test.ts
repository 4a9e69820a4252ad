/**
 * The order and checkout events, delivered as the provider sends them (an RS256 JWT whose `data`
 * claim nests JSON strings): `order_created` hands the order as `entity`; `order_canceled` and
 * `checkout_completed` are action events whose `actionEvent.body` becomes `data`. Timestamps
 * arrive as `Date`; an action event without its body is malformed and reaches no handler.
 */

import type { Order } from "@vitrine/sdk/ecom";
import {
  checkoutCompleted,
  createWebhookProcessor,
  type EnvelopeOf,
  type EventDefinition,
  isMalformedPayloadError,
  orderCanceled,
  orderCreated,
} from "@vitrine/sdk/events";
import { beforeAll, describe, expect, it } from "vitest";
import { domain, EVENT_TIME } from "../events/support/payloads.ts";
import { generateKeys, signWebhook, type TestKeys } from "../events/support/webhook-signer.ts";

const ORDER_ID = "5a6b7c8d-1e2f-4a3b-9c4d-5e6f7a8b9c0d";
const CHECKOUT_ID = "0d9c8b7a-6f5e-4d4c-8b3a-2f1e0d9c8b7a";

const order: Order<string> = {
  id: ORDER_ID,
  number: "10001",
  createdDate: "2026-01-02T03:04:05.000Z",
  updatedDate: "2026-01-02T03:05:00.000Z",
  purchasedDate: "2026-01-02T03:04:05.000Z",
  status: "APPROVED",
  paymentStatus: "PAID",
  fulfillmentStatus: "NOT_FULFILLED",
  currency: "USD",
  lineItems: [
    {
      id: "l1",
      productName: { original: "Tee" },
      catalogReference: { appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e", catalogItemId: "p1" },
      quantity: 2,
      price: { amount: "20.00", formattedAmount: "$20.00" },
    },
  ],
  priceSummary: { subtotal: { amount: "40.00" }, total: { amount: "45.00", formattedAmount: "$45.00" } },
  activities: [{ id: "a1", type: "ORDER_PLACED", createdDate: "2026-01-02T03:04:05.000Z" }],
  checkoutId: CHECKOUT_ID,
};

let keys: TestKeys;
beforeAll(() => {
  keys = generateKeys();
});

async function deliver<D extends EventDefinition>(definition: D, payload: object): Promise<EnvelopeOf<D>> {
  const processor = createWebhookProcessor({ publicKey: keys.publicPem });
  const received: EnvelopeOf<D>[] = [];
  processor.on(definition, (envelope) => {
    received.push(envelope);
  });
  await processor.process(signWebhook(keys, definition.type, payload));
  expect(received).toHaveLength(1);
  return received[0]!;
}

describe("order and checkout events", () => {
  it("order_created hands the order as entity, its timestamps as Date", async () => {
    const got = await deliver(
      orderCreated,
      domain("wix.ecom.v1.order", "created", ORDER_ID, { createdEvent: { entity: order } }),
    );
    expect(got.entity).toMatchObject({ id: ORDER_ID, number: "10001", status: "APPROVED" });
    expect(got.entity.createdDate).toEqual(new Date("2026-01-02T03:04:05.000Z"));
    expect(got.entity.purchasedDate).toBeInstanceOf(Date);
    expect(got.entity.activities?.[0]?.createdDate).toBeInstanceOf(Date);
    expect(got.entity.lineItems?.[0]?.price?.amount).toBe("20.00");
    expect(got.metadata).toMatchObject({
      eventType: "wix.ecom.v1.order_created",
      entityFqdn: "wix.ecom.v1.order",
      slug: "created",
      entityId: ORDER_ID,
      eventTime: new Date(EVENT_TIME),
    });
  });

  it("order_canceled hands the action's body as data: the canceled order and how", async () => {
    const canceled = { ...order, status: "CANCELED" as const };
    const got = await deliver(
      orderCanceled,
      domain("wix.ecom.v1.order", "canceled", ORDER_ID, {
        actionEvent: { body: { order: canceled, restockAllItems: true, sendOrderCanceledEmail: false } },
      }),
    );
    expect(got.data).toMatchObject({ restockAllItems: true, sendOrderCanceledEmail: false });
    expect(got.data.order?.status).toBe("CANCELED");
    expect(got.data.order?.updatedDate).toEqual(new Date("2026-01-02T03:05:00.000Z"));
    expect(got.metadata).toMatchObject({
      slug: "canceled",
      entityId: ORDER_ID,
      eventId: "evt-wix.ecom.v1.order-canceled",
    });
  });

  it("checkout_completed hands the checkout", async () => {
    const checkout = {
      id: CHECKOUT_ID,
      completed: true,
      createdDate: "2026-01-02T03:00:00.000Z",
      lineItems: [],
    };
    const got = await deliver(
      checkoutCompleted,
      domain("wix.ecom.v1.checkout", "completed", CHECKOUT_ID, { actionEvent: { body: { checkout } } }),
    );
    expect(got.data.checkout).toMatchObject({ id: CHECKOUT_ID, completed: true });
    expect(got.data.checkout?.createdDate).toEqual(new Date("2026-01-02T03:00:00.000Z"));
  });

  it("an action event without its body is malformed and runs no handler", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem });
    let calls = 0;
    processor.on(orderCanceled, () => {
      calls += 1;
    });
    const body = signWebhook(keys, orderCanceled.type, domain("wix.ecom.v1.order", "canceled", ORDER_ID, {}));
    const error = await processor.process(body).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isMalformedPayloadError(error)).toBe(true);
    expect(String((error as Error).message)).toContain("actionEvent.body");
    expect(calls).toBe(0);
  });
});
