/**
 * The members area's ORDERS section (`/_hosted/account` with a `membersAccount` redirect session
 * whose section is `ORDERS`): the signed-in member's orders, newest first, each with its number,
 * date, status, lines and total; "no orders yet" when there are none. Built with the escaping
 * `html` tag, so names from the catalogue reach the page only as text. The orders are read through
 * the orders search (`buyerInfo.memberId`, newest first), at most {@link MEMBER_ORDERS_SHOWN}.
 */
import type { Queryable } from "../db/database.ts";
import type { OrderDocument, OrderLineItem } from "../ecom/orders/order-document.ts";
import { searchOrders } from "../ecom/orders/search-orders.ts";
import { html, type SafeHtml } from "../html/html-template.ts";

/** How many of the member's newest orders the page lists (one page of the orders search). */
export const MEMBER_ORDERS_SHOWN = 100;

const STATUS_WORDS: Record<string, string> = { APPROVED: "Approved", CANCELED: "Canceled" };

/**
 * The member's newest orders, newest first, and whether there are more than those.
 *
 * @example
 * ```ts
 * const { orders, more } = await memberOrders(db, memberId);
 * ```
 */
export async function memberOrders(
  db: Queryable,
  memberId: string,
): Promise<{ orders: OrderDocument[]; more: boolean }> {
  const page = await searchOrders(db, {
    search: {
      filter: { "buyerInfo.memberId": memberId },
      sort: [{ fieldName: "createdDate", order: "DESC" }],
      cursorPaging: { limit: MEMBER_ORDERS_SHOWN },
    },
  });
  return { orders: page.orders, more: page.metadata.hasNext };
}

/** "25 Nov 2026, 18:40 UTC": the page does not know the member's time zone. */
function dateText(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

function lineHtml(line: OrderLineItem): SafeHtml {
  const options = line.descriptionLines
    .map((description) => {
      const value = description.colorInfo?.original ?? description.plainText?.original;
      return value ? `${description.name.original}: ${value}` : "";
    })
    .filter(Boolean)
    .join(", ");
  return html`<li>${line.quantity} × ${line.productName.original}${options && html` (${options})`}, ${line.lineItemPrice.formattedAmount}</li>`;
}

function orderHtml(order: OrderDocument): SafeHtml {
  return html`<section class="order"><h2>Order ${order.number}</h2>
<p><time datetime="${order.createdDate}">${dateText(order.createdDate)}</time> · ${STATUS_WORDS[order.status] ?? order.status}</p>
<ul>${order.lineItems.map(lineHtml)}</ul>
<p>Total: <strong>${order.priceSummary.total.formattedAmount}</strong></p></section>`;
}

/**
 * The section's body: the member's orders, or "no orders yet".
 *
 * @example
 * ```ts
 * sendPage(reply, { title: "My orders", body: await memberOrdersHtml(db, memberId) });
 * ```
 */
export async function memberOrdersHtml(db: Queryable, memberId: string): Promise<SafeHtml> {
  const { orders, more } = await memberOrders(db, memberId);
  if (orders.length === 0) return html`<p>You have no orders yet.</p>`;
  return html`${orders.map(orderHtml)}${more && html`<p>Your ${MEMBER_ORDERS_SHOWN} newest orders are shown.</p>`}`;
}
