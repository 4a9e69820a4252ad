/**
 * `queryCollections()` (v2): the typed query builder over collections (`GET /v2/collections/query`,
 * `.r`; POST when long). Pages carry the server's `pagingMetadata` (total, tooManyToCount, cursors).
 */
import { defineMethod } from "../../core/client-method.js";
import type { CollectionV2 } from "../model/collection.js";
import { createQueryBuilder, type QueryBuilder } from "../query/query-builder.js";
import type { QueryPage } from "../query/query-page.js";

/** Filterable collection fields and their value types. */
export interface CollectionFields {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
}

/** Sortable collection fields. */
export type CollectionSortField = "id" | "name" | "slug";

/** Paging facts of a collections page. */
export interface CollectionsPagingMetadata {
  count?: number | null;
  offset?: number | null;
  total?: number | null;
  tooManyToCount?: boolean | null;
  cursors?: { next?: string | null; prev?: string | null };
}

/** A page of collections. */
export type CollectionsPage = QueryPage<CollectionV2> & {
  readonly pagingMetadata: CollectionsPagingMetadata;
};

/** The collections query builder. */
export type CollectionsQueryBuilder = QueryBuilder<
  CollectionFields,
  CollectionSortField,
  CollectionV2,
  CollectionsPage
>;

/**
 * The answer; the provider's published types name the paging object `metadata`, the protocol
 * reference `pagingMetadata`: both are read.
 */
interface CollectionsAnswer {
  collections?: CollectionV2[];
  pagingMetadata?: CollectionsPagingMetadata;
  metadata?: CollectionsPagingMetadata;
}

/**
 * Starts a collections query.
 *
 * @example
 * ```ts
 * const page = await client.collectionsV2.queryCollections().startsWith("name", "Sum").ascending("name").find();
 * console.log(page.items, page.pagingMetadata.total);
 * ```
 */
export const queryCollections = /* @__PURE__ */ defineMethod(
  (context) => (): CollectionsQueryBuilder =>
    createQueryBuilder<
      CollectionFields,
      CollectionSortField,
      CollectionV2,
      { readonly pagingMetadata: CollectionsPagingMetadata }
    >(context, {
      path: "/v2/collections/query",
      dates: [],
      read: (wire: CollectionsAnswer) => {
        const pagingMetadata = wire.pagingMetadata ?? wire.metadata ?? {};
        return {
          items: wire.collections ?? [],
          totalCount: pagingMetadata.total ?? undefined,
          tooManyToCount: pagingMetadata.tooManyToCount ?? undefined,
          pagingMetadata,
        };
      },
    }),
);
