/**
 * The checkout calls. Visitors and members see their own checkouts (another's
 * is `CHECKOUT_NOT_FOUND`); merchants every one. Placing an order and marking
 * a checkout completed are merchant calls (403 for visitors and members); a
 * shopper pays on the hosted checkout page (`checkoutUrl`).
 * - `GET /ecom/v1/checkouts/{id}` → `{checkout}`;
 * - `PATCH /ecom/v1/checkouts/{checkout.id}` `{checkout: {buyerInfo: {email}, buyerNote, shippingInfo:
 *   {shippingDestination}, billingInfo}, couponCode?}` → `{checkout}` (400 `CHECKOUT_IS_COMPLETE`
 *   once completed);
 * - `GET /ecom/v1/checkouts/{id}/checkout-url` → `{checkoutUrl}`;
 * - `POST /ecom/v1/checkouts/{id}/create-order` → `{orderId}` (see `orders/place-order.ts`; a second
 *   call answers the same order id);
 * - `POST /ecom/v1/checkouts/{id}/mark-as-completed` → `{}` (records `checkout_completed` once).
 */
import type { Queryable } from "../../db/database.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { findCoupon } from "../../settings/shop-settings.ts";
import { couponNotFound } from "../cart/cart-failures.ts";
import { noteCheckout } from "../cart/cart-repository.ts";
import { readId, readObject, readOptionalString } from "../ecom-input.ts";
import { contextOf, inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { checkoutCompletedEvent } from "../orders/order-events.ts";
import { placeOrder } from "../orders/place-order.ts";
import { canSee } from "../owner.ts";
import { computeTotals, type PricedLine } from "../pricing/totals.ts";
import { centsOf } from "../pricing/wire-money.ts";
import { readBuyerDetails, withBuyerDetails } from "./buyer-details.ts";
import type { CheckoutDocument } from "./checkout-document.ts";
import { checkoutComplete, checkoutNotFound } from "./checkout-failures.ts";
import { checkoutExpired, hasExpired } from "./checkout-lifetime.ts";
import { repricedCheckout } from "./checkout-pricing.ts";
import { type CheckoutRow, completeCheckout, loadCheckout, saveCheckout } from "./checkout-repository.ts";
import { servedCheckout } from "./served-checkout.ts";

const BASE = "/ecom/v1/checkouts";

/**
 * The hosted checkout page's URL for a checkout.
 *
 * @example
 * ```ts
 * checkoutUrl("http://localhost:4000", "k1"); // "http://localhost:4000/_hosted/checkout?checkoutId=k1"
 * ```
 */
export function checkoutUrl(publicUrl: string, checkoutId: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/_hosted/checkout?checkoutId=${encodeURIComponent(checkoutId)}`;
}

async function visibleCheckout(
  input: EndpointInput,
  id: string,
  lock = false,
  tx: Queryable = input.db,
): Promise<CheckoutRow> {
  const row = await loadCheckout(tx, id, lock);
  if (!row || !canSee(input.principal, row)) throw checkoutNotFound(id);
  if (hasExpired(row, new Date(input.credentials.now()))) throw checkoutExpired(id);
  return row;
}

function pricedLines(checkout: CheckoutDocument): PricedLine[] {
  return checkout.lineItems.map((item) => ({
    id: item.id,
    totalCents: centsOf(item.lineItemPrice.amount),
    shippable: item.physicalProperties.shippable && item.availability.status !== "NOT_FOUND",
  }));
}

/** GET `/ecom/v1/checkouts/{id}`. */
export const getCheckout: Endpoint = {
  method: "GET",
  path: `${BASE}/{id}`,
  access: "read",
  async handle(input) {
    const row = await visibleCheckout(input, readId(input.payload.id, "id"));
    if (row.completed_at) return { checkout: servedCheckout(row.doc) };
    const context = contextOf(input.config, row.doc.currency, new Date(input.credentials.now()));
    return {
      checkout: servedCheckout(await repricedCheckout(input.db, row.doc, context, input.config.shop)),
    };
  },
};

/** PATCH `/ecom/v1/checkouts/{checkout.id}`. */
export const updateCheckout: Endpoint = {
  method: "PATCH",
  path: `${BASE}/{checkout.id}`,
  access: "read",
  handle(input) {
    const id = readId(readObject(input.payload.checkout, "checkout").id, "checkout.id");
    const details = readBuyerDetails(input.payload.checkout, "checkout");
    const code = readOptionalString(input.payload.couponCode, "couponCode", 100);
    const coupon = code === undefined ? undefined : findCoupon(input.config.shop, code);
    if (code !== undefined && !coupon) throw couponNotFound(code);
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await visibleCheckout(input, id, true, write.tx);
      if (row.completed_at) throw checkoutComplete(id);
      let updated = await repricedCheckout(
        write.tx,
        withBuyerDetails(row.doc, details, write.context.now),
        write.context,
        input.config.shop,
      );
      if (coupon) {
        const totals = computeTotals(pricedLines(updated), coupon, input.config.shop, updated.currency);
        updated = {
          ...updated,
          ...totals,
          shippingInfo: { ...updated.shippingInfo, ...totals.shippingInfo },
        };
      }
      await saveCheckout(write.tx, updated, write.context.now);
      if (row.cart_id)
        await noteCheckout(write.tx, row.cart_id, {
          ...(updated.buyerInfo.email ? { email: updated.buyerInfo.email } : {}),
          now: write.context.now,
        });
      return { checkout: servedCheckout(updated) };
    });
  },
};

/** GET `/ecom/v1/checkouts/{id}/checkout-url`. */
export const getCheckoutUrl: Endpoint = {
  method: "GET",
  path: `${BASE}/{id}/checkout-url`,
  access: "read",
  async handle(input) {
    const row = await visibleCheckout(input, readId(input.payload.id, "id"));
    return { checkoutUrl: checkoutUrl(input.config.publicUrl, row.id) };
  },
};

/** POST `/ecom/v1/checkouts/{id}/create-order` (merchant). */
export const createOrder: Endpoint = {
  method: "POST",
  path: `${BASE}/{id}/create-order`,
  access: "write",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const { order } = await inEcomTransaction(writeInput(input), (write) =>
      placeOrder(write, id, input.config.shop),
    );
    return { orderId: order.id };
  },
};

/** POST `/ecom/v1/checkouts/{id}/mark-as-completed` (merchant). */
export const markCheckoutAsCompleted: Endpoint = {
  method: "POST",
  path: `${BASE}/{id}/mark-as-completed`,
  access: "write",
  handle(input) {
    const id = readId(input.payload.id, "id");
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await visibleCheckout(input, id, true, write.tx);
      if (row.completed_at) return {};
      const completed: CheckoutDocument = { ...row.doc, completed: true, updatedDate: write.context.now };
      await completeCheckout(write.tx, completed, { now: write.context.now });
      await recordEvents(write.tx, [checkoutCompletedEvent(completed, write.identity, write.context.now)]);
      return {};
    });
  },
};

/** The checkout endpoints. */
export const checkoutEndpoints: readonly Endpoint[] = [
  getCheckout,
  updateCheckout,
  getCheckoutUrl,
  createOrder,
  markCheckoutAsCompleted,
];
