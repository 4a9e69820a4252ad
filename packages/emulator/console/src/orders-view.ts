/**
 * The orders page: the store's orders, newest first, with status, payment,
 * fulfilment, total and buyer, through the provider's order search made as
 * the merchant; cancel (the provider's call, stock given back) and the events
 * each order fired.
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { fill, h, table, when } from "./dom.ts";
import { entityEvents } from "./entity-events.ts";
import { attempt, failureAlert } from "./failure.ts";
import type { View } from "./view.ts";

/** The fields of an order the page shows. */
interface Order {
  id: string;
  number: string | number;
  status: string;
  paymentStatus?: string;
  fulfillmentStatus?: string;
  priceSummary?: { total?: { amount?: string; formattedAmount?: string } };
  buyerInfo?: { email?: string };
  createdDate?: string;
}

/** The orders page. */
export const ordersView: View = {
  title: "Orders",
  async render({ root, announce }) {
    root.append(h("h1", { tabindex: -1 }, "Orders"));
    if (!hasMerchantKey()) {
      root.append(h("p", {}, "The emulator has no API key: start it with --api-key KEY to see orders here."));
      return;
    }
    const list = h("div", {});
    const events = h("div", {});
    const cancel = async (order: Order) => {
      await attempt(announce, `Order ${order.number} canceled.`, () =>
        merchantCall("POST", `/ecom/v1/orders/${order.id}/cancel`, { restockAllItems: true }),
      );
      await refresh();
    };
    const refresh = async () => {
      try {
        const { orders } = await merchantCall<{ orders: Order[] }>("POST", "/ecom/v1/orders/search", {
          search: { sort: [{ fieldName: "createdDate", order: "DESC" }], cursorPaging: { limit: 100 } },
        });
        fill(
          list,
          table(
            "Orders, newest first",
            ["Number", "Status", "Payment", "Fulfilment", "Total", "Buyer", "Placed", "Actions"],
            orders.map((o) => [
              o.number,
              o.status,
              o.paymentStatus ?? "",
              o.fulfillmentStatus ?? "",
              o.priceSummary?.total?.formattedAmount ?? o.priceSummary?.total?.amount ?? "",
              o.buyerInfo?.email ?? "",
              when(o.createdDate),
              h(
                "span",
                { class: "actions" },
                o.status !== "CANCELED" &&
                  h(
                    "button",
                    {
                      type: "button",
                      "aria-label": `Cancel order ${o.number}`,
                      on: { click: () => void cancel(o) },
                    },
                    "Cancel",
                  ),
                h(
                  "button",
                  {
                    type: "button",
                    "aria-label": `Events of order ${o.number}`,
                    on: { click: () => void entityEvents(events, o.id, `order ${o.number}`) },
                  },
                  "Events",
                ),
              ),
            ]),
          ),
        );
      } catch (error) {
        fill(list, failureAlert("The orders could not be read", error));
      }
    };
    root.append(list, events);
    await refresh();
  },
};
