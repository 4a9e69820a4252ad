/**
 * `queryRibbons(query, options)`: one page of catalogue v3 ribbons (`POST /stores/v3/ribbons/query`).
 * Ribbons page by cursor: pass `pagingMetadata.cursors.next` as `cursorPaging.cursor` (alone: the
 * cursor carries the filter and sort) to read the next page.
 */
import { defineCall } from "../../core/define-call.js";
import type { RibbonV3 } from "../../events/model/ribbon.js";
import type { Filter } from "../query/filter.js";
import type { Sorting } from "../query/filter-sort-methods.js";
import type { RibbonOptions } from "./ribbon-calls.js";

/** A ribbon query: filter and sort on `name`, `createdDate`, `updatedDate` (and filter on `id`). */
export interface RibbonQuery {
  filter?: Filter;
  sort?: Sorting[];
  /** Page size (at most 100) and the cursor of the page to read. */
  cursorPaging?: { limit?: number; cursor?: string };
}

/** One page of ribbons. */
export interface RibbonsPage {
  ribbons: RibbonV3[];
  pagingMetadata: {
    count?: number;
    cursors?: { next?: string | null; prev?: string | null };
    hasNext?: boolean;
  };
}

/**
 * Reads one page of ribbons.
 *
 * @example
 * ```ts
 * const page = await client.ribbons.queryRibbons({ filter: { name: { $startsWith: "S" } }, cursorPaging: { limit: 20 } });
 * const next = page.pagingMetadata.hasNext
 *   ? await client.ribbons.queryRibbons({ cursorPaging: { cursor: page.pagingMetadata.cursors?.next ?? "" } })
 *   : undefined;
 * ```
 */
export const queryRibbons = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/ribbons/query",
  request: (query: RibbonQuery = {}, options: RibbonOptions = {}) => ({ body: { query, ...options } }),
  dates: ["ribbons.createdDate", "ribbons.updatedDate"],
  response: (wire: Partial<RibbonsPage>): RibbonsPage => ({
    ribbons: wire.ribbons ?? [],
    pagingMetadata: wire.pagingMetadata ?? {},
  }),
});
