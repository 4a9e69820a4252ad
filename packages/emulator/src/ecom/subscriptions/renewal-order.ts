/**
 * The order of one renewal cycle of a subscription: the subscribed line as
 * the first order bought it (same product, variant, quantity and plan price),
 * `subscriptionInfo.cycleNumber` the cycle, for the same buyer, billing and
 * shipping details. Its totals follow the shop's rules for that one line
 * (flat-rate shipping when it ships, tax, no coupon). It is paid at once
 * (`PAID`, one card payment of the total: the card on file) and `APPROVED`;
 * it has no checkout and a purchase flow of its own.
 */
import { randomUUID } from "node:crypto";
import type { ShopSettings } from "../../settings/shop-settings.ts";
import type { OrderDocument, OrderLineItem } from "../orders/order-document.ts";
import { totalCents } from "../pricing/totals.ts";
import { centsOf, orderPrice } from "../pricing/wire-money.ts";

/** What a renewal order is made of. */
export interface RenewalFacts {
  /** The order that started the subscription. */
  first: OrderDocument;
  /** The subscribed line of that order. */
  line: OrderLineItem & { subscriptionInfo: NonNullable<OrderLineItem["subscriptionInfo"]> };
  cycle: number;
  number: string;
  /** When the cycle fell due: the order's date. */
  at: string;
}

/**
 * The renewal order of `facts.cycle`.
 *
 * @example
 * ```ts
 * const order = renewalOrder({ first, line, cycle: 2, number: "10007", at }, config.shop);
 * ```
 */
export function renewalOrder(facts: RenewalFacts, shop: ShopSettings): OrderDocument {
  const { first, line, at } = facts;
  const currency = first.currency;
  const cents = totalCents(
    [
      {
        id: line.id,
        totalCents: centsOf(line.lineItemPrice.amount),
        shippable: line.physicalProperties.shippable,
      },
    ],
    undefined,
    shop,
  );
  const money = (value: number) => orderPrice(value, currency);
  const shipping = money(cents.shipping);
  const { checkoutId: _checkout, shippingInfo, buyerNote: _note, ...kept } = first;
  const { restockQuantity: _restocked, refundQuantity: _refunded, ...bought } = line;
  return {
    ...kept,
    id: randomUUID(),
    number: facts.number,
    createdDate: at,
    updatedDate: at,
    lineItems: [
      {
        ...bought,
        id: randomUUID(),
        subscriptionInfo: { ...line.subscriptionInfo, cycleNumber: facts.cycle },
      },
    ],
    paymentStatus: "PAID",
    fulfillmentStatus: "NOT_FULFILLED",
    status: "APPROVED",
    priceSummary: {
      subtotal: money(cents.subtotal),
      shipping,
      tax: money(cents.tax),
      discount: money(0),
      total: money(cents.total),
      totalAdditionalFees: money(0),
    },
    ...(shippingInfo && cents.shipping > 0
      ? {
          shippingInfo: {
            ...shippingInfo,
            cost: { price: shipping, totalPriceBeforeTax: shipping, totalPriceAfterTax: shipping },
          },
        }
      : {}),
    archived: false,
    appliedDiscounts: [],
    purchaseFlowId: randomUUID(),
    activities: [
      { id: randomUUID(), createdDate: at, type: "ORDER_PLACED" },
      { id: randomUUID(), createdDate: at, type: "ORDER_PAID" },
    ],
    seenByAHuman: false,
    balanceSummary: { balance: money(0), paid: money(cents.total) },
  };
}
