/**
 * An order's transactions, the provider's `OrderTransactions`: the payments
 * made to the merchant and the refunds given back, kept in `orders.transactions`
 * beside the order as served. An order placed on the hosted checkout or by the
 * create-order call is paid in full by one approved card payment; "mark as
 * paid" adds an offline one; each refund names the payment it gives back from.
 */
import { randomUUID } from "node:crypto";
import { centsOf, type OrderPrice } from "../pricing/wire-money.ts";

/** One payment (wire names). */
export interface OrderPayment {
  id: string;
  createdDate: string;
  updatedDate: string;
  amount: OrderPrice;
  refundDisabled: boolean;
  regularPaymentDetails: {
    paymentMethod: string;
    offlinePayment: boolean;
    status: "APPROVED";
    savedPaymentMethod: boolean;
  };
}

/** A line and quantity a refund gives back. */
export interface RefundedLine {
  lineItemId: string;
  quantity: number;
}

/** One refund (wire names): its single transaction on one payment, what it covers, and its summary. */
export interface OrderRefund {
  id: string;
  createdDate: string;
  transactions: {
    paymentId: string;
    amount: OrderPrice;
    refundStatus: "SUCCEEDED";
    externalRefund: boolean;
  }[];
  details: { items: RefundedLine[]; lineItems: RefundedLine[]; shippingIncluded: boolean; reason?: string };
  summary: { requestedRefund: OrderPrice; pendingRefund: OrderPrice; refunded: OrderPrice; pending: false };
}

/** The payments and refunds of an order, as `orders.transactions` holds them. */
export interface StoredTransactions {
  payments: OrderPayment[];
  refunds: OrderRefund[];
}

/** The provider's `OrderTransactions`: the stored ones with the order's id. */
export interface OrderTransactions extends StoredTransactions {
  orderId: string;
}

/**
 * A new approved payment of `amount` on `order`'s behalf at `now`: by card (the hosted checkout, the
 * create-order call) or offline (marked as paid by the merchant).
 *
 * @example
 * ```ts
 * const payment = newPayment(order.priceSummary.total, "CreditCard", now);
 * ```
 */
export function newPayment(amount: OrderPrice, method: "CreditCard" | "Offline", now: string): OrderPayment {
  return {
    id: randomUUID(),
    createdDate: now,
    updatedDate: now,
    amount,
    refundDisabled: false,
    regularPaymentDetails: {
      paymentMethod: method,
      offlinePayment: method === "Offline",
      status: "APPROVED",
      savedPaymentMethod: false,
    },
  };
}

/**
 * Cents paid by `payments`, all of them or the one `paymentId` names.
 *
 * @example
 * ```ts
 * paidCents(transactions.payments); // 4388
 * ```
 */
export function paidCents(payments: readonly OrderPayment[], paymentId?: string): number {
  return payments
    .filter((payment) => paymentId === undefined || payment.id === paymentId)
    .reduce((sum, payment) => sum + centsOf(payment.amount.amount), 0);
}

/**
 * Cents refunded by `refunds`, in all or from the payment `paymentId` names.
 *
 * @example
 * ```ts
 * refundedCents(transactions.refunds, paymentId); // 1000
 * ```
 */
export function refundedCents(refunds: readonly OrderRefund[], paymentId?: string): number {
  return refunds
    .flatMap((refund) => refund.transactions)
    .filter((transaction) => paymentId === undefined || transaction.paymentId === paymentId)
    .reduce((sum, transaction) => sum + centsOf(transaction.amount.amount), 0);
}

/**
 * The wire `OrderTransactions` of an order.
 *
 * @example
 * ```ts
 * return { orderTransactions: wireTransactions(order.id, transactions) };
 * ```
 */
export function wireTransactions(orderId: string, transactions: StoredTransactions): OrderTransactions {
  return { orderId, payments: transactions.payments, refunds: transactions.refunds };
}
