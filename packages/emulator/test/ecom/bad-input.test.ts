/**
 * Malformed requests to every cart, checkout and order call: each answers a
 * 4xx in the provider's envelope (never a 500) and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: walks the registry of every ecom endpoint
import { ecomEndpoints } from "../../src/ecom/ecom-endpoints.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createTee, line, merchant } from "./support/shop-calls.ts";

/** Values that are wrong almost everywhere: wrong types, empty, huge, hostile. */
const JUNK: unknown[] = [
  null,
  42,
  -1,
  1.5,
  "text",
  "",
  true,
  [],
  [null],
  [42],
  {},
  { $where: "1" },
  "x".repeat(5000),
  { __proto__: { polluted: true } },
  [{ catalogReference: { appId: 7, catalogItemId: [] }, quantity: "1e400" }],
  [{ id: {}, quantity: 2 }],
  { options: { Size: 5 } },
];

/** Each call gets every `SAMPLE_EVERY`-th body, shifted by one per call, so every body reaches some calls. */
const SAMPLE_EVERY = 10;

/** Bodies built from one junk value placed in each field the calls read. */
function bodiesWith(junk: unknown): Record<string, unknown>[] {
  return [
    { lineItems: junk },
    { lineItems: [{ catalogReference: junk, quantity: 1 }] },
    {
      lineItems: [
        {
          catalogReference: {
            appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
            catalogItemId: "p",
            options: junk,
          },
          quantity: 1,
        },
      ],
    },
    { lineItemIds: junk },
    { cartInfo: junk, couponCode: junk },
    { cartInfo: { buyerInfo: junk, buyerNote: junk } },
    { checkout: junk },
    { checkout: { id: "k", buyerInfo: junk, shippingInfo: junk, billingInfo: junk } },
    { email: junk, shippingAddress: junk, channelType: junk },
    { search: junk },
    { search: { filter: junk, sort: junk, cursorPaging: junk } },
    { search: { cursorPaging: { limit: junk, cursor: junk } } },
    { id: junk, restockAllItems: junk },
  ];
}

describe(`bad input to the ecom calls on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** What no refused call may change: the catalogue, orders, events, and the cart's lines and coupon. */
  const snapshot = async () => ({
    carts: await t.db.query("select id, doc, ended_at from carts order by id"),
    orders: await t.db.query("select * from orders order by id"),
    products: await t.db.query("select doc from products order by id"),
    outbox: await t.db.query("select count(*)::int as n from outbox"),
  });

  it("answers every malformed request with a 4xx envelope, never a 500, and changes nothing", async () => {
    const tee = await createTee(t);
    const visitor = await t.visitorToken();
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const before = await snapshot();
    let cases = 0;
    for (const [endpointIndex, endpoint] of ecomEndpoints.entries()) {
      if (endpoint.method === "DELETE") continue;
      const url = endpoint.path.replace(/\{[^}]+\}/g, "no-such-id");
      for (const [index, body] of JUNK.flatMap(bodiesWith).entries()) {
        if ((index + endpointIndex) % SAMPLE_EVERY !== 0) continue;
        for (const reply of [
          await buyer(t, visitor, endpoint.method, url, body),
          await merchant(t, endpoint.method, url, body),
        ]) {
          cases++;
          const route = `${endpoint.method} ${endpoint.path}`;
          if (reply.status === 200) continue;
          expect({ route, body, status: reply.status }).toEqual({
            route,
            body,
            status: expect.toSatisfy((s: number) => s >= 400 && s < 500),
          });
          expect(reply.body).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    console.log(`ecom bad input (${testBackend}): ${cases} requests`);
  }, 180_000);
});
