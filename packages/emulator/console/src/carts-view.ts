/**
 * The carts page: the store's carts (owner, current or not, buyer, lines,
 * latest checkout, abandoned or ended and why) and checkouts (cart, owner,
 * buyer, total, the order it completed into), newest change first, from
 * `GET /_dev/carts`, with the events each fired (abandonment, recovery…).
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { h, table, when } from "./dom.ts";
import { entityEvents } from "./entity-events.ts";
import { failureAlert } from "./failure.ts";
import type { View } from "./view.ts";

interface Cart {
  id: string;
  owner: string;
  current: boolean;
  buyerEmail: string | null;
  lines: number;
  checkoutId: string | null;
  updatedDate: string;
  abandonedDate: string | null;
  endedDate: string | null;
  endReason: string | null;
}

interface Checkout {
  id: string;
  cartId: string | null;
  owner: string;
  buyerEmail: string | null;
  total: string | null;
  orderId: string | null;
  updatedDate: string;
}

function stateOf(cart: Cart): string {
  if (cart.endedDate) return `ended ${when(cart.endedDate)} (${cart.endReason ?? "?"})`;
  if (cart.abandonedDate) return `abandoned ${when(cart.abandonedDate)}`;
  return cart.current ? "live, current" : "live";
}

/** The carts page. */
export const cartsView: View = {
  title: "Carts",
  async render({ root }) {
    root.append(h("h1", { tabindex: -1 }, "Carts and checkouts"));
    if (!hasMerchantKey()) {
      root.append(h("p", {}, "The emulator has no API key: start it with --api-key KEY to see carts here."));
      return;
    }
    const events = h("div", {});
    const eventsButton = (id: string, label: string) =>
      h(
        "button",
        {
          type: "button",
          "aria-label": `Events of ${label}`,
          on: { click: () => void entityEvents(events, id, label) },
        },
        "Events",
      );
    try {
      const { carts, checkouts } = await merchantCall<{ carts: Cart[]; checkouts: Checkout[] }>(
        "GET",
        "/_dev/carts",
      );
      root.append(
        table(
          "Carts, latest change first",
          ["Id", "Owner", "State", "Buyer", "Lines", "Checkout", "Changed", "Actions"],
          carts.map((c) => [
            h("code", {}, c.id),
            c.owner,
            stateOf(c),
            c.buyerEmail ?? "",
            c.lines,
            c.checkoutId ?? "",
            when(c.updatedDate),
            eventsButton(c.id, `cart ${c.id}`),
          ]),
        ),
        table(
          "Checkouts, latest change first",
          ["Id", "Cart", "Owner", "Buyer", "Total", "Order", "Changed", "Actions"],
          checkouts.map((c) => [
            h("code", {}, c.id),
            c.cartId ?? "",
            c.owner,
            c.buyerEmail ?? "",
            c.total ?? "",
            c.orderId ?? "",
            when(c.updatedDate),
            eventsButton(c.id, `checkout ${c.id}`),
          ]),
        ),
      );
    } catch (error) {
      root.append(failureAlert("The carts could not be read", error));
    }
    root.append(events);
  },
};
