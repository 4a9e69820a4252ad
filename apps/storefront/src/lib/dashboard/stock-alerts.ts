/**
 * The dashboard home's stock reads: the variants whose tracked stock is low or out, on either
 * catalogue. On v1 from the products (each product's variants and their stock, 100 products a
 * page); on v3 from the inventory items at or under the bound, which name their product and
 * variant.
 */
import type { Product } from "@vitrine/sdk/catalog";
import type { AdminClient } from "../api.ts";
import { adminProductsQuery } from "./products-query.ts";

/** A variant with little or no stock left. */
export interface StockAlert {
  productId: string;
  productName: string;
  /** The variant's choices ("M / Red"), empty for a product without options. */
  variantName: string;
  quantity: number;
}

function v1Alerts(product: Product, atMost: number): StockAlert[] {
  const base = { productId: product.id ?? "", productName: product.name ?? "" };
  if (!product.stock?.trackInventory) return [];
  const variants = product.manageVariants ? (product.variants ?? []) : [];
  if (variants.length === 0) {
    const quantity = product.stock.quantity ?? 0;
    return quantity <= atMost ? [{ ...base, variantName: "", quantity }] : [];
  }
  return variants.flatMap((variant) => {
    const quantity = variant.stock?.quantity ?? 0;
    if (variant.stock?.trackQuantity === false || quantity > atMost) return [];
    return [{ ...base, variantName: Object.values(variant.choices ?? {}).join(" / "), quantity }];
  });
}

/**
 * The variants with `atMost` units or fewer (catalogue v1), fewest first, then by product name.
 *
 * @example
 * ```ts
 * const low = await lowStockV1(admin, 5);
 * ```
 */
export async function lowStockV1(client: AdminClient, atMost: number, signal?: AbortSignal) {
  const alerts: StockAlert[] = [];
  const builder = adminProductsQuery(client).ascending("name").limit(100);
  for (let skip = 0; ; skip += 100) {
    const page = await builder.skip(skip).find(signal ? { signal } : {});
    for (const product of page.items) alerts.push(...v1Alerts(product, atMost));
    if (page.items.length < 100) break;
  }
  return alerts.sort((a, b) => a.quantity - b.quantity);
}

/**
 * The variants with `atMost` units or fewer (catalogue v3), fewest first: every page of the
 * tracked items at or under the bound, as the store sorts them by quantity.
 *
 * @example
 * ```ts
 * const low = await lowStockV3(admin, 5);
 * ```
 */
export async function lowStockV3(client: AdminClient, atMost: number, signal?: AbortSignal) {
  const alerts: StockAlert[] = [];
  let page = await client.inventoryItemsV3
    .queryInventoryItems()
    .eq("trackQuantity", true)
    .le("quantity", atMost)
    .ascending("quantity")
    .limit(100)
    .find(signal ? { signal } : {});
  for (;;) {
    for (const item of page.items)
      alerts.push({
        productId: item.productId ?? "",
        productName: item.product?.name ?? "",
        variantName: item.product?.variantName ?? "",
        quantity: item.quantity ?? 0,
      });
    if (!page.hasNext()) break;
    page = await page.next();
  }
  return alerts;
}
