/**
 * The `products` of a query or search page as JSON text, from the listed
 * products the database built (`listed-product-sql.ts`): sent as they come,
 * or, when `CURRENCY` is asked for, with each amount's `formattedAmount`
 * added in the product's currency.
 */

import type { ListedProductRow } from "./listed-product-sql.ts";
import type { ProductField } from "./requested-fields.ts";
import { formatAmounts } from "./serve-products.ts";

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
  if (!fields.has("CURRENCY")) return `[${rows.map((row) => row.product).join(",")}]`;
  const products = rows.map((row) => {
    const product = JSON.parse(row.product) as { currency?: unknown };
    if (typeof product.currency === "string" && product.currency !== "")
      formatAmounts(product, product.currency);
    return product;
  });
  return JSON.stringify(products);
}
