/**
 * The hosted checkout's pages that only say something: the page helper with
 * the hosted pages' headers, the way back to the store, and the pages for a
 * checkout link that is unknown or expired.
 */
import type { FastifyReply } from "fastify";
import { sendPage } from "../../html/html-page.ts";
import { html, type SafeHtml } from "../../html/html-template.ts";
import type { CheckoutSession } from "./checkout-session.ts";

/**
 * Sends a hosted checkout page; forms may also post or be redirected to `formTargets`.
 *
 * @example
 * page(reply, "Thank you", html`<p>Your order is placed.</p>`);
 */
export function page(
  reply: FastifyReply,
  title: string,
  body: SafeHtml,
  status = 200,
  formTargets: string[] = [],
) {
  return sendPage(reply, { title, body, status }, { formTargets });
}

/** "Back to the store", when the session names where to go after the flow. */
export function backLink(session: CheckoutSession | undefined): SafeHtml | undefined {
  const url = session?.request.postFlowUrl;
  return url ? html`<p><a href="${url}">Back to the store</a></p>` : undefined;
}

/** 404: the checkout link is unknown or expired. */
export function expiredPage(reply: FastifyReply) {
  return page(
    reply,
    "Link expired",
    html`<p>This checkout link is unknown or expired. Go back to the store and check out again.</p>`,
    404,
  );
}

/** 404: no such checkout. */
export function unknownCheckoutPage(reply: FastifyReply, session?: CheckoutSession) {
  return page(
    reply,
    "Checkout not found",
    html`<p>There is no such checkout. Go back to the store and check out again.</p>${backLink(session)}`,
    404,
  );
}
