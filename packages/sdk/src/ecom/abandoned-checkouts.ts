/**
 * Abandoned checkouts (`/ecom/v1/abandoned-checkout/...`), merchant or app credentials:
 * `getAbandonedCheckout(id)`, `searchAbandonedCheckouts(search)` (one page, by offset or cursor,
 * with the total of matches) and `iterateAbandonedCheckouts(search)` (every match, page by page).
 * Timestamps come back as `Date`.
 */
import { defineMethod } from "../core/client-method.js";
import { defineCall } from "../core/define-call.js";
import type { AbandonedCheckout } from "./model/abandoned-checkout.js";
import type { SearchOptions } from "./search-orders.js";

const datesAt = (prefix: string): string[] =>
  ["createdDate", "updatedDate", "checkoutRecoveredDate"].map((path) => `${prefix}.${path}`);

/** One sort key: `createdDate`, `updatedDate`, `checkoutRecoveredDate` or `totalPrice.amount`. */
export interface AbandonedCheckoutSorting {
  fieldName: string;
  order?: "ASC" | "DESC";
}

/**
 * A search: a filter (e.g. `{ status: "RECOVERED", checkoutRecoveredDate: { $gte: "…" } }`), sort
 * keys (default newest first), and either offset `paging` or `cursorPaging` (at most 100 a page).
 */
export interface AbandonedCheckoutSearch {
  filter?: Record<string, unknown> | null;
  sort?: AbandonedCheckoutSorting[];
  paging?: { limit?: number | null; offset?: number | null };
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/** One page of abandoned checkouts. */
export interface AbandonedCheckoutsPage {
  abandonedCheckouts: AbandonedCheckout[];
  pagingMetadata: {
    count?: number | null;
    offset?: number | null;
    /** Matches in all. */
    total?: number | null;
    tooManyToCount?: boolean | null;
    cursors?: { next?: string | null; prev?: string | null };
  };
}

/**
 * Reads an abandoned checkout; a missing one fails with an `ApplicationError`.
 *
 * @example
 * ```ts
 * const left = await admin.abandonedCheckouts.getAbandonedCheckout(id);
 * ```
 */
export const getAbandonedCheckout = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/abandoned-checkout/{abandonedCheckoutId}",
  request: (abandonedCheckoutId: string) => ({ query: { abandonedCheckoutId } }),
  dates: /* @__PURE__ */ datesAt("abandonedCheckout"),
  response: (wire: { abandonedCheckout: AbandonedCheckout }) => wire.abandonedCheckout,
});

/**
 * Reads one page of abandoned checkouts and the total of matches.
 *
 * @example
 * ```ts
 * const { pagingMetadata } = await admin.abandonedCheckouts.searchAbandonedCheckouts({
 *   filter: { status: "RECOVERED" },
 *   paging: { limit: 1 },
 * });
 * const recovered = pagingMetadata.total;
 * ```
 */
export const searchAbandonedCheckouts = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/abandoned-checkout/search",
  request: (search: AbandonedCheckoutSearch = {}, options: SearchOptions = {}) => ({
    body: { search },
    ...options,
  }),
  dates: /* @__PURE__ */ datesAt("abandonedCheckouts"),
  response: (wire: Partial<AbandonedCheckoutsPage>): AbandonedCheckoutsPage => ({
    abandonedCheckouts: wire.abandonedCheckouts ?? [],
    pagingMetadata: wire.pagingMetadata ?? {},
  }),
});

/**
 * Every abandoned checkout matching `search`, page by page by cursor (the first page's size).
 *
 * @example
 * ```ts
 * for await (const left of admin.abandonedCheckouts.iterateAbandonedCheckouts({ filter: { status: "ABANDONED" } }))
 *   remind(left);
 * ```
 */
export const iterateAbandonedCheckouts = /* @__PURE__ */ defineMethod((context) => {
  const search = searchAbandonedCheckouts(context);
  return async function* (
    query: AbandonedCheckoutSearch = {},
    options: SearchOptions = {},
  ): AsyncGenerator<AbandonedCheckout> {
    const { paging, ...rest } = query;
    const limit = query.cursorPaging?.limit ?? paging?.limit;
    let page = await search(
      { ...rest, cursorPaging: rest.cursorPaging ?? (limit == null ? {} : { limit }) },
      options,
    );
    for (;;) {
      yield* page.abandonedCheckouts;
      const cursor = page.pagingMetadata.cursors?.next;
      if (!cursor) return;
      page = await search({ cursorPaging: limit == null ? { cursor } : { limit, cursor } }, options);
    }
  };
});
