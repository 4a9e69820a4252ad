/**
 * Reading a refund request (the provider's `TriggerRefundRequest`): one
 * payment with an optional amount, the lines and quantities refunded, whether
 * shipping is included, the reason, and how to restock. Only the shape is
 * checked here; what the order allows is checked against it in `refund-order.ts`.
 */

import { requestFlag } from "../../catalog/reads/request-flag.ts";
import { invalidField } from "../../errors.ts";
import { readArray, readId, readObject, readOptionalString, readQuantity } from "../ecom-input.ts";
import { centsOf } from "../pricing/wire-money.ts";
import type { RefundedLine } from "./order-transactions.ts";

/** How a refund restocks: nothing, every refunded unit, or the units listed. */
export type RestockRequest =
  | { type: "NO_ITEMS" }
  | { type: "ALL_ITEMS" }
  | { type: "SOME_ITEMS"; items: RefundedLine[] };

/** A refund request, read. */
export interface RefundRequest {
  paymentId: string;
  /** Cents asked for; `undefined`: the worth of the lines (and shipping) refunded. */
  amountCents: number | undefined;
  externalRefund: boolean;
  items: RefundedLine[];
  shippingIncluded: boolean;
  reason: string | undefined;
  restock: RestockRequest;
  sendOrderRefundedEmail: boolean;
  customMessage: string | undefined;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

function readAmount(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const amount = readObject(value, field).amount;
  if (typeof amount !== "string" && typeof amount !== "number")
    throw invalidField(`${field}.amount`, "is required", "REQUIRED_FIELD");
  const text = String(amount);
  if (!AMOUNT.test(text)) throw invalidField(`${field}.amount`, "must be a decimal amount", "FORMAT");
  const cents = centsOf(text);
  if (cents <= 0) throw invalidField(`${field}.amount`, "must be more than 0", "MIN");
  return cents;
}

function readLines(value: unknown, field: string): RefundedLine[] {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [];
  return readArray(value, field, 300).map((entry, index) => {
    const item = readObject(entry, `${field}[${index}]`);
    return {
      lineItemId: readId(item.lineItemId, `${field}[${index}].lineItemId`),
      quantity: readQuantity(item.quantity, `${field}[${index}].quantity`),
    };
  });
}

function readRestock(value: unknown): RestockRequest {
  const info = readObject(value, "restockInfo");
  const type = info.type ?? "NO_ITEMS";
  if (type === "NO_ITEMS" || type === "ALL_ITEMS") return { type };
  if (type === "SOME_ITEMS") return { type, items: readLines(info.items, "restockInfo.items") };
  throw invalidField("restockInfo.type", "must be NO_ITEMS, ALL_ITEMS or SOME_ITEMS", "INVALID_ENUM_VALUE");
}

/**
 * Reads the refund request of `payload`; throws a 400 validation failure naming the field at fault.
 *
 * @example
 * ```ts
 * const request = readRefundRequest({ payments: [{ paymentId, amount: { amount: "10.00" } }] });
 * ```
 */
export function readRefundRequest(payload: Record<string, unknown>): RefundRequest {
  const payments = readArray(payload.payments, "payments", 1);
  const payment = readObject(payments[0], "payments[0]");
  const details = readObject(payload.details, "details");
  const items = readLines(details.items, "details.items");
  const shippingIncluded = requestFlag(details.shippingIncluded);
  const amountCents = readAmount(payment.amount, "payments[0].amount");
  if (amountCents === undefined && items.length === 0 && !shippingIncluded)
    throw invalidField(
      "payments[0].amount",
      "is required when no line or shipping is refunded",
      "REQUIRED_FIELD",
    );
  return {
    paymentId: readId(payment.paymentId, "payments[0].paymentId"),
    amountCents,
    externalRefund: requestFlag(payment.externalRefund),
    items,
    shippingIncluded,
    reason: readOptionalString(details.reason, "details.reason", 200),
    restock: readRestock(payload.restockInfo),
    sendOrderRefundedEmail: requestFlag(payload.sendOrderRefundedEmail),
    customMessage: readOptionalString(payload.customMessage, "customMessage", 1000),
  };
}
