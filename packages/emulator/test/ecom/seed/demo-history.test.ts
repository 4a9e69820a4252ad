/**
 * The demo store's history on a real database (PGlite and PostgreSQL): equal seeds give equal
 * stores, orders spread over the last 90 days, stock lowered by exactly the units of the orders
 * kept, and the events of every order, cancellation, abandonment and recovery recorded, with an
 * abandoned checkout record per abandoned cart, the bought ones RECOVERED.
 */

import { defaultConfig } from "@vitrine/emulator";
import {
  type DemoHistoryResult,
  demoShopSettings,
  type OrderDocument,
  seedDemoHistory,
  seedDemoStore,
  seedDemoStoreV3,
} from "@vitrine/emulator/testing";
import type { CatalogVersion } from "@vitrine/sdk/catalog";
import { cartAbandoned, cartRecovered } from "@vitrine/sdk/events";
import { beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: compares the seeded orders with the catalogue items they price
import { loadCatalogItems } from "../../../src/ecom/pricing/catalog-items.ts";
import { resetDatabase, testDatabase } from "../../support/test-database.ts";

const db = await testDatabase();
beforeEach(() => resetDatabase(db));

const NOW = new Date("2026-06-15T15:30:00.000Z");
const DAY = 86_400_000;
const PUBLIC_URL = "http://localhost:4000";

function config(catalogVersion: CatalogVersion = "V1_CATALOG") {
  return defaultConfig({ catalogVersion, shop: demoShopSettings(), publicUrl: PUBLIC_URL });
}

async function orders(): Promise<OrderDocument[]> {
  const rows = await db.query<{ doc: OrderDocument }>("select doc from orders order by number");
  return rows.map((row) => row.doc);
}

/** What a store's history is, ids apart (a seed's product and order ids are random). */
async function history() {
  return (await orders()).map((order) => ({
    number: order.number,
    createdDate: order.createdDate,
    status: order.status,
    email: order.buyerInfo.email,
    member: order.buyerInfo.memberId !== undefined,
    total: order.priceSummary.total.amount,
    coupons: order.appliedDiscounts.map((discount) => (discount.coupon as { code: string }).code),
    lines: order.lineItems.map((line) => [line.productName, line.descriptionLines, line.quantity]),
  }));
}

async function eventCount(type: string, where = "event_type = $1"): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from outbox where ${where}`, [type]);
  return row?.n ?? 0;
}

/** Each tracked variant's units in stock, by product and variant id. */
async function stock(version: CatalogVersion): Promise<Map<string, number>> {
  const table = version === "V3_CATALOG" ? "v3_products" : "products";
  const ids = (await db.query<{ id: string }>(`select id from ${table}`)).map((row) => row.id);
  const units = new Map<string, number>();
  for (const item of (await loadCatalogItems(db, version, ids)).values())
    for (const variant of item.variants)
      if (variant.stock.tracked) units.set(`${item.id}/${variant.id}`, variant.stock.quantity);
  return units;
}

/** Checks that `all` are a few hundred orders by members and guests over the last 90 days. */
function expectSpread(all: OrderDocument[], made: DemoHistoryResult): void {
  expect(all.length).toBe(made.orders);
  expect(made.orders).toBeGreaterThanOrEqual(250);
  const ages = all.map((order) => (NOW.getTime() - Date.parse(order.createdDate)) / DAY);
  expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...ages)).toBeLessThan(90);
  expect(ages.filter((age) => age < 7).length).toBeGreaterThan(10);
  expect(ages.filter((age) => age > 60).length).toBeGreaterThan(10);
  expect(new Set(all.map((order) => order.createdDate.slice(0, 10))).size).toBeGreaterThan(60);
  const numbers = all.map((order) => order.createdDate);
  expect(numbers).toEqual([...numbers].sort());
  const cancelled = all.filter((order) => order.status === "CANCELED");
  expect(cancelled.length).toBe(made.cancelled);
  expect(cancelled.length).toBeGreaterThan(0);
  expect(cancelled.length).toBeLessThan(all.length / 10);
  expect(all.filter((order) => order.appliedDiscounts.length > 0).length).toBeGreaterThan(10);
  expect(all.filter((order) => order.lineItems.some((line) => line.quantity > 1)).length).toBeGreaterThan(10);
  expect(all.filter((order) => order.lineItems.length > 1).length).toBeGreaterThan(10);
  const members = new Set(all.flatMap((order) => order.buyerInfo.memberId ?? []));
  expect(members.size).toBeGreaterThan(20);
  expect(made.members).toBeGreaterThanOrEqual(members.size);
  expect(all.some((order) => order.buyerInfo.memberId === undefined)).toBe(true);
}

describe("seedDemoHistory", () => {
  it("gives the same store for the same seed, and leaves a store with orders as it is", {
    timeout: 120_000,
  }, async () => {
    const small = { now: NOW, orders: 20, leftCarts: 8 };
    await seedDemoStore(db, PUBLIC_URL);
    const made = await seedDemoHistory(db, config(), small);
    const first = await history();
    expect(first.length).toBe(made.orders);
    expect(await seedDemoHistory(db, config(), small)).toEqual({
      orders: 0,
      cancelled: 0,
      members: 0,
      abandoned: 0,
      recovered: 0,
    });
    await resetDatabase(db);
    await seedDemoStore(db, PUBLIC_URL);
    expect(await seedDemoHistory(db, config(), small)).toEqual(made);
    expect(await history()).toEqual(first);
  });

  const cases = [
    { version: "V1_CATALOG", sizes: {}, what: "a few hundred orders by members and guests over 90 days" },
    { version: "V3_CATALOG", sizes: { orders: 100, leftCarts: 30 }, what: "catalogue v3" },
  ] as const;
  for (const { version, sizes, what } of cases)
    it(`takes exactly the kept orders' units from stock and records the events: ${what}`, {
      timeout: 120_000,
    }, async () => {
      await (version === "V3_CATALOG" ? seedDemoStoreV3 : seedDemoStore)(db, PUBLIC_URL);
      const before = await stock(version);
      const made = await seedDemoHistory(db, config(version), { now: NOW, ...sizes });
      if (version === "V1_CATALOG") expectSpread(await orders(), made);
      const after = await stock(version);
      const sold = new Map<string, number>();
      for (const order of await orders())
        if (order.status !== "CANCELED")
          for (const line of order.lineItems) {
            const key = `${line.catalogReference.catalogItemId}/${line.catalogReference.options?.variantId}`;
            sold.set(key, (sold.get(key) ?? 0) + line.quantity);
          }
      for (const [key, units] of before) expect(after.get(key), key).toBe(units - (sold.get(key) ?? 0));
      expect([...after.values()].every((units) => units >= 0)).toBe(true);
      expect(await eventCount("created", "entity_fqdn = 'wix.ecom.v1.order' and slug = $1")).toBe(
        made.orders,
      );
      expect(await eventCount("canceled", "entity_fqdn = 'wix.ecom.v1.order' and slug = $1")).toBe(
        made.cancelled,
      );
      expect(await eventCount("com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged")).toBeGreaterThan(
        made.orders,
      );
      expect(made.abandoned).toBeGreaterThan(0);
      expect(await eventCount(cartAbandoned.type)).toBe(made.abandoned);
      expect(made.recovered).toBeGreaterThan(0);
      expect(await eventCount(cartRecovered.type)).toBe(made.recovered);
      const records = await db.query<{ status: string; n: number }>(
        "select status, count(*)::int as n from abandoned_checkouts group by status order by status",
      );
      expect(records).toEqual([
        { status: "ABANDONED", n: made.abandoned - made.recovered },
        { status: "RECOVERED", n: made.recovered },
      ]);
    });
});
