/**
 * The order confirmation e-mail the hosted checkout sends to the buyer (the dev
 * mailbox, and SMTP when configured, from the store): the store's thanks for
 * the order number, one line per item with its quantity and line total, the
 * order's total and the store's name under it, as plain text.
 */
import type { SentMail } from "../../config.ts";
import { lineItemLabel, moneyText, type PageLineItem, type WireMoney } from "./checkout-page.ts";

/** The fields of a wire order the e-mail shows. */
export interface MailedOrder {
  number?: string;
  lineItems?: (PageLineItem & { totalPriceAfterTax?: WireMoney })[];
  priceSummary?: { total?: WireMoney };
}

/**
 * The confirmation of `order` for `to`, from the store named `storeName`.
 *
 * @example
 * await sendMail(tx, config, orderConfirmationMail("ada@example.com", order, config.brand.storeName), now);
 */
export function orderConfirmationMail(to: string, order: MailedOrder, storeName: string): SentMail {
  const number = order.number ?? "";
  const lines = (order.lineItems ?? []).map(
    (item) =>
      `- ${lineItemLabel(item)} × ${item.quantity ?? 0}: ${moneyText(item.lineItemPrice ?? item.totalPriceAfterTax)}`,
  );
  return {
    to,
    subject: `Your order #${number}`,
    body: [
      `Thank you for your order #${number} at ${storeName}.`,
      "",
      ...lines,
      "",
      `Total: ${moneyText(order.priceSummary?.total)}`,
      "",
      "Paid with the emulator's test payment: nothing was charged.",
      "",
      storeName,
    ].join("\n"),
  };
}
