/**
 * Shoppers racing for the last units, on both databases (on PostgreSQL through
 * separate pooled connections, and through two emulator apps with their own
 * pools on one database, as two processes would be): exactly as many orders
 * as there are units, the rest refused, stock at zero and never below.
 */

import { createApp, type Database } from "@vitrine/emulator";
import { openTestingDatabase } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";
import { buyer, createProduct, errorCode, line, variantStock } from "./support/shop-calls.ts";

const SHOPPERS = 20;
const UNITS = 5;

describe(`orders racing for the last units on ${testBackend}`, () => {
  let t: TestApp;
  let lamp: CreatedProduct;
  const cleanups: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    t = await startTestApp();
    lamp = await createProduct(t, {
      name: "Lamp",
      priceData: { price: 40 },
      stock: { trackInventory: true, quantity: UNITS },
    });
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await t.close();
  });

  /** A checkout of one lamp for each of `count` new visitors. */
  async function checkouts(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const token = await t.visitorToken();
      await buyer(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems: [line(lamp.id, 1)] });
      const reply = await buyer<{ checkoutId: string }>(
        t,
        token,
        "POST",
        "/ecom/v1/carts/current/create-checkout",
        {},
      );
      ids.push(reply.body.checkoutId);
    }
    return ids;
  }

  async function expectExactlyUnitsSold(replies: { statusCode: number; json(): unknown }[]) {
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, errorCode({ status: r.statusCode, body: r.json() })])).toEqual(
      Array.from({ length: SHOPPERS - UNITS }, () => [409, "FULL_OUT_OF_STOCK"]),
    );
    expect(await t.db.query("select id from orders")).toHaveLength(UNITS);
    expect(await variantStock(t, lamp.id, {})).toMatchObject({ quantity: 0, inStock: false });
    const numbers = await t.db.query<{ number: string }>(
      "select number::text as number from orders order by number",
    );
    expect(numbers.map((r) => r.number)).toEqual(["10001", "10002", "10003", "10004", "10005"]);
    const changes = await t.db.query<{ payload: { variants: { newValue: { quantity: number } }[] } }>(
      "select payload from outbox where event_type = 'com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged' order by id",
    );
    expect(changes.slice(-UNITS).map((c) => c.payload.variants[0]?.newValue.quantity)).toEqual([
      4, 3, 2, 1, 0,
    ]);
  }

  it(`gives ${SHOPPERS} shoppers racing for ${UNITS} units exactly ${UNITS} orders`, async () => {
    const ids = await checkouts(SHOPPERS);
    const replies = await Promise.all(
      ids.map((id) =>
        t.inject({
          method: "POST",
          url: `/ecom/v1/checkouts/${id}/create-order`,
          headers: t.merchantHeaders,
          payload: {},
        }),
      ),
    );
    await expectExactlyUnitsSold(replies);
  });

  it("holds with two emulator apps sharing one database", async () => {
    let secondDb: Database = t.db;
    if (testBackend === "postgres") {
      const pool = await openTestingDatabase(await workerPostgresUrl());
      cleanups.push(() => pool.close());
      secondDb = pool;
    }
    const second = createApp({ db: secondDb, config: t.config });
    await second.ready();
    cleanups.push(() => second.close());
    const ids = await checkouts(SHOPPERS);
    const replies = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? t.app : second).inject({
          method: "POST",
          url: `/ecom/v1/checkouts/${id}/create-order`,
          headers: t.merchantHeaders,
          payload: {},
        }),
      ),
    );
    await expectExactlyUnitsSold(replies);
  });
});
