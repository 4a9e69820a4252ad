/**
 * Made-up records of the store's shapes for test events sent before the
 * store has any of them: a product, an order of it, and a refund of that
 * order's payment. Each has fresh ids and plain sample values.
 */
import { randomUUID } from "node:crypto";
import { DEFAULT_VARIANT_ID, type ProductDocument } from "../../catalog/model/product-document.ts";
import type { OrderRefund, OrderTransactions } from "../order-transactions/order-transactions.ts";
import { newPayment } from "../order-transactions/order-transactions.ts";
import type { OrderDocument } from "../orders/order-document.ts";

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

/**
 * A sample product.
 *
 * @example
 * ```ts
 * sampleProduct().name; // "Sample product"
 * ```
 */
export function sampleProduct(): ProductDocument {
  const id = randomUUID();
  return {
    id,
    name: "Sample product",
    slug: "sample-product",
    visible: true,
    productType: "physical",
    variants: [{ id: DEFAULT_VARIANT_ID, choices: {} }],
  } as unknown as ProductDocument;
}

/**
 * A sample order of one sample product, placed and paid now.
 *
 * @example
 * ```ts
 * sampleOrder().paymentStatus; // "PAID"
 * ```
 */
export function sampleOrder(): OrderDocument {
  const now = new Date().toISOString();
  const price = money("10.00");
  return {
    id: randomUUID(),
    number: "10000",
    createdDate: now,
    updatedDate: now,
    lineItems: [
      {
        id: randomUUID(),
        productName: { original: "Sample product", translated: "Sample product" },
        catalogReference: { catalogItemId: randomUUID(), appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e" },
        quantity: 1,
        totalDiscount: money("0.00"),
        descriptionLines: [],
        physicalProperties: { weight: 0, shippable: true },
        itemType: { preset: "PHYSICAL" },
        price,
        priceBeforeDiscounts: price,
        totalPriceBeforeTax: price,
        totalPriceAfterTax: price,
        lineItemPrice: price,
        paymentOption: "FULL_PAYMENT_ONLINE",
        rootCatalogItemId: randomUUID(),
      },
    ],
    buyerInfo: { email: "buyer@example.com" },
    paymentStatus: "PAID",
    fulfillmentStatus: "NOT_FULFILLED",
    status: "APPROVED",
    weightUnit: "KG",
    currency: "USD",
    taxIncludedInPrices: false,
    priceSummary: {
      subtotal: price,
      shipping: money("0.00"),
      tax: money("0.00"),
      discount: money("0.00"),
      total: price,
      totalAdditionalFees: money("0.00"),
    },
    archived: false,
    appliedDiscounts: [],
    activities: [],
    attributionSource: "UNSPECIFIED",
    channelInfo: { type: "WEB" },
    checkoutId: randomUUID(),
    purchaseFlowId: randomUUID(),
    seenByAHuman: false,
    balanceSummary: { balance: money("0.00"), paid: price },
  } as OrderDocument;
}

/**
 * A full refund of `order`'s total and the transactions it leaves.
 *
 * @example
 * ```ts
 * const { refund, transactions } = sampleRefund(order, now);
 * ```
 */
export function sampleRefund(
  order: OrderDocument,
  now: string,
): { refund: OrderRefund; transactions: OrderTransactions } {
  const payment = newPayment(order.priceSummary.total, "CreditCard", order.createdDate);
  const amount = order.priceSummary.total;
  const zero = { amount: "0.00", formattedAmount: amount.formattedAmount.replace(/[\d.,]+/, "0.00") };
  const refund: OrderRefund = {
    id: randomUUID(),
    createdDate: now,
    transactions: [{ paymentId: payment.id, amount, refundStatus: "SUCCEEDED", externalRefund: false }],
    details: { items: [], lineItems: [], shippingIncluded: false },
    summary: { requestedRefund: amount, pendingRefund: zero, refunded: amount, pending: false },
  };
  return { refund, transactions: { orderId: order.id, payments: [payment], refunds: [refund] } };
}
