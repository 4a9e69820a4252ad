/**
 * The abandoned checkout record (`@wix/ecom` abandoned checkouts): written when the abandonment
 * sweep finds a cart abandoned, in the sweep's transaction and from the same facts as its
 * `CartAbandonedEvent` (the cart's lines and prices at that moment), and marked `RECOVERED`, with
 * `checkoutRecoveredDate`, in the transaction of the order that buys the cart later. A cart has
 * one record at most.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import type { AbandonedCartFacts } from "../abandonment/cart-abandonment-events.ts";
import type { LineItem } from "../pricing/line-item.ts";
import { type MultiCurrencyPrice, wirePrice } from "../pricing/wire-money.ts";

/** Whether the cart is still left behind or was bought after all. */
export type AbandonedCheckoutStatus = "ABANDONED" | "RECOVERED";

/** An abandoned checkout as served. */
export interface AbandonedCheckout {
  id: string;
  createdDate: string;
  updatedDate: string;
  cartId: string;
  checkoutId?: string;
  status: AbandonedCheckoutStatus;
  buyerLanguage: string;
  buyerInfo: { visitorId?: string; memberId?: string; email: string };
  contactDetails: { firstName?: string; lastName?: string; phone?: string };
  currency: string;
  totalPrice: MultiCurrencyPrice;
  subtotalPrice: MultiCurrencyPrice;
  activities: [];
  checkoutRecoveredDate?: string;
  checkoutUrl: string;
  lineItems: LineItem[];
}

/** What the record adds to the abandoned event's facts: the cart's currency, lines and checkout. */
export interface AbandonedCheckoutFacts extends AbandonedCartFacts {
  currency: string;
  lineItems: LineItem[];
  checkoutId: string | null;
}

function buyerInfo(facts: AbandonedCheckoutFacts): AbandonedCheckout["buyerInfo"] {
  const { email } = facts.buyer;
  if (facts.owner_kind === "member" && facts.owner_id) return { memberId: facts.owner_id, email };
  if (facts.owner_kind === "visitor" && facts.owner_id) return { visitorId: facts.owner_id, email };
  return { email };
}

/**
 * Records the abandonment of the cart of `facts` at `now`.
 *
 * @example
 * ```ts
 * await insertAbandonedCheckout(tx, { ...facts, currency: "USD", lineItems, checkoutId }, now);
 * ```
 */
export async function insertAbandonedCheckout(
  tx: Queryable,
  facts: AbandonedCheckoutFacts,
  now: Date,
): Promise<AbandonedCheckout> {
  const { email, ...contactDetails } = facts.buyer;
  const record: AbandonedCheckout = {
    id: randomUUID(),
    createdDate: now.toISOString(),
    updatedDate: now.toISOString(),
    cartId: facts.cartId,
    ...(facts.checkoutId ? { checkoutId: facts.checkoutId } : {}),
    status: "ABANDONED",
    buyerLanguage: "en",
    buyerInfo: buyerInfo(facts),
    contactDetails,
    currency: facts.currency,
    totalPrice: wirePrice(facts.totalCents, facts.currency),
    subtotalPrice: wirePrice(facts.subtotalCents, facts.currency),
    activities: [],
    checkoutUrl: facts.checkoutUrl,
    lineItems: facts.lineItems,
  };
  await tx.query(
    `insert into abandoned_checkouts (id, cart_id, checkout_id, status, buyer_email, buyer_member_id,
       buyer_visitor_id, total_cents, created_at, updated_at, doc)
     values ($1, $2, $3, 'ABANDONED', $4, $5, $6, $7, $8, $8, $9)`,
    [
      record.id,
      record.cartId,
      facts.checkoutId,
      email,
      record.buyerInfo.memberId ?? null,
      record.buyerInfo.visitorId ?? null,
      facts.totalCents,
      now,
      JSON.stringify(record),
    ],
  );
  return record;
}

/**
 * Marks the abandoned checkout of cart `cartId` recovered at `now`; resolves with whether the
 * cart had one still abandoned.
 *
 * @example
 * ```ts
 * await markAbandonedCheckoutRecovered(tx, cartId, now);
 * ```
 */
export async function markAbandonedCheckoutRecovered(
  tx: Queryable,
  cartId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await tx.query(
    `update abandoned_checkouts
     set status = 'RECOVERED', recovered_at = $2, updated_at = $2,
       doc = doc || jsonb_build_object('status', 'RECOVERED', 'checkoutRecoveredDate', $3::text, 'updatedDate', $3::text)
     where cart_id = $1 and status = 'ABANDONED' returning id`,
    [cartId, now, at],
  );
  return rows.length > 0;
}
