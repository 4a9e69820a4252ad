/**
 * The hosted checkout page on the emulator's origin, as plain Fastify routes
 * (like the sign-in pages, `hosted/hosted-pages.ts`):
 *
 * - `GET /_hosted/checkout?sessionId=` (an `ecomCheckout` redirect session)
 *   or `?checkoutId=` (the link `getCheckoutUrl` answers) shows the checkout,
 *   priced from the catalogue as it is now (a line no longer sold says so),
 *   and the buyer's form, filled with what the checkout knows of the buyer
 *   only when the session was asked for by the checkout's owner or a merchant
 *   (`checkout-session.ts`): a bare id shows no e-mail or address;
 *   `?cartId=` (an abandoned cart's link) is `cart-link.ts`. A GET changes no
 *   checkout, cart or order; it records only the form's session and
 *   anti-forgery token;
 * - `POST /_hosted/checkout` (form-urlencoded, with the anti-forgery token of
 *   the page's session and the digest of the prices it showed) checks the
 *   form and pays with its test card (`test-cards.ts`): a declined card shows
 *   the reason (402) and places nothing; a card that needs confirmation shows
 *   the confirmation page, posted to `POST /_hosted/checkout/confirm`
 *   (approve or fail); a paying card places the order at those prices
 *   (refused with a message when they changed since, or a line is no longer
 *   sold; a form posted without the digest pays the prices of the moment) and
 *   redirects (303) to the session's `thankYouPageUrl` with `orderId` and
 *   `orderNumber`, or to `GET /_hosted/checkout/thank-you?sessionId=`.
 *
 * Every answer is a page with the hosted pages' headers (`sendPage`); an
 * unknown, expired or completed checkout gets a page saying so.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Credentials } from "../../auth/credentials.ts";
import { randomSecret, sha256Hex } from "../../auth/secrets.ts";
import type { EmulatorConfig } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { html } from "../../html/html-template.ts";
import { csrfHashOf, setCsrfHash } from "../../oauth/redirect-sessions.ts";
import { hasExpired } from "../checkout/checkout-lifetime.ts";
import { pricesDigest, repricedCheckout } from "../checkout/checkout-pricing.ts";
import { type CheckoutRow, loadCheckout } from "../checkout/checkout-repository.ts";
import { contextOf } from "../ecom-transaction.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { loadOrder } from "../orders/order-repository.ts";
import { cartLinkPage, registerCartLinkRoutes } from "./cart-link.ts";
import {
  type BuyerFormDetails,
  type CheckoutFormErrors,
  type CheckoutFormValues,
  field,
  knownValues,
  readCheckoutForm,
  textAt,
} from "./checkout-form.ts";
import { backLink, expiredPage, page, unknownCheckoutPage } from "./checkout-notice-pages.ts";
import { checkoutPage } from "./checkout-page.ts";
import {
  type CheckoutSession,
  findCheckoutSession,
  grantsBuyerDetails,
  openCheckoutSession,
} from "./checkout-session.ts";
import { placeHostedOrder } from "./hosted-order.ts";
import { refusalMessage } from "./order-refusal-message.ts";
import { APPROVE, sendConfirmationPage } from "./payment-confirmation-page.ts";
import { readTestCard } from "./test-cards.ts";

/** What the page needs. */
export interface HostedCheckoutContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
}

type Form = Record<string, string>;
const FORM_LIMIT_BYTES = 16 * 1024;

/** What a page shows besides the checkout: what was typed, and what is wrong (402: a payment refused). */
interface FormState {
  values?: Partial<CheckoutFormValues>;
  errors?: CheckoutFormErrors;
  orderError?: string;
  cardNumber?: string;
  cardError?: string;
  status?: 400 | 402;
}

/** Registers the hosted checkout page on `app`. */
export function registerHostedCheckoutRoutes(app: FastifyInstance, context: HostedCheckoutContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerRoutes(scope, context);
    registerCartLinkRoutes(scope, context);
  });
}

/** What the thank-you redirect names of a placed order. */
type PlacedOrder = Pick<OrderDocument, "id" | "number">;

