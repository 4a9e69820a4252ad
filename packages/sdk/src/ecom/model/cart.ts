/**
 * The cart: the lines a buyer means to buy, with the buyer, currency, coupon and the checkout
 * made from it. Wire field names (`id`); `Time` is `Date` in what the SDK returns (converted
 * once, by the calls' `dates`), `string` for raw JSON.
 */
import type { AddressWithContact } from "./address.js";
import type { BuyerInfo } from "./buyer-info.js";
import type { CartDiscount } from "./discounts.js";
import type { LineItem } from "./line-item.js";
import type { SelectedShippingOption } from "./shipping.js";

/** The unit of `weight` values. */
export type WeightUnit = "UNSPECIFIED_WEIGHT_UNIT" | "KG" | "LB";

/**
 * A cart.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.getCurrentCart();
 * const count = (cart.lineItems ?? []).reduce((n, item) => n + (item.quantity ?? 0), 0);
 * ```
 */
export interface Cart<Time = Date> {
  id?: string | null;
  lineItems?: LineItem<Time>[];
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  /** The store's currency (ISO-4217). */
  currency?: string;
  /** The buyer's display currency. */
  conversionCurrency?: string;
  paymentCurrency?: string;
  buyerLanguage?: string | null;
  siteLanguage?: string | null;
  taxIncludedInPrices?: boolean | null;
  weightUnit?: WeightUnit;
  /** The checkout last made from this cart. */
  checkoutId?: string | null;
  appliedDiscounts?: CartDiscount[];
  createdDate?: Time | null;
  updatedDate?: Time | null;
  contactInfo?: AddressWithContact;
  overrideCheckoutUrl?: string | null;
  /** Shared by the cart, its checkout and its order. */
  purchaseFlowId?: string | null;
  selectedShippingOption?: SelectedShippingOption;
  businessLocationId?: string | null;
  /** Increases on every change. */
  revision?: string | null;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}

/**
 * The cart fields a buyer may change (`updateCurrentCart`'s `cartInfo`).
 *
 * @example
 * ```ts
 * await client.currentCart.updateCurrentCart({ cartInfo: { buyerNote: "Gift wrap, please" } });
 * ```
 */
export interface CartInfo {
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  contactInfo?: AddressWithContact;
  selectedShippingOption?: SelectedShippingOption;
  overrideCheckoutUrl?: string | null;
  businessLocationId?: string | null;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}
