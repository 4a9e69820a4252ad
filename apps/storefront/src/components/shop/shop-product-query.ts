/**
 * The product list request the shop sends for its URL params (and the collection's id once its
 * slug is resolved): one definition, so the shop page and the route's early prefetch share a
 * cache entry.
 */
import type { ProductListQuery } from "@vitrine/react";
import type { ShopParams } from "./shop-params.ts";

/** The shop's product list request for `params`, in the collection `collectionId` if any. */
export function shopProductQuery(
  params: ShopParams,
  collectionId: string | null | undefined,
): ProductListQuery {
  return {
    search: params.q,
    ...(collectionId ? { collectionId } : {}),
    ...(params.min === undefined ? {} : { minPrice: params.min }),
    ...(params.max === undefined ? {} : { maxPrice: params.max }),
    sort: params.sort,
    page: params.page,
  };
}
