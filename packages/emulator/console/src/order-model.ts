/**
 * The parts of an order, its transactions and its fulfilments the console
 * reads, as the provider's order, order transactions and order fulfilments
 * calls answer them.
 */

/** An amount as orders carry it. */
export interface Money {
  amount: string;
  formattedAmount: string;
}

/** An order line. */
export interface ConsoleOrderLine {
  id: string;
  productName: { original: string };
  quantity: number;
  refundQuantity?: number;
  restockQuantity?: number;
  lineItemPrice: Money;
}

/** An order. */
export interface ConsoleOrder {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  fulfillmentStatus: string;
  createdDate: string;
  currency: string;
  buyerInfo?: { email?: string };
  lineItems: ConsoleOrderLine[];
  priceSummary: { subtotal: Money; shipping: Money; tax: Money; discount: Money; total: Money };
}

/** A payment. */
export interface ConsolePayment {
  id: string;
  createdDate: string;
  amount: Money;
  regularPaymentDetails?: { paymentMethod?: string; status?: string };
}

/** A refund. */
export interface ConsoleRefund {
  id: string;
  createdDate: string;
  transactions: { paymentId: string; amount: Money; refundStatus: string }[];
  details?: {
    items?: { lineItemId: string; quantity: number }[];
    reason?: string;
    shippingIncluded?: boolean;
  };
}

/** An order's transactions. */
export interface ConsoleTransactions {
  payments: ConsolePayment[];
  refunds: ConsoleRefund[];
}

/** A fulfilment. */
export interface ConsoleFulfillment {
  id: string;
  createdDate: string;
  lineItems: { id: string; quantity: number }[];
  trackingInfo?: { trackingNumber: string; shippingProvider: string; trackingLink?: string };
}

/**
 * Units of line `lineId` the fulfilments sent.
 *
 * @example
 * ```ts
 * sentUnits(fulfillments, line.id); // 1
 * ```
 */
export function sentUnits(fulfillments: readonly ConsoleFulfillment[], lineId: string): number {
  return fulfillments
    .flatMap((f) => f.lineItems)
    .filter((l) => l.id === lineId)
    .reduce((sum, l) => sum + l.quantity, 0);
}

/**
 * What is left to refund on `payment`, in cents.
 *
 * @example
 * ```ts
 * refundableCents(transactions, payment); // 3388
 * ```
 */
export function refundableCents(transactions: ConsoleTransactions, payment: ConsolePayment): number {
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  const refunded = transactions.refunds
    .flatMap((r) => r.transactions)
    .filter((t) => t.paymentId === payment.id)
    .reduce((sum, t) => sum + cents(t.amount.amount), 0);
  return cents(payment.amount.amount) - refunded;
}
