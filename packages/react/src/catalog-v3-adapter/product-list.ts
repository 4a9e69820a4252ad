/**
 * A product list request on a catalogue v3 store: the search (name, collection as category, price
 * range, sort: a products search) and the numbered page read by cursor, counted, as the hooks'
 * `ShopProductPage`.
 */
import type { Filter } from "@vitrine/sdk/catalog";
import type { ProductSearch } from "@vitrine/sdk/catalog-v3";
import type { VitrineClient } from "../client.js";
import {
  DEFAULT_PRODUCTS_PAGE_SIZE,
  normalizeProductListQuery,
  type ProductListQuery,
} from "../product-list-query.js";
import { PRODUCT_V3_FIELDS, shopProductFromV3 } from "../shop-product/from-v3.js";
import type { ShopProductPage } from "../shop-product/shop-product.js";
import { shopProductPage } from "../shop-product/shop-product-page.js";

/** The most products one search call answers. */
const SEARCH_PAGE_LIMIT = 100;

const PRICE = "actualPriceRange.minValue.amount";

const SORTS: Record<NonNullable<ProductListQuery["sort"]>, NonNullable<ProductSearch["sort"]>> = {
  newest: [{ fieldName: "createdDate", order: "DESC" }],
  "price-asc": [{ fieldName: PRICE, order: "ASC" }],
  "price-desc": [{ fieldName: PRICE, order: "DESC" }],
  "name-asc": [{ fieldName: "name", order: "ASC" }],
  "name-desc": [{ fieldName: "name", order: "DESC" }],
};

/**
 * The search and filter of a product list request (without paging). As on v1, the search text is
 * a prefix of the name (as typed, or with a capital first letter).
 *
 * @example
 * ```ts
 * productSearchOf({ search: "shirt", sort: "price-asc" }); // filter: { $or: [{ name: { $startsWith: "shirt" } }, …] }
 * ```
 */
export function productSearchOf(query: ProductListQuery): { search: ProductSearch; filter: Filter } {
  const q = normalizeProductListQuery(query);
  const price: Record<string, number> = {
    ...(q.minPrice === undefined ? {} : { $gte: q.minPrice }),
    ...(q.maxPrice === undefined ? {} : { $lte: q.maxPrice }),
  };
  const upper = q.search ? q.search.charAt(0).toUpperCase() + q.search.slice(1) : undefined;
  const names = q.search && upper !== q.search ? [q.search, upper] : q.search ? [q.search] : [];
  const filter: Filter = {
    ...(names.length === 1 ? { name: { $startsWith: names[0] } } : {}),
    ...(names.length === 2 ? { $or: names.map((name) => ({ name: { $startsWith: name } })) } : {}),
    ...(q.collectionId
      ? { "allCategoriesInfo.categories": { $matchItems: [{ id: { $in: [q.collectionId] } }] } }
      : {}),
    ...(Object.keys(price).length > 0 ? { [PRICE]: price } : {}),
  };
  return {
    filter,
    search: {
      filter,
      sort: SORTS[q.sort ?? "newest"],
    },
  };
}

/**
 * One numbered page of a product list on a v3 store: the matches are read by cursor up to the
 * page's end (100 a call) and counted in parallel. The v3 calls take no abort signal.
 *
 * @example
 * ```ts
 * const page = await findProductsV3(client, { sort: "price-asc", page: 2 });
 * ```
 */
export async function findProductsV3(
  client: VitrineClient,
  query: ProductListQuery,
): Promise<ShopProductPage> {
  const q = normalizeProductListQuery(query);
  const pageSize = q.pageSize ?? DEFAULT_PRODUCTS_PAGE_SIZE;
  const offset = ((q.page ?? 1) - 1) * pageSize;
  const { search, filter } = productSearchOf(q);
  const counting = client.productsV3.countProducts({ filter });
  const reading = async () => {
    const found = [];
    let cursor: string | null | undefined;
    do {
      const limit = Math.min(SEARCH_PAGE_LIMIT, offset + pageSize - found.length);
      const answer = await client.productsV3.searchProducts(
        cursor ? { cursorPaging: { cursor, limit } } : { ...search, cursorPaging: { limit } },
        { fields: [...PRODUCT_V3_FIELDS] },
      );
      found.push(...answer.products);
      cursor = answer.pagingMetadata.hasNext ? answer.pagingMetadata.cursors?.next : undefined;
    } while (cursor && found.length < offset + pageSize);
    return found;
  };
  const [totalCount, found] = await Promise.all([counting, reading()]);
  return shopProductPage(
    q,
    found.slice(offset, offset + pageSize).map((product) => shopProductFromV3(product)),
    totalCount,
  );
}