/** A form whose payment went through (or awaits confirmation): the buyer's details and the card. */
interface PaidForm {
  details: BuyerFormDetails;
  values: CheckoutFormValues;
  cardNumber: string;
}

function registerRoutes(app: FastifyInstance, { db, config, credentials }: HostedCheckoutContext): void {
  const now = () => new Date(credentials.now());

  /** Where the browser goes once the order is placed. */
  function thankYouLocation(session: CheckoutSession, order: PlacedOrder): string {
    const target = session.request.ecomCheckout?.thankYouPageUrl;
    if (!target) return `/_hosted/checkout/thank-you?${new URLSearchParams({ sessionId: session.id })}`;
    const url = new URL(target);
    url.searchParams.set("orderId", order.id);
    url.searchParams.set("orderNumber", order.number);
    return url.href;
  }

  function redirectToThankYou(reply: FastifyReply, session: CheckoutSession, order: PlacedOrder) {
    return reply
      .code(303)
      .header("location", thankYouLocation(session, order))
      .header("cache-control", "no-store")
      .send();
  }

  async function completedPage(reply: FastifyReply, session: CheckoutSession | undefined, row: CheckoutRow) {
    const order = row.order_id ? await loadOrder(db, row.order_id) : undefined;
    return page(
      reply,
      "Checkout completed",
      html`<p>${order ? `Order #${order.number} was placed from this checkout.` : "This checkout is completed."} Nothing more to pay here.</p>${backLink(session)}`,
      409,
    );
  }

  /** The checkout page for `session`, priced now, with a fresh anti-forgery token. */
  async function checkoutForm(reply: FastifyReply, session: CheckoutSession, state: FormState = {}) {
    const row = await loadCheckout(db, session.checkoutId, false);
    if (!row) return unknownCheckoutPage(reply, session);
    if (row.completed_at) return completedPage(reply, session, row);
    if (hasExpired(row, now())) return expiredPage(reply);
    const context = contextOf(config, row.doc.currency, now());
    const checkout = await repricedCheckout(db, row.doc, context, config.shop);
    const csrf = randomSecret(24);
    await setCsrfHash(db, session.id, sha256Hex(csrf));
    const thankYou = session.request.ecomCheckout?.thankYouPageUrl;
    const cartPageUrl = session.request.ecomCheckout?.cartPageUrl;
    const failed =
      state.errors !== undefined || state.orderError !== undefined || state.cardError !== undefined;
    const known = grantsBuyerDetails(session, row) ? knownValues(row.doc) : {};
    return page(
      reply,
      "Checkout",
      checkoutPage(checkout, {
        sessionId: session.id,
        csrf,
        prices: pricesDigest(checkout),
        values: state.values ?? known,
        ...(state.errors ? { errors: state.errors } : {}),
        ...(state.orderError ? { orderError: state.orderError } : {}),
        ...(state.cardNumber === undefined ? {} : { cardNumber: state.cardNumber }),
        ...(state.cardError ? { cardError: state.cardError } : {}),
        ...(cartPageUrl ? { cartPageUrl } : {}),
      }),
      failed ? (state.status ?? 400) : 200,
      thankYou ? [new URL(thankYou).origin] : [],
    );
  }

  app.get("/_hosted/checkout", async (request, reply) => {
    const sessionId = field(request.query, "sessionId");
    const checkoutId = field(request.query, "checkoutId");
    if (sessionId) {
      const session = await findCheckoutSession(db, sessionId, now());
      return session ? checkoutForm(reply, session) : expiredPage(reply);
    }
    if (checkoutId) {
      const row = await loadCheckout(db, checkoutId, false);
      if (!row) return unknownCheckoutPage(reply);
      if (row.completed_at) return completedPage(reply, undefined, row);
      if (hasExpired(row, now())) return expiredPage(reply);
      return checkoutForm(reply, await openCheckoutSession(db, config, checkoutId, now()));
    }
    const cartId = field(request.query, "cartId");
    if (cartId) return cartLinkPage(reply, db, cartId);
    return unknownCheckoutPage(reply);
  });

  /** Places the order of a form whose payment went through, and answers the browser. */
  async function placeAndAnswer(reply: FastifyReply, session: CheckoutSession, form: Form, paid: PaidForm) {
    const outcome = await placeHostedOrder(
      { db, config, now: now() },
      session.checkoutId,
      paid.details,
      textAt(form, "prices"),
    );
    if (outcome.kind === "placed") return redirectToThankYou(reply, session, outcome.order);
    if (outcome.kind === "unknown") return unknownCheckoutPage(reply, session);
    if (outcome.kind === "completed") return checkoutForm(reply, session);
    const row = await loadCheckout(db, session.checkoutId, false);
    return checkoutForm(reply, session, {
      values: paid.values,
      cardNumber: paid.cardNumber,
      orderError: refusalMessage(outcome.failure, row?.doc ?? {}),
    });
  }

  /** The session of a posted form whose anti-forgery token holds, or the page to answer instead. */
  async function postedSession(reply: FastifyReply, form: Form) {
    const session = await findCheckoutSession(db, field(form, "sessionId"), now());
    if (!session) return { answer: expiredPage(reply) };
    const expected = await csrfHashOf(db, session.id);
    if (expected && form.csrf && sha256Hex(form.csrf) === expected) return { session };
    return {
      answer: checkoutForm(reply, session, {
        values: readCheckoutForm(form).values,
        orderError: "This form expired. Check your details and place the order again.",
      }),
    };
  }

  app.post("/_hosted/checkout", async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const { session, answer } = await postedSession(reply, form);
    if (!session) return answer;
    const posted = readCheckoutForm(form);
    const cardNumber = textAt(form, "cardNumber");
    const card = readTestCard(cardNumber);
    if (!posted.ok || !card.ok)
      return checkoutForm(reply, session, {
        values: posted.values,
        ...(posted.ok ? {} : { errors: posted.errors }),
        // A refused number (maybe a real card's) is not shown again.
        ...(card.ok
          ? cardNumber === undefined
            ? {}
            : { cardNumber }
          : { cardNumber: "", cardError: card.error }),
      });
    const { outcome } = card.card;
    if (outcome.kind === "declined")
      return checkoutForm(reply, session, {
        values: posted.values,
        cardNumber: card.card.number,
        orderError: `${outcome.reason} Nothing was charged and no order was placed: try again or use another card.`,
        status: 402,
      });
    const paid = { details: posted.details, values: posted.values, cardNumber: card.card.number };
    if (outcome.kind === "needs-confirmation")
      return sendConfirmationPage(reply, { db, config, now: now() }, session, {
        ...paid,
        prices: textAt(form, "prices"),
      });
    return placeAndAnswer(reply, session, form, paid);
  });

  app.post("/_hosted/checkout/confirm", async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const { session, answer } = await postedSession(reply, form);
    if (!session) return answer;
    const posted = readCheckoutForm(form);
    const card = readTestCard(textAt(form, "cardNumber") ?? "");
    // Only a card that asks for confirmation reaches this page; anything else starts over.
    if (!posted.ok || !card.ok || card.card.outcome.kind !== "needs-confirmation")
      return checkoutForm(reply, session, { values: posted.values });
    const paid = { details: posted.details, values: posted.values, cardNumber: card.card.number };
    if (field(form, "confirmation") === APPROVE) return placeAndAnswer(reply, session, form, paid);
    return checkoutForm(reply, session, {
      values: posted.values,
      cardNumber: card.card.number,
      orderError:
        "The payment was not confirmed, so nothing was charged and no order was placed: try again or use another card.",
      status: 402,
    });
  });

  app.get("/_hosted/checkout/thank-you", async (request, reply) => {
    const session = await findCheckoutSession(db, field(request.query, "sessionId"), now());
    const row = session ? await loadCheckout(db, session.checkoutId, false) : undefined;
    const order = row?.order_id ? await loadOrder(db, row.order_id) : undefined;
    if (!session || !order) return expiredPage(reply);
    const email = order.doc.buyerInfo.email;
    return page(
      reply,
      "Thank you",
      html`<p>Your order #${order.number} is placed and paid (test payment).</p>${email && html`<p>A confirmation was sent to ${email}.</p>`}${backLink(session)}`,
    );
  });
}
