/**
 * Makes a checkout from a cart: the cart's lines and prices as they are now
 * (each line's `catalogReference.options` also names the resolved
 * `variantId`), its coupon, the totals under the shop's settings, and the
 * buyer (the cart's owner, and an e-mail from the request or the cart). The
 * cart remembers the checkout and the e-mail. A cart with no lines makes an
 * empty checkout, from which no order can be placed (`EMPTY_CHECKOUT`); a cart
 * of more lines than a cart holds (one stored before the bound) makes none
 * (`MAX_LINE_ITEMS_EXCEEDED`).
 */
import { randomUUID } from "node:crypto";
import { findCoupon, type ShopSettings } from "../../settings/shop-settings.ts";
import type { CartRow } from "../cart/cart-record.ts";
import { noteCheckout } from "../cart/cart-repository.ts";
import { MAX_CART_LINES, tooManyLines } from "../cart/cart-size.ts";
import { viewCart } from "../cart/cart-view.ts";
import { readEmail, readObject, readOptionalString } from "../ecom-input.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { ownerOfRow } from "../owner.ts";
import { computeTotals } from "../pricing/totals.ts";
import type { CheckoutDocument } from "./checkout-document.ts";
import { insertCheckout } from "./checkout-repository.ts";

/** What create-checkout may say besides the cart. */
export interface CheckoutRequest {
  channelType: string;
  email?: string;
  shippingAddress?: Record<string, unknown>;
  billingAddress?: Record<string, unknown>;
}

/**
 * The create-checkout request in `payload` (`{channelType, email, shippingAddress, billingAddress}`).
 *
 * @example
 * ```ts
 * readCheckoutRequest({ channelType: "WEB" }); // { channelType: "WEB" }
 * ```
 */
export function readCheckoutRequest(payload: Record<string, unknown>): CheckoutRequest {
  const email = readEmail(payload.email, "email");
  const shippingAddress = readObject(payload.shippingAddress, "shippingAddress");
  const billingAddress = readObject(payload.billingAddress, "billingAddress");
  return {
    channelType: readOptionalString(payload.channelType, "channelType", 40) ?? "WEB",
    ...(email !== undefined ? { email } : {}),
    ...(Object.keys(shippingAddress).length > 0 ? { shippingAddress } : {}),
    ...(Object.keys(billingAddress).length > 0 ? { billingAddress } : {}),
  };
}

/**
 * Creates and stores a checkout from `cart`; returns it.
 *
 * @example
 * ```ts
 * const checkout = await createCheckoutFromCart(write, cart, config.shop, { channelType: "WEB" });
 * ```
 */
export async function createCheckoutFromCart(
  write: EcomTransaction,
  cart: CartRow,
  shop: ShopSettings,
  request: CheckoutRequest,
): Promise<CheckoutDocument> {
  const { context } = write;
  if (cart.doc.lineItems.length > MAX_CART_LINES) throw tooManyLines(cart.doc.lineItems.length);
  const { cart: served, priced } = await viewCart(write.tx, cart, context);
  const byId = new Map(cart.doc.lineItems.map((line) => [line.id, line]));
  const lineItems = served.lineItems.map((item) => {
    const variantId = byId.get(item.id)?.variantId;
    return variantId
      ? {
          ...item,
          catalogReference: {
            ...item.catalogReference,
            options: { ...item.catalogReference.options, variantId },
          },
        }
      : item;
  });
  const coupon = cart.doc.couponCode ? findCoupon(shop, cart.doc.couponCode) : undefined;
  const email = request.email ?? served.buyerInfo.email;
  const totals = computeTotals(priced, coupon, shop, context.currency);
  const checkout: CheckoutDocument = {
    id: randomUUID(),
    cartId: cart.id,
    lineItems,
    ...(request.billingAddress ? { billingInfo: { address: request.billingAddress } } : {}),
    ...totals,
    shippingInfo: {
      ...totals.shippingInfo,
      ...(request.shippingAddress ? { shippingDestination: { address: request.shippingAddress } } : {}),
    },
    ...(served.buyerNote !== undefined ? { buyerNote: served.buyerNote } : {}),
    buyerInfo: { ...served.buyerInfo, ...(email ? { email } : {}) },
    currency: context.currency,
    conversionCurrency: context.currency,
    paymentCurrency: context.currency,
    weightUnit: "KG",
    channelType: request.channelType,
    completed: false,
    taxIncludedInPrice: false,
    createdDate: context.now,
    updatedDate: context.now,
    purchaseFlowId: served.purchaseFlowId,
  };
  await insertCheckout(write.tx, {
    doc: checkout,
    owner: ownerOfRow(cart),
    cartId: cart.id,
    now: context.now,
  });
  await noteCheckout(write.tx, cart.id, {
    checkoutId: checkout.id,
    ...(email ? { email } : {}),
    now: context.now,
  });
  return checkout;
}
