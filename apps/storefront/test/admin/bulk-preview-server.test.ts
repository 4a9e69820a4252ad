/**
 * The bulk preview computed in the browser agrees with what the emulator stores: the same
 * products, changed by the SDK's bulk calls with the request the dashboard sends, read back.
 */
import { type Product, products } from "@vitrine/sdk/catalog";
import { expect } from "vitest";
import {
  type BulkChange,
  bulkRequest,
  currentAmount,
  previewBulkChange,
} from "../../src/admin/bulk/bulk-change.ts";
import { describeBulkChanges, type MerchantClient } from "../support/bulk-change-suite.ts";

type Admin = MerchantClient<{ products: typeof products }>;

const PRICES = [10.05, 19.99, 0.35, 1.005, 2.675, 99.95, 12.5, 7];

async function freshProducts(admin: Admin): Promise<Product[]> {
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

async function applyAndRead(admin: Admin, list: Product[], change: BulkChange): Promise<number[]> {
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

describeBulkChanges("bulk preview against the emulator", { modules: { products } }, async (admin, change) => {
  const list = await freshProducts(admin);
  const preview = previewBulkChange(list, change).map((row) => row.after);
  expect(await applyAndRead(admin, list, change)).toEqual(preview);
});
