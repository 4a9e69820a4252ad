/**
 * What a product list asks for (search, collection, price range, sort, page) and how it becomes
 * an SDK query. Plain data, so it can live in a URL and in a query key.
 */
import type { ProductsQueryBuilder } from "@vitrine/sdk/catalog";

/** The sort orders a product list offers. */
export const PRODUCT_SORTS = ["newest", "price-asc", "price-desc", "name-asc", "name-desc"] as const;

/** One of {@link PRODUCT_SORTS}. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The default page size of a product list. */
export const DEFAULT_PRODUCTS_PAGE_SIZE = 12;

/** A product list request. Every field is optional; `page` counts from 1. */
export interface ProductListQuery {
  /** Names starting with this text (as typed, or with a capital first letter). */
  search?: string;
  /** Only products in this collection. */
  collectionId?: string;
  /** Lowest price, inclusive. */
  minPrice?: number;
  /** Highest price, inclusive. */
  maxPrice?: number;
  /** Default `newest`. */
  sort?: ProductSort;
  /** Default 1. */
  page?: number;
  /** Default {@link DEFAULT_PRODUCTS_PAGE_SIZE}. */
  pageSize?: number;
}

/** The query with defaults filled in and empty values dropped (stable for cache keys). */
export function normalizeProductListQuery(query: ProductListQuery): ProductListQuery {
  const search = query.search?.trim();
  return {
    ...(search ? { search } : {}),
    ...(query.collectionId ? { collectionId: query.collectionId } : {}),
    ...(query.minPrice !== undefined && Number.isFinite(query.minPrice) ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== undefined && Number.isFinite(query.maxPrice) ? { maxPrice: query.maxPrice } : {}),
    sort: query.sort ?? "newest",
    page: Math.max(1, Math.floor(query.page ?? 1)),
    pageSize: query.pageSize ?? DEFAULT_PRODUCTS_PAGE_SIZE,
  };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Applies a product list request to a fresh builder. `newBuilder` makes the extra builder a name
 * search needs (the catalogue's prefix match is case-sensitive, so "shirt" also tries "Shirt").
 *
 * @example
 * ```ts
 * const page = await applyProductListQuery(() => client.products.queryProducts(), { sort: "price-asc" }).find();
 * ```
 */
export function applyProductListQuery(
  newBuilder: () => ProductsQueryBuilder,
  query: ProductListQuery,
): ProductsQueryBuilder {
  const q = normalizeProductListQuery(query);
  let builder = newBuilder();
  if (q.search) {
    builder = builder.startsWith("name", q.search);
    const upper = capitalized(q.search);
    if (upper !== q.search) builder = builder.or(newBuilder().startsWith("name", upper));
  }
  if (q.collectionId) builder = builder.hasSome("collectionIds", [q.collectionId]);
  if (q.minPrice !== undefined) builder = builder.ge("price", q.minPrice);
  if (q.maxPrice !== undefined) builder = builder.le("price", q.maxPrice);
  switch (q.sort) {
    case "price-asc":
      builder = builder.ascending("price");
      break;
    case "price-desc":
      builder = builder.descending("price");
      break;
    case "name-asc":
      builder = builder.ascending("name");
      break;
    case "name-desc":
      builder = builder.descending("name");
      break;
    default:
      builder = builder.descending("numericId");
  }
  const pageSize = q.pageSize ?? DEFAULT_PRODUCTS_PAGE_SIZE;
  return builder.limit(pageSize).skip(((q.page ?? 1) - 1) * pageSize);
}
