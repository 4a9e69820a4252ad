/**
 * The members area's SUBSCRIPTIONS section (`/_hosted/account` with a `membersAccount` redirect
 * session whose section is `SUBSCRIPTIONS`). The emulator keeps no subscriptions, so a member has none
 * yet; the page says so in the members area's style, built with the escaping `html` tag.
 */
import { html, type SafeHtml } from "../html/html-template.ts";

/** The page's title. */
export const MEMBER_SUBSCRIPTIONS_TITLE = "My subscriptions";

/**
 * The section's body: no subscriptions yet.
 *
 * @example
 * ```ts
 * sendPage(reply, { title: MEMBER_SUBSCRIPTIONS_TITLE, body: memberSubscriptionsHtml() });
 * ```
 */
export function memberSubscriptionsHtml(): SafeHtml {
  return html`<p>You have no subscriptions yet.</p><p>Plans and subscriptions you buy on this site are listed here, with their renewal date.</p>`;
}
