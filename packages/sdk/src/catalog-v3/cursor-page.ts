/** One page of a cursor-paged catalogue v3 query, with the links to its neighbours. */

/** Where a cursor-paged answer stands: the page's size and the cursors of its neighbours. */
export interface CursorPagingMetadata {
  /** Number of items in this page. */
  count?: number;
  /** Cursors of the next and previous pages (absent or `null` when there is none). */
  cursors?: { next?: string | null; prev?: string | null };
  /** Whether a later page exists. */
  hasNext?: boolean;
}

/**
 * A page of a cursor-paged query.
 *
 * @example
 * ```ts
 * let page = await client.productsV3.queryProducts().limit(20).find();
 * while (page.hasNext()) page = await page.next();
 * ```
 */
export interface CursorPage<T> {
  /** The items of this page. */
  readonly items: T[];
  /** The requested page size. */
  readonly pageSize: number;
  /** The answer's paging metadata, as sent. */
  readonly pagingMetadata: CursorPagingMetadata;
  /** The cursors of the next and previous pages. */
  readonly cursors: { next?: string; prev?: string };
  /** Whether a later page exists (the answer carries a next cursor and does not deny one). */
  hasNext(): boolean;
  /** Whether an earlier page exists. */
  hasPrev(): boolean;
  /** Fetches the next page; rejects with a `RangeError` when there is none. */
  next(): Promise<CursorPage<T>>;
  /** Fetches the previous page; rejects with a `RangeError` when there is none. */
  prev(): Promise<CursorPage<T>>;
}

/** What a cursor page is made from: its items, metadata and size, and how to fetch by cursor. */
export interface CursorPageInit<T> {
  items: T[];
  pagingMetadata: CursorPagingMetadata | undefined;
  pageSize: number;
  fetch: (cursor: string) => Promise<CursorPage<T>>;
}

/**
 * Builds a cursor page.
 *
 * @example
 * ```ts
 * const page = toCursorPage({ items, pagingMetadata, pageSize: 20, fetch: (cursor) => builder.skipTo(cursor).find() });
 * page.hasNext(); // true when pagingMetadata.cursors.next is set
 * ```
 */
export function toCursorPage<T>({
  items,
  pagingMetadata = {},
  pageSize,
  fetch,
}: CursorPageInit<T>): CursorPage<T> {
  const next = pagingMetadata.cursors?.next ?? undefined;
  const prev = pagingMetadata.cursors?.prev ?? undefined;
  const hasNext = () => Boolean(next) && pagingMetadata.hasNext !== false;
  const hasPrev = () => Boolean(prev);
  const go = (ok: boolean, cursor: string | undefined, which: string) =>
    ok && cursor ? fetch(cursor) : Promise.reject(new RangeError(`No ${which} page to fetch`));
  return {
    items,
    pageSize,
    pagingMetadata,
    cursors: { ...(next && { next }), ...(prev && { prev }) },
    hasNext,
    hasPrev,
    next: () => go(hasNext(), next, "next"),
    prev: () => go(hasPrev(), prev, "previous"),
  };
}
