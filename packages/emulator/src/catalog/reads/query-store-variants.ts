/**
 * Query store variants (`POST /stores-reader/v1/variants/query`): variants of
 * the products the caller may see, filtered and sorted through the store
 * variant field table, with platform paging metadata.
 */
import type { StoreVariant } from "@vitrine/sdk/catalog";
import { boundedCount, pageTotal } from "../query/bounded-count.ts";
import { compileQuery } from "../query/compile-query.ts";
import { storeVariantFields } from "../query/store-variant-fields.ts";
import { seesHiddenProducts } from "../visibility.ts";
import type { ReadInput } from "./read-input.ts";
import { type StoreVariantRow, storeVariantFromRow, storeVariantSelect } from "./store-variant-rows.ts";

/** The response body. */
export interface QueryStoreVariantsResponse {
  variants: StoreVariant[];
  metadata: { count: number; offset: number; total: number; tooManyToCount: boolean };
}

/**
 * Runs `payload.query` over store variants.
 *
 * @example
 * ```ts
 * await queryStoreVariants({ db, principal, payload: { query: { filter: { productId: "p1" } } } });
 * ```
 */
export async function queryStoreVariants({
  payload,
  principal,
  db,
}: ReadInput): Promise<QueryStoreVariantsResponse> {
  const query = compileQuery(storeVariantFields, payload.query, "query");
  const where = seesHiddenProducts(principal) ? query.where : `p.visible and (${query.where})`;
  const filterValues = [...query.params.values];
  const limit = query.params.add(query.paging.limit);
  const offset = query.params.add(query.paging.offset);
  const rows = await db.query<StoreVariantRow>(
    `${storeVariantSelect} where ${where} order by ${query.orderBy} limit ${limit} offset ${offset}`,
    query.params.values,
  );
  const { total, tooManyToCount } = await pageTotal(rows.length, query.paging, () =>
    boundedCount(db, "variants v join products p on p.id = v.product_id", where, filterValues),
  );
  return {
    variants: rows.map(storeVariantFromRow),
    metadata: { count: rows.length, offset: query.paging.offset, total, tooManyToCount },
  };
}
