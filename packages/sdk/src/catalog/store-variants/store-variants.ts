/** Store variants: querying every variant of every product, and one by `{productId}-{variantId}`. */
import { defineCall } from "../../core/define-call.js";
import type { StoreVariant } from "../model/store-variant.js";
import type { Filter } from "../query/filter.js";
import type { Sorting } from "../query/filter-sort-methods.js";

/** A store variants query (`paging` or `cursorPaging`). */
export interface StoreVariantsQuery {
  filter?: Filter;
  sort?: Sorting[];
  paging?: { limit?: number; offset?: number };
  cursorPaging?: { limit?: number; cursor?: string };
}

/** The answer of {@link queryStoreVariants}. */
export interface StoreVariantsResult {
  variants?: StoreVariant[];
  metadata?: {
    count?: number | null;
    offset?: number | null;
    total?: number | null;
    cursors?: { next?: string | null; prev?: string | null };
  };
}

/**
 * Queries store variants.
 *
 * @example
 * ```ts
 * const { variants } = await client.storeVariants.queryStoreVariants({ filter: { productId: "p1" }, paging: { limit: 20 } });
 * ```
 */
export const queryStoreVariants = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores-reader/v1/variants/query",
  idempotent: true,
  request: (query: StoreVariantsQuery = {}) => ({ body: { query } }),
  response: (wire: StoreVariantsResult) => wire,
});

/**
 * Gets one store variant; its id is `{productId}-{variantId}`.
 *
 * @example
 * ```ts
 * const variant = await client.storeVariants.getStoreVariant(`${productId}-${variantId}`);
 * ```
 */
export const getStoreVariant = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores-reader/v1/variants/{id}",
  request: (id: string) => ({ query: { id } }),
  response: (wire: { variant: StoreVariant }) => wire.variant,
});
