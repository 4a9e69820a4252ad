/**
 * The second page of a payment that needs the shopper's confirmation (test
 * card 4000 0000 0000 3220, as a bank's 3-D Secure step): the amount and the
 * card, and two buttons, approve or fail. It is a plain form, without script:
 * the buyer's details, the card and the digest of the prices shown travel in
 * hidden fields with a fresh anti-forgery token, and are checked again when
 * posted to `POST /_hosted/checkout/confirm`.
 */
import type { FastifyReply } from "fastify";
import { randomSecret, sha256Hex } from "../../auth/secrets.ts";
import type { EmulatorConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { html, type SafeHtml } from "../../html/html-template.ts";
import { setCsrfHash } from "../../oauth/redirect-sessions.ts";
import { pricesDigest, repricedCheckout } from "../checkout/checkout-pricing.ts";
import { loadCheckout } from "../checkout/checkout-repository.ts";
import { contextOf } from "../ecom-transaction.ts";
import { CHECKOUT_FIELDS, type CheckoutFormValues } from "./checkout-form.ts";
import { page, unknownCheckoutPage } from "./checkout-notice-pages.ts";
import type { CheckoutSession } from "./checkout-session.ts";

/** What the confirmation page carries. */
export interface ConfirmationPageState {
  sessionId: string;
  csrf: string;
  /** The digest of the prices the checkout page showed. */
  prices: string;
  values: CheckoutFormValues;
  cardNumber: string;
  /** The order's total as shown, e.g. "€27.00". */
  total: string;
}

/** The button value that approves the payment; anything else fails it. */
export const APPROVE = "approve";

const hidden = (name: string, value: string) => html`<input type="hidden" name="${name}" value="${value}">`;

/**
 * The confirmation page's body (sent with `sendPage`, title "Confirm your payment").
 *
 * @example
 * sendPage(reply, { title: "Confirm your payment", body: confirmationPage(state) });
 */
export function confirmationPage(state: ConfirmationPageState): SafeHtml {
  const last4 = state.cardNumber.replace(/\D/g, "").slice(-4);
  return html`<p>Your card's bank asks you to confirm this payment of <strong>${state.total}</strong> with the card ending in ${last4}.</p>
<p>This is a test: approve to pay and place the order, or fail to see what a shopper sees when the confirmation does not go through.</p>
<form method="post" action="/_hosted/checkout/confirm">
${hidden("sessionId", state.sessionId)}${hidden("csrf", state.csrf)}${hidden("prices", state.prices)}${hidden("cardNumber", state.cardNumber)}${CHECKOUT_FIELDS.map((field) => hidden(field.name, state.values[field.name]))}
<button type="submit" name="confirmation" value="${APPROVE}">Approve the payment</button>
<button type="submit" name="confirmation" value="fail" class="secondary">Fail the payment</button>
</form>`;
}

/** What the page is built from: the posted form of a card that asks for confirmation. */
export interface ConfirmationInput {
  values: CheckoutFormValues;
  cardNumber: string;
  /** The digest of the prices the checkout page showed, if the form sent it. */
  prices: string | undefined;
}

/**
 * Sends the confirmation page of `session`'s checkout, with a fresh anti-forgery token.
 *
 * @example
 * return sendConfirmationPage(reply, { db, config, now }, session, { values, cardNumber, prices });
 */
export async function sendConfirmationPage(
  reply: FastifyReply,
  { db, config, now }: { db: Database; config: EmulatorConfig; now: Date },
  session: CheckoutSession,
  form: ConfirmationInput,
) {
  const row = await loadCheckout(db, session.checkoutId, false);
  if (!row) return unknownCheckoutPage(reply, session);
  const checkout = await repricedCheckout(db, row.doc, contextOf(config, row.doc.currency, now), config.shop);
  const csrf = randomSecret(24);
  await setCsrfHash(db, session.id, sha256Hex(csrf));
  const total = checkout.priceSummary?.total;
  const thankYou = session.request.ecomCheckout?.thankYouPageUrl;
  return page(
    reply,
    "Confirm your payment",
    confirmationPage({
      sessionId: session.id,
      csrf,
      prices: form.prices ?? pricesDigest(checkout),
      values: form.values,
      cardNumber: form.cardNumber,
      total: total?.formattedAmount || total?.amount || "",
    }),
    200,
    // An approved payment is redirected to the store's thank-you page: the form may go there.
    thankYou ? [new URL(thankYou).origin] : [],
  );
}
