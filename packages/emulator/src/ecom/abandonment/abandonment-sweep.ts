/**
 * One cart abandonment sweep: every live cart with lines and a known buyer
 * e-mail, not yet abandoned and untouched for `config.cartAbandonAfterMinutes`, is
 * marked abandoned (`carts.abandoned_at`), gets its abandoned checkout record and records
 * `CartAbandonedEvent`, both priced from the catalogue as it is now, in the same transaction. A cart is
 * abandoned once: touching it again does not abandon it a second time. Carts
 * are claimed with `for update skip locked`, so processes sweeping one
 * PostgreSQL at once never record a cart twice, and a cart being changed
 * right now is left for the next sweep.
 */
import type { EmulatorConfig } from "../../config.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { recordEvents } from "../../events/outbox.ts";
import { findCoupon } from "../../settings/shop-settings.ts";
import {
  type AbandonedCheckoutFacts,
  insertAbandonedCheckout,
} from "../abandoned-checkouts/abandoned-checkout-record.ts";
import type { CartRow } from "../cart/cart-record.ts";
import { viewCart } from "../cart/cart-view.ts";
import { readContext } from "../ecom-transaction.ts";
import { totalCents } from "../pricing/totals.ts";
import { wirePrice } from "../pricing/wire-money.ts";
import { cartAbandonedEvent } from "./cart-abandonment-events.ts";
import { recoveryUrl } from "./recovery-url.ts";

const BATCH = 50;

const CLAIM = `select id, owner_kind, owner_id, is_current, doc, buyer_email, checkout_id, created_at, updated_at,
    abandoned_at, ended_at, end_reason, order_id
  from carts
  where ended_at is null and abandoned_at is null and buyer_email is not null and updated_at <= $1
    and jsonb_array_length(doc -> 'lineItems') > 0
  order by updated_at, id limit ${BATCH} for update skip locked`;

/** The buyer's name and phone from the shipping or billing contact of the cart's checkout, if any. */
async function buyerContact(db: Queryable, checkoutId: string | null) {
  if (!checkoutId) return {};
  const [row] = await db.query<{ doc: Record<string, unknown> }>("select doc from checkouts where id = $1", [
    checkoutId,
  ]);
  const doc = (row?.doc ?? {}) as {
    shippingInfo?: { shippingDestination?: { contactDetails?: Record<string, unknown> } };
    billingInfo?: { contactDetails?: Record<string, unknown> };
  };
  const contact =
    doc.shippingInfo?.shippingDestination?.contactDetails ?? doc.billingInfo?.contactDetails ?? {};
  const text = (name: string) =>
    typeof contact[name] === "string" && contact[name] !== "" ? { [name]: contact[name] as string } : {};
  return { ...text("firstName"), ...text("lastName"), ...text("phone") };
}

async function facts(
  tx: Queryable,
  config: EmulatorConfig,
  cart: CartRow,
  now: Date,
): Promise<AbandonedCheckoutFacts> {
  const context = await readContext(tx, config, now);
  const { cart: served, priced } = await viewCart(tx, cart, context);
  const coupon = cart.doc.couponCode ? findCoupon(config.shop, cart.doc.couponCode) : undefined;
  const totals = totalCents(priced, coupon, config.shop);
  return {
    cartId: cart.id,
    owner_kind: cart.owner_kind,
    owner_id: cart.owner_id,
    createdAt: cart.created_at,
    buyer: { email: cart.buyer_email ?? "", ...(await buyerContact(tx, cart.checkout_id)) },
    itemsCount: served.lineItems.reduce((sum, line) => sum + line.quantity, 0),
    subtotalCents: totals.subtotal,
    totalCents: totals.total,
    formattedTotal: wirePrice(totals.total, context.currency).formattedAmount,
    ...(coupon ? { couponId: coupon.code } : {}),
    checkoutUrl: recoveryUrl(config.publicUrl, cart),
    currency: context.currency,
    lineItems: served.lineItems,
    checkoutId: cart.checkout_id,
  };
}

/**
 * Abandons the carts due at `now`; resolves with how many it abandoned.
 *
 * @example
 * ```ts
 * await sweepAbandonedCarts(db, config, new Date(Date.now() + 61 * 60_000)); // 1
 * ```
 */
export async function sweepAbandonedCarts(db: Database, config: EmulatorConfig, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - config.cartAbandonAfterMinutes * 60_000);
  let abandoned = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const carts = await tx.query<CartRow>(CLAIM, [cutoff]);
      for (const cart of carts) {
        await tx.query("update carts set abandoned_at = $2 where id = $1", [cart.id, now]);
        const abandoned = await facts(tx, config, cart, now);
        await insertAbandonedCheckout(tx, abandoned, now);
        await recordEvents(tx, [cartAbandonedEvent(abandoned, now)]);
      }
      return carts.length;
    });
    abandoned += count;
    if (count < BATCH) return abandoned;
  }
}
