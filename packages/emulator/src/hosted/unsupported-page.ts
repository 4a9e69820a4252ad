/**
 * The page of redirect kinds the emulator does not serve (bookings, events and
 * paid-plans checkouts, booking pages): it says so in words a shopper reads,
 * with a link back to the store when the session named an allowed `postFlowUrl`.
 */
import { html, type SafeHtml } from "./html-template.ts";

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
 * sendPage(reply, { title: UNSUPPORTED_TITLE, body: `${unsupportedHtml("eventsCheckout")}` });
 * ```
 */
export function unsupportedHtml(kind: string): SafeHtml {
  const what = WHAT[kind] ?? `The ${kind} page`;
  return html`<p>${what} is not available in the emulator: it serves a store's catalogue, cart, checkout and members area only.</p>
<p>Nothing was booked, bought or charged.</p>`;
}

/** The page's title. */
export const UNSUPPORTED_TITLE = "Not available in the emulator";
