/**
 * The `products` of a query or search page as JSON text, from the listed
 * products the database built (`listed-product-sql.ts`): sent as they come,
 * or, when `SUBSCRIPTION_PRICES_INFO` and `MIN_PRICE_VARIANT` are asked for,
 * with the lowest-priced variant's `subscriptionPricesInfo` added, and when
 * `CURRENCY` is asked for, with each amount's `formattedAmount` added in the
 * product's currency.
 */

import type { ProductField } from "@vitrine/sdk/catalog-v3";
import type { ProductV3Document, VariantV3Document } from "../model/product-v3-document.ts";
import { formatAmounts } from "./formatted-amounts.ts";
import type { ListedProductRow } from "./listed-product-sql.ts";
import { subscriptionPricesInfo } from "./subscription-prices.ts";

/** The parts of a listed product this module completes. */
interface ListedProduct {
  currency?: unknown;
  subscriptionDetails?: ProductV3Document["subscriptionDetails"];
  variantSummary?: { minPriceVariant?: Record<string, unknown> & { price?: VariantV3Document["price"] } };
}

/**
 * The JSON array text of `rows`' products, in their order.
 *
 * @example
 * ```ts
 * const text = `{"products":${listedProductsJson(page.rows, fields)},"pagingMetadata":${JSON.stringify(page.pagingMetadata)}}`;
 * ```
 */
export function listedProductsJson(
  rows: readonly ListedProductRow[],
  fields: ReadonlySet<ProductField>,
): string {
  const subscriptionPrices = fields.has("SUBSCRIPTION_PRICES_INFO") && fields.has("MIN_PRICE_VARIANT");
  if (!fields.has("CURRENCY") && !subscriptionPrices) return `[${rows.map((row) => row.product).join(",")}]`;
  const products = rows.map((row) => {
    const product = JSON.parse(row.product) as ListedProduct;
    const lowest = product.variantSummary?.minPriceVariant;
    if (subscriptionPrices && lowest)
      lowest.subscriptionPricesInfo = subscriptionPricesInfo(
        product.subscriptionDetails?.subscriptions,
        lowest.price?.actualPrice?.amount,
      );
    if (typeof product.currency === "string" && product.currency !== "")
      formatAmounts(product, product.currency);
    return product;
  });
  return JSON.stringify(products);
}
