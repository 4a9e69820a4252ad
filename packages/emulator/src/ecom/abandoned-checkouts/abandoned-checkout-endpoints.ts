/**
 * The abandoned checkout reads, merchant only (403 for visitors and members):
 * - `GET /ecom/v1/abandoned-checkout/{abandonedCheckoutId}` → `{abandonedCheckout}` (404
 *   `ABANDONED_CHECKOUT_NOT_FOUND`);
 * - `POST /ecom/v1/abandoned-checkout/query` `{query}` → `{abandonedCheckouts, results, metadata}`
 *   (`results` is the same list under its older name);
 * - `POST /ecom/v1/abandoned-checkout/search` `{search}` → `{abandonedCheckouts, pagingMetadata}`
 *   (`find-abandoned-checkouts.ts`).
 * The records are written by the abandonment sweep and the order that recovers a cart
 * (`abandoned-checkout-record.ts`).
 */
import { notFound } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { readId, readObject } from "../ecom-input.ts";
import type { AbandonedCheckout } from "./abandoned-checkout-record.ts";
import { findAbandonedCheckouts } from "./find-abandoned-checkouts.ts";

/** GET `/ecom/v1/abandoned-checkout/{abandonedCheckoutId}`. */
export const getAbandonedCheckout: Endpoint = {
  method: "GET",
  path: "/ecom/v1/abandoned-checkout/{abandonedCheckoutId}",
  access: "write",
  async handle(input) {
    const id = readId(input.payload.abandonedCheckoutId, "abandonedCheckoutId");
    const [row] = await input.db.query<{ doc: AbandonedCheckout }>(
      "select doc from abandoned_checkouts where id = $1",
      [id],
    );
    if (!row) throw notFound("ABANDONED_CHECKOUT_NOT_FOUND", `Abandoned checkout ${id} not found`);
    return { abandonedCheckout: row.doc };
  },
};

/** POST `/ecom/v1/abandoned-checkout/query`. */
export const queryAbandonedCheckouts: Endpoint = {
  method: "POST",
  path: "/ecom/v1/abandoned-checkout/query",
  access: "write",
  async handle(input) {
    const found = await findAbandonedCheckouts(input.db, readObject(input.payload.query, "query"), "query");
    const { cursors, ...metadata } = found.paging;
    return {
      abandonedCheckouts: found.abandonedCheckouts,
      results: found.abandonedCheckouts,
      metadata: cursors ? { ...metadata, cursors } : metadata,
    };
  },
};

/** POST `/ecom/v1/abandoned-checkout/search`. */
export const searchAbandonedCheckouts: Endpoint = {
  method: "POST",
  path: "/ecom/v1/abandoned-checkout/search",
  access: "write",
  async handle(input) {
    const found = await findAbandonedCheckouts(
      input.db,
      readObject(input.payload.search, "search"),
      "search",
    );
    return { abandonedCheckouts: found.abandonedCheckouts, pagingMetadata: found.paging };
  },
};

/** The abandoned checkout endpoints. */
export const abandonedCheckoutEndpoints: readonly Endpoint[] = [
  getAbandonedCheckout,
  queryAbandonedCheckouts,
  searchAbandonedCheckouts,
];
