/**
 * The members area's BOOKINGS section (`/_hosted/account` with a `membersAccount` redirect
 * session whose section is `BOOKINGS`). The emulator keeps no booked services, so a member has none
 * yet; the page says so in the members area's style, built with the escaping `html` tag.
 */
import { html, type SafeHtml } from "../html/html-template.ts";

/** The page's title. */
export const MEMBER_BOOKINGS_TITLE = "My bookings";

/**
 * The section's body: no booked services yet.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: MEMBER_BOOKINGS_TITLE, body: memberBookingsHtml() });
 * ```
 */
export function memberBookingsHtml(): SafeHtml {
  return html`<p>You have no booked services yet.</p><p>Services you book on this site are listed here, with their date and time.</p>`;
}
