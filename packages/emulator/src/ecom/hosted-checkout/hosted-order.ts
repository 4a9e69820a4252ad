/**
 * Placing an order from the hosted checkout page, in one transaction: the
 * buyer's details go on the checkout, the order is placed (stock, order,
 * checkout completed, cart ended: `orders/place-order.ts`), an abandoned cart
 * records its recovery, and the confirmation e-mail is stored in the dev
 * mailbox. A refusal (short stock, an empty or completed checkout, a line no
 * longer sold, prices other than those the page showed) rolls all of it back. Placing the order of a checkout that already has one changes
 * nothing and gives that order back, so a double-submitted page makes one
 * order and one e-mail.
 */
import type { EmulatorConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { sendMail } from "../../mail/mailbox.ts";
import { inEcomTransaction } from "../ecom-transaction.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { placeOrder } from "../orders/place-order.ts";
import type { BuyerFormDetails } from "./checkout-form.ts";
import { orderConfirmationMail } from "./order-confirmation-mail.ts";

/** How placing the order went. */
export type HostedOrderOutcome =
  /** The checkout's order: placed now (`created`) or before. */
  | { kind: "placed"; order: OrderDocument; created: boolean }
  /** Refused with nothing changed (e.g. short stock); `failure` says why. */
  | { kind: "refused"; failure: ApplicationFailure }
  /** No such checkout. */
  | { kind: "unknown" }
  /** Marked completed without an order. */
  | { kind: "completed" };

/** What placing needs. */
export interface HostedOrderInput {
  db: Database;
  config: EmulatorConfig;
  now: Date;
}

/**
 * Places the order of `checkoutId` with the buyer's `details`, if its prices are still those the
 * page showed (`pricesShown`, their `pricesDigest`, when the form sent it; see the module comment).
 *
 * @example
 * const outcome = await placeHostedOrder({ db, config, now }, "k1", form.details, form.prices);
 * if (outcome.kind === "placed") redirectToThankYou(outcome.order);
 */
export async function placeHostedOrder(
  input: HostedOrderInput,
  checkoutId: string,
  details: BuyerFormDetails,
  pricesShown: string | undefined,
): Promise<HostedOrderOutcome> {
  const { db, config, now } = input;
  let announceMail: (() => void) | undefined;
  try {
    const placed = await inEcomTransaction(
      { db, config, principal: { kind: "anonymous" }, now },
      async (write) => {
        const result = await placeOrder(write, checkoutId, config.shop, {
          eventsAs: "buyer",
          ...(pricesShown === undefined ? {} : { pricesShown }),
          buyerDetails: {
            email: details.buyerInfo.email,
            shippingDestination: { ...details.shippingDestination },
            billingInfo: { ...details.shippingDestination },
          },
        });
        if (!result.created) return result;
        const email = result.order.buyerInfo.email;
        if (email)
          announceMail = await sendMail(
            write.tx,
            config,
            orderConfirmationMail(email, result.order, config.brand.storeName),
            now,
          );
        return result;
      },
    );
    announceMail?.();
    return { kind: "placed", ...placed };
  } catch (error) {
    if (!(error instanceof ApplicationFailure)) throw error;
    if (error.code === "CHECKOUT_NOT_FOUND") return { kind: "unknown" };
    if (error.code === "CHECKOUT_ALREADY_PAID") return { kind: "completed" };
    return { kind: "refused", failure: error };
  }
}
