/**
 * An order as stored in `orders.doc` and served (the provider's `Order`, wire
 * names). Amounts are `{amount, formattedAmount}`.
 */
import type { CatalogReference } from "../cart/cart-record.ts";
import type { DescriptionLine } from "../pricing/line-item.ts";
import type { SubscriptionOptionInfo } from "../pricing/subscription-plan.ts";
import type { OrderPrice } from "../pricing/wire-money.ts";

/** Order status (`status`). */
export type OrderStatus = "APPROVED" | "CANCELED";

/** Whether the order is paid (`paymentStatus`), the provider's values the emulator reaches. */
export type OrderPaymentStatus = "NOT_PAID" | "PENDING" | "PAID" | "PARTIALLY_REFUNDED" | "FULLY_REFUNDED";

/** How much of the order is fulfilled (`fulfillmentStatus`). */
export type OrderFulfillmentStatus = "NOT_FULFILLED" | "PARTIALLY_FULFILLED" | "FULFILLED";

/** One order line. */
export interface OrderLineItem {
  id: string;
  productName: { original: string; translated: string };
  catalogReference: CatalogReference;
  quantity: number;
  /** Units put back in stock (a cancel or a refund with restock). */
  restockQuantity?: number;
  /** Units refunded so far. */
  refundQuantity?: number;
  totalDiscount: OrderPrice;
  descriptionLines: DescriptionLine[];
  image?: { id: string; url: string; height?: number; width?: number };
  physicalProperties: { weight: number; sku?: string; shippable: boolean };
  itemType: { preset: "PHYSICAL" | "DIGITAL" };
  price: OrderPrice;
  priceBeforeDiscounts: OrderPrice;
  totalPriceBeforeTax: OrderPrice;
  totalPriceAfterTax: OrderPrice;
  lineItemPrice: OrderPrice;
  paymentOption: "FULL_PAYMENT_ONLINE";
  rootCatalogItemId: string;
  /** The subscription the line was bought on (`id`) and which of its billing cycles this order is. */
  subscriptionInfo?: {
    id: string;
    cycleNumber: number;
    subscriptionOptionTitle: string;
    subscriptionOptionDescription?: string;
    subscriptionSettings: SubscriptionOptionInfo["subscriptionSettings"];
  };
}

/** The served order. */
export interface OrderDocument {
  id: string;
  number: string;
  createdDate: string;
  updatedDate: string;
  lineItems: OrderLineItem[];
  buyerInfo: { visitorId?: string; memberId?: string; email?: string };
  paymentStatus: OrderPaymentStatus;
  fulfillmentStatus: OrderFulfillmentStatus;
  status: OrderStatus;
  weightUnit: "KG";
  currency: string;
  taxIncludedInPrices: false;
  priceSummary: {
    subtotal: OrderPrice;
    shipping: OrderPrice;
    tax: OrderPrice;
    discount: OrderPrice;
    total: OrderPrice;
    totalAdditionalFees: OrderPrice;
  };
  billingInfo?: Record<string, unknown>;
  shippingInfo?: Record<string, unknown>;
  recipientInfo?: Record<string, unknown>;
  buyerNote?: string;
  archived: false;
  appliedDiscounts: Record<string, unknown>[];
  activities: { id: string; createdDate: string; type: string }[];
  attributionSource: "UNSPECIFIED";
  channelInfo: { type: string };
  /** The checkout the order was placed from; none on a subscription's renewal order. */
  checkoutId?: string;
  purchaseFlowId: string;
  seenByAHuman: false;
  /** What is still owed, what was paid and, once refunds are made, what was given back. */
  balanceSummary: { balance: OrderPrice; paid: OrderPrice; refunded?: OrderPrice };
}
