/**
 * `searchOrders(search)`: one page of orders (`POST /ecom/v1/orders/search`, merchant or app
 * credentials), paged by cursor; `iterateOrders(search)` walks every page. Pass
 * `metadata.cursors.next` as `cursorPaging.cursor`, alone (the cursor carries the filter and the
 * sort), to read the next page.
 */

import { defineMethod } from "../core/client-method.js";
import { defineCall } from "../core/define-call.js";
import type { Order } from "./model/order.js";
import { orderDates } from "./order-dates.js";

/** One sort key. */
export interface OrderSorting {
  fieldName: string;
  order?: "ASC" | "DESC";
}

/**
 * An order search: a filter (e.g. `{ status: "APPROVED" }`, `{ createdDate: { $gte: "…" } }`),
 * sort keys (default newest first), and the page size (at most 100) and cursor.
 */
export interface OrderSearch {
  filter?: Record<string, unknown> | null;
  sort?: OrderSorting[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/** One page of orders. */
export interface OrdersPage {
  orders: Order[];
  metadata: {
    /** Orders on this page. */
    count?: number | null;
    cursors?: { next?: string | null; prev?: string | null };
    hasNext?: boolean | null;
  };
}

/** Per-call options of a search. */
export interface SearchOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Reads one page of orders.
 *
 * @example
 * ```ts
 * const page = await admin.orders.searchOrders({ filter: { paymentStatus: "PAID" }, cursorPaging: { limit: 20 } });
 * const next = page.metadata.hasNext
 *   ? await admin.orders.searchOrders({ cursorPaging: { cursor: page.metadata.cursors?.next ?? null } })
 *   : undefined;
 * ```
 */
export const searchOrders = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/orders/search",
  request: (search: OrderSearch = {}, options: SearchOptions = {}) => ({ body: { search }, ...options }),
  dates: /* @__PURE__ */ orderDates("orders"),
  response: (wire: Partial<OrdersPage>): OrdersPage => ({
    orders: wire.orders ?? [],
    metadata: wire.metadata ?? {},
  }),
});

/**
 * Every order matching `search`, page by page (each next page asked for with its cursor and the
 * first page's size).
 *
 * @example
 * ```ts
 * for await (const order of admin.orders.iterateOrders({ filter: { status: "APPROVED" } }, { signal })) report(order);
 * ```
 */
export const iterateOrders = /* @__PURE__ */ defineMethod((context) => {
  const search = searchOrders(context);
  return async function* (query: OrderSearch = {}, options: SearchOptions = {}): AsyncGenerator<Order> {
    const limit = query.cursorPaging?.limit;
    let page = await search(query, options);
    for (;;) {
      yield* page.orders;
      const cursor = page.metadata.cursors?.next;
      if (!page.metadata.hasNext || !cursor) return;
      page = await search({ cursorPaging: limit == null ? { cursor } : { limit, cursor } }, options);
    }
  };
});
