/**
 * The checkout: a cart on its way to an order, with the buyer's addresses, the shipping chosen,
 * the totals and whether it is completed. Wire field names; `Time` is `Date` in what the SDK
 * returns, `string` for raw JSON.
 */
import type { AddressWithContact } from "./address.js";
import type { BuyerInfo } from "./buyer-info.js";
import type { CalculationErrors, Violation } from "./calculation-errors.js";
import type { WeightUnit } from "./cart.js";
import type { AppliedDiscount } from "./discounts.js";
import type { GiftCard, TaxSummary } from "./estimate.js";
import type { LineItem, LineItemImage } from "./line-item.js";
import type { PriceSummary } from "./price-summary.js";
import type { CheckoutShippingInfo } from "./shipping.js";

/** Where a purchase comes from (`WEB` for a storefront). */
export type ChannelType =
  | "UNSPECIFIED"
  | "WEB"
  | "POS"
  | "EBAY"
  | "AMAZON"
  | "OTHER_PLATFORM"
  | "WIX_APP_STORE"
  | "WIX_INVOICES"
  | "BACKOFFICE_MERCHANT"
  | "WISH"
  | "CLASS_PASS"
  | "GLOBAL_E"
  | "FACEBOOK"
  | "ETSY"
  | "TIKTOK"
  | "FAIRE_COM"
  | "PAYPAL_AGENTIC_CHECKOUT"
  | "STRIPE_AGENTIC_CHECKOUT";

/** Who created a checkout or order: exactly one id. */
export interface CreatedBy {
  userId?: string;
  memberId?: string;
  visitorId?: string;
  appId?: string;
}

/** A custom field the buyer filled in. */
export interface CustomField {
  value?: unknown;
  title?: string;
  translatedTitle?: string | null;
}

/** A checkout's line: a cart line whose picture is named `media` (a cart line's `image`). */
export type CheckoutLineItem<Time = Date> = Omit<LineItem<Time>, "image"> & { media?: LineItemImage };

/**
 * A checkout.
 *
 * @example
 * ```ts
 * const checkout = await client.checkout.getCheckout(checkoutId);
 * if (!checkout.completed) console.log(checkout.priceSummary?.total?.formattedAmount);
 * ```
 */
export interface Checkout<Time = Date> {
  id?: string | null;
  lineItems?: CheckoutLineItem<Time>[];
  billingInfo?: AddressWithContact;
  shippingInfo?: CheckoutShippingInfo<Time>;
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  currency?: string;
  conversionCurrency?: string;
  paymentCurrency?: string;
  priceSummary?: PriceSummary;
  calculationErrors?: CalculationErrors;
  giftCard?: GiftCard;
  appliedDiscounts?: AppliedDiscount[];
  customFields?: CustomField[];
  weightUnit?: WeightUnit;
  taxSummary?: TaxSummary;
  channelType?: ChannelType;
  siteLanguage?: string;
  buyerLanguage?: string;
  /** Whether an order was made from it (or it was marked completed). */
  completed?: boolean;
  taxIncludedInPrice?: boolean;
  createdBy?: CreatedBy;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  /** The cart it was made from. */
  cartId?: string | null;
  violations?: Violation[];
  purchaseFlowId?: string | null;
  businessLocationId?: string | null;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}

/**
 * The checkout fields `updateCheckout` changes; those left out keep their values.
 *
 * @example
 * ```ts
 * const changes: CheckoutUpdate = { buyerInfo: { email: "ada@example.com" }, shippingInfo: { shippingDestination: { address } } };
 * ```
 */
export interface CheckoutUpdate {
  billingInfo?: AddressWithContact;
  shippingInfo?: {
    shippingDestination?: AddressWithContact;
    selectedCarrierServiceOption?: { code?: string; carrierId?: string | null };
  };
  buyerNote?: string | null;
  buyerInfo?: BuyerInfo;
  customFields?: CustomField[];
  channelType?: ChannelType;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}
