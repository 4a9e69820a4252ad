/**
 * The order: what was bought, by whom, for how much, and where it stands (approved, paid,
 * fulfilled, canceled). Amounts are decimal strings in the order's currency. Wire field names;
 * `Time` is `Date` in what the SDK returns, `string` for raw JSON.
 */

import type { CatalogReference } from "../catalog-reference.js";
import type { AddressWithContact } from "./address.js";
import type { BuyerInfo } from "./buyer-info.js";
import type { WeightUnit } from "./cart.js";
import type { ChannelType, CreatedBy, CustomField } from "./checkout.js";
import type { DiscountType } from "./discounts.js";
import type {
  DescriptionLine,
  ItemPhysicalProperties,
  ItemType,
  LineItemImage,
  PaymentOptionType,
  SubscriptionSettings,
  TranslatableText,
} from "./line-item.js";
import type { Price } from "./money.js";
import type { DeliveryLogistics, ShippingRegion } from "./shipping.js";

/** Where an order stands. */
export type OrderStatus = "INITIALIZED" | "APPROVED" | "CANCELED" | "PENDING" | "REJECTED";

/** How much of an order is paid. */
export type PaymentStatus =
  | "UNSPECIFIED"
  | "NOT_PAID"
  | "PAID"
  | "PARTIALLY_REFUNDED"
  | "FULLY_REFUNDED"
  | "PENDING"
  | "PARTIALLY_PAID"
  | "PENDING_MERCHANT"
  | "CANCELED"
  | "DECLINED";

/** How much of an order is shipped or handed over. */
export type FulfillmentStatus = "NOT_FULFILLED" | "FULFILLED" | "PARTIALLY_FULFILLED";

/** A line's tax. */
export interface ItemTax {
  taxableAmount?: Price;
  taxRate?: string;
  totalTax?: Price;
}

/** The subscription an order line was bought on: the plan's title, description and settings. */
export interface OrderSubscriptionInfo {
  id?: string | null;
  /** Which cycle of the subscription the order pays (1 for the first). */
  cycleNumber?: number;
  subscriptionOptionTitle?: string;
  subscriptionOptionDescription?: string | null;
  subscriptionSettings?: SubscriptionSettings;
  chargesDescription?: string | null;
}

/**
 * A line of an order.
 *
 * @example
 * ```ts
 * const names = order.lineItems?.map((item) => `${item.quantity} × ${item.productName?.original}`);
 * ```
 */
export interface OrderLineItem<Time = Date> {
  id?: string;
  productName?: TranslatableText;
  catalogReference?: CatalogReference;
  quantity?: number;
  totalDiscount?: Price;
  descriptionLines?: DescriptionLine[];
  image?: LineItemImage;
  physicalProperties?: ItemPhysicalProperties;
  itemType?: ItemType;
  fulfillerId?: string | null;
  refundQuantity?: number | null;
  restockQuantity?: number | null;
  /** Unit price after discounts. */
  price?: Price;
  priceBeforeDiscounts?: Price;
  totalPriceBeforeTax?: Price;
  totalPriceAfterTax?: Price;
  /** `price` × `quantity`. */
  lineItemPrice?: Price;
  paymentOption?: PaymentOptionType;
  taxDetails?: ItemTax;
  digitalFile?: { fileId?: string; link?: string | null; expirationDate?: Time | null };
  priceDescription?: TranslatableText;
  depositAmount?: Price;
  priceUndetermined?: boolean;
  fixedQuantity?: boolean;
  /** The subscription plan the line was bought on. */
  subscriptionInfo?: OrderSubscriptionInfo;
}

/**
 * An order's totals.
 *
 * @example
 * ```ts
 * const paid = order.priceSummary?.total?.amount; // "48.00"
 * ```
 */
export interface OrderPriceSummary {
  subtotal?: Price;
  shipping?: Price;
  tax?: Price;
  discount?: Price;
  total?: Price;
  totalAdditionalFees?: Price;
}

/** How an order ships, and at what cost. */
export interface OrderShippingInfo<Time = Date> {
  carrierId?: string | null;
  code?: string | null;
  title?: string;
  logistics?: Omit<DeliveryLogistics<Time>, "pickupDetails"> & {
    shippingDestination?: AddressWithContact;
    pickupDetails?: DeliveryLogistics<Time>["pickupDetails"];
    deliverByDate?: Time | null;
  };
  cost?: { price?: Price; totalPriceBeforeTax?: Price; totalPriceAfterTax?: Price; discount?: Price };
  region?: ShippingRegion;
}

/** A discount applied to an order. */
export interface OrderDiscount {
  id?: string | null;
  coupon?: { id?: string; code?: string; name?: string; amount?: Price };
  merchantDiscount?: {
    discountReason?: "UNSPECIFIED" | "EXCHANGED_ITEMS" | "BILLING_ADJUSTMENT";
    description?: string | null;
    amount?: Price;
  };
  discountRule?: { id?: string; name?: TranslatableText; amount?: Price };
  discountType?: DiscountType;
  lineItemIds?: string[];
}

/** Something that happened to an order (placed, paid, canceled, a merchant's comment …). */
export interface OrderActivity<Time = Date> {
  id?: string | null;
  authorEmail?: string | null;
  createdDate?: Time | null;
  /** E.g. `ORDER_PLACED`, `ORDER_PAID`, `ORDER_CANCELED`, `MERCHANT_COMMENT`. */
  type?: string;
  merchantComment?: { message?: string };
}

/** What is paid and what is left to pay. */
export interface BalanceSummary {
  balance?: Price;
  paid?: Price;
  refunded?: Price;
  authorized?: Price;
  pending?: Price;
}

/**
 * An order.
 *
 * @example
 * ```ts
 * const order = await admin.orders.getOrder(orderId);
 * console.log(order.number, order.status, order.paymentStatus, order.priceSummary?.total?.formattedAmount);
 * ```
 */
export interface Order<Time = Date> {
  id?: string | null;
  /** The order number buyers see. */
  number?: string;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  lineItems?: OrderLineItem<Time>[];
  buyerInfo?: BuyerInfo;
  paymentStatus?: PaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  buyerLanguage?: string | null;
  weightUnit?: WeightUnit;
  currency?: string | null;
  currencyConversionDetails?: { originalCurrency?: string | null; conversionRate?: string | null };
  taxIncludedInPrices?: boolean;
  siteLanguage?: string | null;
  priceSummary?: OrderPriceSummary;
  billingInfo?: AddressWithContact;
  shippingInfo?: OrderShippingInfo<Time>;
  buyerNote?: string | null;
  status?: OrderStatus;
  archived?: boolean | null;
  taxSummary?: { totalTax?: Price };
  appliedDiscounts?: OrderDiscount[];
  activities?: OrderActivity<Time>[];
  createdBy?: CreatedBy;
  channelInfo?: { type?: ChannelType; externalOrderId?: string | null; externalOrderUrl?: string | null };
  seenByAHuman?: boolean | null;
  /** The checkout it was made from. */
  checkoutId?: string | null;
  customFields?: CustomField[];
  balanceSummary?: BalanceSummary;
  purchaseFlowId?: string | null;
  recipientInfo?: AddressWithContact;
  purchasedDate?: Time | null;
  businessLocation?: { id?: string; name?: string };
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}
