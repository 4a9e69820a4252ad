/**
 * `GET /_dev/carts` (merchant API key) → `{carts, checkouts}`: the store's
 * carts and checkouts, newest change first (the last 200 of each), for the
 * console, since the provider has no merchant call that lists them. A cart
 * shows its owner, whether it is the owner's current one, its buyer e-mail,
 * line count, latest checkout, and when it was abandoned or ended (and why);
 * a checkout its cart, owner, buyer, total and the order it completed into.
 */
import type { Endpoint } from "../http/endpoint.ts";

interface CartRow {
  id: string;
  owner_kind: string;
  owner_id: string | null;
  is_current: boolean;
  buyer_email: string | null;
  lines: number;
  checkout_id: string | null;
  updated_at: Date;
  abandoned_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  order_id: string | null;
}

interface CheckoutRow {
  id: string;
  cart_id: string | null;
  owner_kind: string;
  owner_id: string | null;
  buyer_email: string | null;
  total: string | null;
  completed_at: Date | null;
  order_id: string | null;
  updated_at: Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const owner = (kind: string, id: string | null) => (id ? `${kind} ${id}` : kind);

/** `GET /_dev/carts` → `{carts, checkouts}`. */
export const cartListEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/carts",
  access: "write",
  handle: async ({ db }) => {
    const carts = await db.query<CartRow>(
      `select id, owner_kind, owner_id, is_current, buyer_email,
         coalesce(jsonb_array_length(doc->'lineItems'), 0)::int as lines, checkout_id,
         updated_at, abandoned_at, ended_at, end_reason, order_id
       from carts order by updated_at desc, id limit 200`,
    );
    const checkouts = await db.query<CheckoutRow>(
      `select id, cart_id, owner_kind, owner_id, buyer_email,
         doc->'priceSummary'->'total'->>'formattedAmount' as total, completed_at, order_id, updated_at
       from checkouts order by updated_at desc, id limit 200`,
    );
    return {
      carts: carts.map((row) => ({
        id: row.id,
        owner: owner(row.owner_kind, row.owner_id),
        current: row.is_current,
        buyerEmail: row.buyer_email,
        lines: row.lines,
        checkoutId: row.checkout_id,
        updatedDate: iso(row.updated_at),
        abandonedDate: iso(row.abandoned_at),
        endedDate: iso(row.ended_at),
        endReason: row.end_reason,
        orderId: row.order_id,
      })),
      checkouts: checkouts.map((row) => ({
        id: row.id,
        cartId: row.cart_id,
        owner: owner(row.owner_kind, row.owner_id),
        buyerEmail: row.buyer_email,
        total: row.total,
        completedDate: iso(row.completed_at),
        orderId: row.order_id,
        updatedDate: iso(row.updated_at),
      })),
    };
  },
};
