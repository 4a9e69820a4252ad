/**
 * The order page's two forms. Fulfil: every unit not yet sent, with an
 * optional tracking number and shipping provider (the provider's Create
 * Fulfillment). Refund: from the payment with something left, either an
 * amount or units per line (then priced by the emulator), optionally
 * restocking the refunded units (the provider's Trigger Refund); the amount
 * is filled in with what is left, so the plain submit refunds in full.
 */
import { field, h } from "./dom.ts";
import {
  type ConsoleFulfillment,
  type ConsoleOrder,
  type ConsoleTransactions,
  refundableCents,
  sentUnits,
} from "./order-model.ts";

/** Runs an action: `done` announced on success, then the page redrawn. */
export type OrderAction = (done: string, method: "POST", path: string, body?: unknown) => Promise<void>;

function input(id: string, attributes: Record<string, string>): HTMLInputElement {
  return h("input", { id, ...attributes });
}

/** The fulfil form of `order`, or a note when everything was sent. */
export function fulfilForm(
  order: ConsoleOrder,
  fulfillments: ConsoleFulfillment[],
  act: OrderAction,
): HTMLElement {
  const left = order.lineItems.reduce(
    (sum, line) => sum + line.quantity - sentUnits(fulfillments, line.id),
    0,
  );
  if (left === 0) return h("p", {}, "Every unit of this order has been sent.");
  const tracking = input("fulfil-tracking", { type: "text", autocomplete: "off" });
  const provider = input("fulfil-provider", {
    type: "text",
    autocomplete: "off",
    placeholder: "ups, fedex, dhl…",
  });
  const submit = (event: Event) => {
    event.preventDefault();
    const number = tracking.value.trim();
    const trackingInfo = number
      ? { trackingNumber: number, shippingProvider: provider.value.trim() || "other" }
      : undefined;
    void act(
      `Order ${order.number}: ${left} units fulfilled.`,
      "POST",
      `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`,
      {
        fulfillment: trackingInfo ? { trackingInfo } : {},
      },
    );
  };
  return h(
    "form",
    { "aria-labelledby": "fulfil-heading", on: { submit } },
    h("h3", { id: "fulfil-heading" }, `Fulfil (${left} units not sent)`),
    field("Tracking number (optional)", tracking),
    field("Shipping provider", provider),
    h("button", { type: "submit" }, "Fulfil the units not sent"),
  );
}

/** The refund form of `order`, or a note when nothing is left to refund. */
export function refundForm(
  order: ConsoleOrder,
  transactions: ConsoleTransactions,
  act: OrderAction,
): HTMLElement {
  const payment = transactions.payments.find((p) => refundableCents(transactions, p) > 0);
  if (!payment) return h("p", {}, "Nothing paid is left to refund.");
  const left = refundableCents(transactions, payment);
  const amount = input("refund-amount", {
    type: "text",
    inputmode: "decimal",
    autocomplete: "off",
    value: (left / 100).toFixed(2),
  });
  const lines = order.lineItems.map((line) => ({
    line,
    quantity: input(`refund-line-${line.id}`, {
      type: "number",
      min: "0",
      max: String(line.quantity - (line.refundQuantity ?? 0)),
      value: "0",
    }),
  }));
  const restock = input("refund-restock", { type: "checkbox" });
  const reason = input("refund-reason", { type: "text", autocomplete: "off" });
  const submit = (event: Event) => {
    event.preventDefault();
    const items = lines
      .map(({ line, quantity }) => ({ lineItemId: line.id, quantity: Number(quantity.value) }))
      .filter((item) => item.quantity > 0);
    const value = amount.value.trim();
    void act(
      `Order ${order.number} refunded.`,
      "POST",
      `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`,
      {
        payments: [{ paymentId: payment.id, ...(value ? { amount: { amount: value } } : {}) }],
        details: { items, ...(reason.value.trim() ? { reason: reason.value.trim() } : {}) },
        restockInfo: { type: restock.checked ? "ALL_ITEMS" : "NO_ITEMS" },
      },
    );
  };
  return h(
    "form",
    { "aria-labelledby": "refund-heading", on: { submit } },
    h("h3", { id: "refund-heading" }, `Refund (${(left / 100).toFixed(2)} ${order.currency} left)`),
    field("Amount (empty: the units below at their price)", amount),
    ...lines.map(({ line, quantity }) => field(`Units of ${line.productName.original} to refund`, quantity)),
    h(
      "p",
      { class: "field" },
      restock,
      h("label", { for: "refund-restock" }, "Put the refunded units back in stock"),
    ),
    field("Reason (optional)", reason),
    h("button", { type: "submit" }, "Refund"),
  );
}
