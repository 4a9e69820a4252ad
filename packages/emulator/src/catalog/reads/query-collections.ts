/**
 * Query collections v2 (`/v2/collections/query`): a page of collections and
 * platform paging metadata. `tooManyToCount` is set when more than
 * `COUNT_BOUND` match (then `total` is the bound). The metadata is served as
 * `pagingMetadata` (the wire reference) and also as `metadata`, the member the
 * provider's own client reads its totals from.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import { boundedCount, pageTotal } from "../query/bounded-count.ts";
import { collectionFields } from "../query/collection-fields.ts";
import { compileQuery } from "../query/compile-query.ts";
import { type CollectionRow, collectionFromRow, collectionSelect } from "./collection-rows.ts";
import type { ReadInput } from "./read-input.ts";

/** Offset paging metadata of the provider's platform queries. */
export interface PlatformPagingMetadata {
  count: number;
  offset: number;
  total: number;
  tooManyToCount: boolean;
  cursors: Record<string, never>;
}

/** The response body. */
export interface QueryCollectionsResponse {
  collections: Collection[];
  pagingMetadata: PlatformPagingMetadata;
  metadata: PlatformPagingMetadata;
}

/**
 * Runs `payload.query` over all collections.
 *
 * @example
 * ```ts
 * await queryCollections({ db, principal, payload: { query: { filter: { name: { $startsWith: "S" } } } } });
 * ```
 */
export async function queryCollections({
  payload,
  principal,
  db,
}: ReadInput): Promise<QueryCollectionsResponse> {
  const query = compileQuery(collectionFields, payload.query, "query");
  const filterValues = [...query.params.values];
  const limit = query.params.add(query.paging.limit);
  const offset = query.params.add(query.paging.offset);
  const rows = await db.query<CollectionRow>(
    `${collectionSelect(principal)} where ${query.where} order by ${query.orderBy} limit ${limit} offset ${offset}`,
    query.params.values,
  );
  const { total, tooManyToCount } = await pageTotal(rows.length, query.paging, () =>
    boundedCount(db, "collections", query.where, filterValues),
  );
  const metadata = { count: rows.length, offset: query.paging.offset, total, tooManyToCount, cursors: {} };
  return { collections: rows.map(collectionFromRow), pagingMetadata: metadata, metadata };
}
