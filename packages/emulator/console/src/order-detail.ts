/**
 * One order on the orders page: its summary, lines (with units refunded,
 * restocked and sent), payments, refunds and fulfilments, read through the
 * provider's calls as the merchant, and its actions: mark paid (while
 * unpaid), cancel with restock (while not canceled), and the fulfil and
 * refund forms (`order-forms.ts`). Each action calls the provider's endpoint,
 * says the outcome in the live region and redraws the page.
 */
import { merchantCall } from "./api.ts";
import { fill, h, table, when } from "./dom.ts";
import { attempt, failureAlert } from "./failure.ts";
import { fulfilForm, refundForm } from "./order-forms.ts";
import type { ConsoleFulfillment, ConsoleOrder, ConsoleTransactions } from "./order-model.ts";
import { sentUnits } from "./order-model.ts";

/** What the detail needs from its page. */
export interface OrderDetailContext {
  announce(message: string): void;
  /** Redraws the page after an action changed the order. */
  changed(): Promise<void>;
}

function linesTable(order: ConsoleOrder, fulfillments: ConsoleFulfillment[]): HTMLElement {
  return table(
    `Lines of order ${order.number}`,
    ["Product", "Quantity", "Refunded", "Restocked", "Sent", "Line total"],
    order.lineItems.map((line) => [
      line.productName.original,
      line.quantity,
      line.refundQuantity ?? 0,
      line.restockQuantity ?? 0,
      sentUnits(fulfillments, line.id),
      line.lineItemPrice.formattedAmount,
    ]),
  );
}

function transactionTables(order: ConsoleOrder, transactions: ConsoleTransactions): HTMLElement[] {
  return [
    table(
      `Payments of order ${order.number}`,
      ["Payment id", "Amount", "Method", "Status", "Date"],
      transactions.payments.map((p) => [
        h("code", {}, p.id),
        p.amount.formattedAmount,
        p.regularPaymentDetails?.paymentMethod ?? "",
        p.regularPaymentDetails?.status ?? "",
        when(p.createdDate),
      ]),
    ),
    table(
      `Refunds of order ${order.number}`,
      ["Refund id", "Amount", "Status", "Lines", "Reason", "Date"],
      transactions.refunds.map((r) => [
        h("code", {}, r.id),
        r.transactions.map((t) => t.amount.formattedAmount).join(", "),
        r.transactions.map((t) => t.refundStatus).join(", "),
        (r.details?.items ?? []).map((i) => `${i.quantity} × ${i.lineItemId}`).join(", "),
        r.details?.reason ?? "",
        when(r.createdDate),
      ]),
    ),
  ];
}

function fulfilmentsTable(order: ConsoleOrder, fulfillments: ConsoleFulfillment[]): HTMLElement {
  return table(
    `Fulfilments of order ${order.number}`,
    ["Fulfilment id", "Units", "Tracking", "Date"],
    fulfillments.map((f) => [
      h("code", {}, f.id),
      f.lineItems.reduce((sum, l) => sum + l.quantity, 0),
      f.trackingInfo ? `${f.trackingInfo.shippingProvider} ${f.trackingInfo.trackingNumber}` : "",
      when(f.createdDate),
    ]),
  );
}

/** Fills `target` with order `id` and its actions. */
export async function orderDetail(
  target: HTMLElement,
  id: string,
  context: OrderDetailContext,
): Promise<void> {
  try {
    const [{ order }, { orderTransactions }, { orderWithFulfillments }] = await Promise.all([
      merchantCall<{ order: ConsoleOrder }>("GET", `/ecom/v1/orders/${id}`),
      merchantCall<{ orderTransactions: ConsoleTransactions }>("GET", `/ecom/v1/payments/orders/${id}`),
      merchantCall<{ orderWithFulfillments: { fulfillments: ConsoleFulfillment[] } }>(
        "GET",
        `/ecom/v1/fulfillments/orders/${id}`,
      ),
    ]);
    const fulfillments = orderWithFulfillments.fulfillments;
    const act = async (done: string, method: "POST", path: string, body?: unknown) => {
      if (await attempt(context.announce, done, () => merchantCall(method, path, body)))
        await context.changed();
    };
    const unpaid = order.paymentStatus === "NOT_PAID" || order.paymentStatus === "PENDING";
    const buttons = h(
      "p",
      { class: "actions" },
      unpaid &&
        h(
          "button",
          {
            type: "button",
            on: {
              click: () =>
                void act(
                  `Order ${order.number} marked paid.`,
                  "POST",
                  `/ecom/v1/payments-collector/orders/${id}/mark-as-paid`,
                ),
            },
          },
          "Mark paid",
        ),
      order.status !== "CANCELED" &&
        h(
          "button",
          {
            type: "button",
            on: {
              click: () =>
                void act(`Order ${order.number} canceled.`, "POST", `/ecom/v1/orders/${id}/cancel`, {
                  restockAllItems: true,
                }),
            },
          },
          "Cancel order (restock)",
        ),
    );
    fill(
      target,
      h(
        "section",
        { "aria-labelledby": "order-detail", class: "detail" },
        h("h2", { id: "order-detail", tabindex: -1 }, `Order ${order.number}`),
        h(
          "p",
          {},
          `${order.status}, payment ${order.paymentStatus}, fulfilment ${order.fulfillmentStatus}; total ${order.priceSummary.total.formattedAmount} (shipping ${order.priceSummary.shipping.formattedAmount}, tax ${order.priceSummary.tax.formattedAmount}); placed ${when(order.createdDate)}.`,
        ),
        buttons,
        linesTable(order, fulfillments),
        ...transactionTables(order, orderTransactions),
        fulfilmentsTable(order, fulfillments),
        order.status !== "CANCELED" && fulfilForm(order, fulfillments, act),
        refundForm(order, orderTransactions, act),
      ),
    );
  } catch (error) {
    fill(target, failureAlert(`Order ${id} could not be read`, error));
  }
}
