/**
 * The bulk preview computed in the browser agrees with what the emulator stores: the same
 * products, changed by the SDK's bulk calls with the request the dashboard sends, read back.
 */

import { type ListeningTestApp, listenTestApp, TEST_API_KEY, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { type Product, products } from "@vitrine/sdk/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BulkChange,
  bulkRequest,
  currentAmount,
  previewBulkChange,
} from "../../src/admin/bulk/bulk-change.ts";

const PRICES = [10.05, 19.99, 0.35, 1.005, 2.675, 99.95, 12.5, 7];

let emulator: ListeningTestApp;
let admin: ReturnType<typeof adminClient>;

function adminClient() {
  return createClient({
    baseUrl: emulator.baseUrl,
    modules: { products },
    auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
    retry: false,
  });
}

beforeAll(async () => {
  emulator = await listenTestApp();
  admin = adminClient();
});
afterAll(() => emulator?.close());

async function freshProducts(): Promise<Product[]> {
  return Promise.all(
    PRICES.map((price, i) =>
      admin.products.createProduct({
        name: `Bulk ${i}`,
        productType: "physical",
        priceData: { price },
        costAndProfitData: { itemCost: price / 2 },
        weight: price / 10,
      }),
    ),
  );
}

async function applyAndRead(list: Product[], change: BulkChange): Promise<number[]> {
  const ids = list.map((p) => p.id ?? "");
  const request = bulkRequest(change);
  const answer =
    request.kind === "set"
      ? await admin.products.bulkUpdateProducts(ids, request.set)
      : await admin.products.bulkAdjustProductProperties(ids, request.adjust);
  expect(answer.bulkActionMetadata?.totalFailures).toBe(0);
  const stored = await Promise.all(
    ids.map((id) => admin.products.getProduct(id, { includeMerchantSpecificData: true })),
  );
  return stored.map((p) => currentAmount(p, change.property));
}

describe("bulk preview against the emulator", () => {
  const changes: BulkChange[] = [
    { mode: "adjust", property: "price", by: "percentage", value: 10, roundToInt: false },
    { mode: "adjust", property: "price", by: "percentage", value: -50, roundToInt: false },
    { mode: "adjust", property: "cost", by: "percentage", value: 7.5, roundToInt: true },
    { mode: "adjust", property: "weight", by: "amount", value: 0.015, roundToInt: false },
    { mode: "set", property: "price", by: "amount", value: 3.335, roundToInt: false },
  ];
  for (const change of changes) {
    it(`${change.mode} ${change.property} by ${change.value}${change.by === "percentage" ? " %" : ""}${change.roundToInt ? ", whole numbers" : ""}`, async () => {
      const list = await freshProducts();
      const preview = previewBulkChange(list, change).map((row) => row.after);
      expect(await applyAndRead(list, change)).toEqual(preview);
    });
  }
});
