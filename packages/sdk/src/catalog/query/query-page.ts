/** One page of an offset-paged query, with the links to its neighbours. */

/**
 * A page of results.
 *
 * @example
 * ```ts
 * let page = await client.products.queryProducts().limit(20).find();
 * while (page.hasNext()) page = await page.next();
 * ```
 */
export interface QueryPage<T> {
  /** The items of this page. */
  readonly items: T[];
  /** How many items match, when the server counted them. */
  readonly totalCount: number | undefined;
  /** The requested page size. */
  readonly pageSize: number;
  /** Zero-based page number (`offset / limit`). */
  readonly currentPage: number;
  /** Number of pages, when `totalCount` is known. */
  readonly totalPages: number | undefined;
  /** Whether a later page exists (by the count, or, without one, because this page is full). */
  hasNext(): boolean;
  /** Whether an earlier page exists. */
  hasPrev(): boolean;
  /** Fetches the next page; rejects with a `RangeError` when there is none. */
  next(): Promise<this>;
  /** Fetches the previous page; rejects with a `RangeError` when there is none. */
  prev(): Promise<this>;
}

/** What a page is made from. */
export interface PageInit<T> {
  items: T[];
  totalCount: number | undefined;
  tooManyToCount?: boolean | undefined;
  offset: number;
  limit: number;
  fetch: (offset: number) => Promise<unknown>;
}

/**
 * Builds a page; `extra` carries endpoint-specific fields (e.g. `pagingMetadata`).
 *
 * @example
 * ```ts
 * const page = toPage({ items, totalCount: 120, offset: 40, limit: 20, fetch: (offset) => builder.skip(offset).find() }, {});
 * page.currentPage; // 2
 * ```
 */
export function toPage<T, E extends object>(init: PageInit<T>, extra: E): QueryPage<T> & E {
  const { items, totalCount, offset, limit, fetch } = init;
  const counted = totalCount !== undefined && !init.tooManyToCount;
  const hasNext = () => (counted ? offset + items.length < totalCount : limit > 0 && items.length === limit);
  const hasPrev = () => offset > 0;
  const go = (ok: boolean, to: number, which: string) =>
    ok ? fetch(to) : Promise.reject(new RangeError(`No ${which} page to fetch`));
  // `extra` spread last (see `defineCall`); its `items` and `totalCount` are the same values.
  return {
    items,
    totalCount,
    pageSize: limit,
    currentPage: limit > 0 ? Math.floor(offset / limit) : 0,
    totalPages: counted && limit > 0 ? Math.ceil(totalCount / limit) : undefined,
    hasNext,
    hasPrev,
    next: () => go(hasNext(), offset + limit, "next"),
    prev: () => go(hasPrev(), Math.max(offset - limit, 0), "previous"),
    ...extra,
  } as QueryPage<T> & E;
}
