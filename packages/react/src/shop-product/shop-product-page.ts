/**
 * A page of products as the shop's plain {@link ShopProductPage}: the items mapped to the shop's
 * model and the page's numbers (from 1), without the SDK page's methods, so it crosses to the
 * browser as JSON.
 */
import type { ProductListQuery } from "../product-list-query.js";
import { DEFAULT_PRODUCTS_PAGE_SIZE, normalizeProductListQuery } from "../product-list-query.js";
import type { ShopProduct, ShopProductPage } from "./shop-product.js";

/**
 * The page `query` asked for, holding `items` of `totalCount` matches.
 *
 * @example
 * ```ts
 * const page = shopProductPage({ page: 2, pageSize: 12 }, items.map(shopProductFromV1), 30); // totalPages 3
 * ```
 */
export function shopProductPage(
  query: ProductListQuery,
  items: ShopProduct[],
  totalCount: number,
): ShopProductPage {
  const q = normalizeProductListQuery(query);
  const pageSize = q.pageSize ?? DEFAULT_PRODUCTS_PAGE_SIZE;
  return {
    items,
    totalCount,
    page: q.page ?? 1,
    pageSize,
    totalPages: pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0,
  };
}
