/**
 * The page of redirect kinds the emulator does not serve (bookings, events and
 * paid-plans checkouts, booking pages): it says so in words a shopper reads,
 * with a link back to the store when the session named an allowed `postFlowUrl`
 * (`/_hosted/unsupported`).
 */
import type { FastifyInstance } from "fastify";
import { sendPage } from "../html/html-page.ts";
import { html, type SafeHtml } from "../html/html-template.ts";
import { backLink } from "./back-link.ts";
import { formField, type HostedPagesContext, loadPageSession } from "./hosted-context.ts";
import { sendLinkExpired } from "./link-expired-page.ts";

const WHAT: Record<string, string> = {
  bookingsCheckout: "Checking out a booking",
  bookingsBook: "Booking a service",
  eventsCheckout: "Checking out event tickets",
  paidPlansCheckout: "Checking out a paid plan",
};

/**
 * The page's body for redirect kind `kind`.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: UNSUPPORTED_TITLE, body: unsupportedHtml("eventsCheckout") });
 * ```
 */
export function unsupportedHtml(kind: string): SafeHtml {
  const what = WHAT[kind] ?? `The ${kind} page`;
  return html`<p>${what} is not available in the emulator: it serves a store's catalogue, cart, checkout and members area only.</p>
<p>Nothing was booked, bought or charged.</p>`;
}

/** The page's title. */
export const UNSUPPORTED_TITLE = "Not available in the emulator";

/**
 * Registers `GET /_hosted/unsupported` on `app`.
 *
 * @example
 * ```ts
 * registerUnsupportedPage(scope, context);
 * ```
 */
export function registerUnsupportedPage(app: FastifyInstance, context: HostedPagesContext): void {
  app.get("/_hosted/unsupported", async (request, reply) => {
    const session = await loadPageSession(context, "unsupported", formField(request.query, "sessionId"));
    if (!session) return sendLinkExpired(reply);
    return sendPage(reply, {
      title: UNSUPPORTED_TITLE,
      body: html`${unsupportedHtml(session.request.kind)}${backLink(session.request.postFlowUrl)}`,
    });
  });
}
