/**
 * The members area's EVENTS section (`/_hosted/account` with a `membersAccount` redirect
 * session whose section is `EVENTS`). The emulator keeps no event tickets, so a member has none
 * yet; the page says so in the members area's style, built with the escaping `html` tag.
 */
import { html, type SafeHtml } from "../html/html-template.ts";

/** The page's title. */
export const MEMBER_EVENTS_TITLE = "My events";

/**
 * The section's body: no event tickets yet.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: MEMBER_EVENTS_TITLE, body: memberEventsHtml() });
 * ```
 */
export function memberEventsHtml(): SafeHtml {
  return html`<p>You have no event tickets yet.</p><p>Events you register for on this site are listed here, with their date and your tickets.</p>`;
}
