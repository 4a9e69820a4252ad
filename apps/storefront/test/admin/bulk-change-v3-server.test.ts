/**
 * The v3 bulk change the dashboard sends agrees with what a catalogue v3 emulator stores: each
 * variant's changed value is the one the preview computes (the preview row shows the lowest), and
 * everything the change leaves alone (variant ids, SKUs, compare-at prices, the other two values)
 * stays.
 */
import { getProduct, type ProductV3, productsV3 } from "@vitrine/sdk/catalog-v3";
import { expect } from "vitest";
import { type BulkChange, newAmount } from "../../src/admin/bulk/bulk-change.ts";
import { bulkUpdatesV3, previewBulkChangeV3, variantAmount } from "../../src/admin/bulk/bulk-change-v3.ts";
import { describeBulkChanges, type MerchantClient } from "../support/bulk-change-suite.ts";
import { sizedProductV3 } from "../support/sized-product-v3.ts";

const modules = { productsV3: { ...productsV3, getProduct } };
type Admin = MerchantClient<typeof modules>;

/** A product with two sizes, each with its price, compare-at price, cost, weight and SKU. */
async function freshProduct(admin: Admin): Promise<ProductV3> {
  const created = await admin.productsV3.createProduct(
    sizedProductV3("Bulk jug", {
      S: {
        sku: "JUG-S",
        price: { actualPrice: { amount: "19.99" }, compareAtPrice: { amount: "24" } },
        revenueDetails: { cost: { amount: "8.35" } },
        physicalProperties: { weight: 0.45 },
      },
      L: {
        sku: "JUG-L",
        price: { actualPrice: { amount: "2.675" }, compareAtPrice: { amount: "30" } },
        revenueDetails: { cost: { amount: "1.005" } },
        physicalProperties: { weight: 1.2 },
      },
    }),
  );
  return admin.productsV3.getProduct(created.id ?? "", { fields: ["MERCHANT_DATA"] });
}

/** What the change leaves alone of each variant. */
function untouched(product: ProductV3, change: BulkChange) {
  return (product.variantsInfo?.variants ?? []).map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    compareAt: variant.price?.compareAtPrice?.amount,
    others: (["price", "cost", "weight"] as const)
      .filter((property) => property !== change.property)
      .map((property) => variantAmount(variant, property)),
  }));
}

describeBulkChanges(
  "v3 bulk change against the emulator",
  { modules, config: { catalogVersion: "V3_CATALOG" } },
  async (admin, change) => {
    const product = await freshProduct(admin);
    const expected = (product.variantsInfo?.variants ?? []).map((variant) =>
      newAmount(variantAmount(variant, change.property) ?? 0, change),
    );
    const [row] = previewBulkChangeV3([product], change);
    expect(row?.after).toBe(Math.min(...expected));

    const answer = await admin.productsV3.bulkUpdateProducts(bulkUpdatesV3([product], change));
    expect(answer.bulkActionMetadata?.totalFailures).toBe(0);
    const stored = await admin.productsV3.getProduct(product.id ?? "", { fields: ["MERCHANT_DATA"] });
    const variants = stored.variantsInfo?.variants ?? [];
    expect(variants.map((variant) => variantAmount(variant, change.property))).toEqual(expected);
    expect(untouched(stored, change)).toEqual(untouched(product, change));
  },
);
