/**
 * The orders page: the store's orders, newest first, with status, payment,
 * fulfilment, total and buyer, through the provider's order search made as
 * the merchant; "Details" opens one order with its actions (mark paid, fulfil,
 * refund, cancel: `order-detail.ts`), "Events" the events it fired.
 */
import { hasMerchantKey, merchantCall } from "./api.ts";
import { actionButton, actions, fill, h, table, when } from "./dom.ts";
import { entityEvents } from "./entity-events.ts";
import { failureAlert } from "./failure.ts";
import { orderDetail } from "./order-detail.ts";
import type { ConsoleOrder } from "./order-model.ts";
import type { View } from "./view.ts";

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
    const detail = h("div", {});
    const events = h("div", {});
    let shown: string | undefined;
    const show = async (id: string, moveFocus: boolean) => {
      shown = id;
      await orderDetail(detail, id, {
        announce,
        changed: async () => {
          await refresh();
          detail.querySelector<HTMLElement>("h2")?.focus();
        },
      });
      if (moveFocus) detail.querySelector<HTMLElement>("h2")?.focus();
    };
    const refresh = async () => {
      try {
        const { orders } = await merchantCall<{ orders: ConsoleOrder[] }>("POST", "/ecom/v1/orders/search", {
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
              o.paymentStatus,
              o.fulfillmentStatus,
              o.priceSummary.total.formattedAmount,
              o.buyerInfo?.email ?? "",
              when(o.createdDate),
              actions(
                actionButton("Details", `Details of order ${o.number}`, () => show(o.id, true)),
                actionButton("Events", `Events of order ${o.number}`, () =>
                  entityEvents(events, o.id, `order ${o.number}`),
                ),
              ),
            ]),
          ),
        );
        if (shown) await show(shown, false);
      } catch (error) {
        fill(list, failureAlert("The orders could not be read", error));
      }
    };
    root.append(list, detail, events);
    await refresh();
  },
};
