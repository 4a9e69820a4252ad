/**
 * Every TanStack Query key the bindings use, in one place: invalidate a branch with its prefix
 * (`queryClient.invalidateQueries({ queryKey: vitrineKeys.products() })`).
 */
import type { EstimateTotalsOptions } from "@vitrine/sdk/ecom";
import { normalizeProductListQuery, type ProductListQuery } from "./product-list-query.js";

const all = ["vitrine"] as const;

/**
 * Query key factories, from the widest branch to single entries.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: vitrineKeys.collections() });
 * ```
 */
export const vitrineKeys = {
  all,
  /** The store's catalogue version (`V1_CATALOG` or `V3_CATALOG`), asked once. */
  catalogVersion: () => [...all, "catalog-version"] as const,
  products: () => [...all, "products"] as const,
  productList: (query: ProductListQuery) =>
    [...all, "products", "list", normalizeProductListQuery(query)] as const,
  /** The pages of an infinite list: the query without its page (`useInfiniteProducts`). */
  productPages: (query: Omit<ProductListQuery, "page">) => {
    const { page: _page, ...rest } = normalizeProductListQuery(query);
    return [...all, "products", "pages", rest] as const;
  },
  product: (slug: string) => [...all, "products", "by-slug", slug] as const,
  optionsAvailability: (productId: string, choices: Readonly<Record<string, string>>) =>
    [...all, "products", "options-availability", productId, choices] as const,
  collections: () => [...all, "collections"] as const,
  collectionList: () => [...all, "collections", "list"] as const,
  collection: (slug: string) => [...all, "collections", "by-slug", slug] as const,
  /** The current cart (`useCart`); its branch is invalidated when the signed-in session changes. */
  cart: () => [...all, "cart"] as const,
  /** The changes of the current cart in flight (the cart mutations' `mutationKey`). */
  cartChanges: () => [...all, "cart", "change"] as const,
  /** The current cart's estimated totals for one revision of it (`useCartTotals`). */
  cartTotals: (revision: string, options: EstimateTotalsOptions = {}) =>
    [...all, "cart", "totals", revision, options] as const,
  /** The signed-in member (`useMember`); invalidated on every token change. */
  member: () => [...all, "member"] as const,
};
