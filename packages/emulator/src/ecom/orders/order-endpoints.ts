/**
 * The order calls, merchant only (403 for visitors and members):
 * - `GET /ecom/v1/orders/{id}` → `{order}` (404 `ORDER_NOT_FOUND`);
 * - `POST /ecom/v1/orders/search` → `{orders, metadata}` (`search-orders.ts`);
 * - `POST /ecom/v1/orders/{id}/cancel` `{restockAllItems?, sendOrderCanceledEmail?}` → `{order}`:
 *   status CANCELED, with `restockAllItems` the lines' units back in stock
 *   (`InventoryVariantsChanged`, reason REVERT_INVENTORY_CHANGE), and `order_canceled`; an order
 *   already canceled is 400 `ORDER_CANCELED` and changes nothing.
 */
import { randomUUID } from "node:crypto";
import { requestFlag } from "../../catalog/reads/request-flag.ts";
import { ApplicationFailure, notFound } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { readId } from "../ecom-input.ts";
import { inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import type { OrderDocument } from "./order-document.ts";
import { orderCanceledEvent } from "./order-events.ts";
import { loadOrder, saveOrder } from "./order-repository.ts";
import { searchOrders } from "./search-orders.ts";
import { restock } from "./stock-changes.ts";

function orderNotFound(id: string) {
  return notFound("ORDER_NOT_FOUND", `Order ${id} not found`);
}

/** GET `/ecom/v1/orders/{id}`. */
export const getOrder: Endpoint = {
  method: "GET",
  path: "/ecom/v1/orders/{id}",
  access: "write",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const row = await loadOrder(input.db, id, false);
    if (!row) throw orderNotFound(id);
    return { order: row.doc };
  },
};

/** POST `/ecom/v1/orders/search`. */
export const searchOrdersEndpoint: Endpoint = {
  method: "POST",
  path: "/ecom/v1/orders/search",
  access: "write",
  handle: (input) => searchOrders(input.db, input.payload),
};

/** POST `/ecom/v1/orders/{id}/cancel`. */
export const cancelOrder: Endpoint = {
  method: "POST",
  path: "/ecom/v1/orders/{id}/cancel",
  access: "write",
  handle(input) {
    const id = readId(input.payload.id, "id");
    const restockAllItems = requestFlag(input.payload.restockAllItems);
    const sendOrderCanceledEmail = requestFlag(input.payload.sendOrderCanceledEmail);
    return inEcomTransaction(writeInput(input), async (write) => {
      const row = await loadOrder(write.tx, id, true);
      if (!row) throw orderNotFound(id);
      if (row.doc.status === "CANCELED")
        throw new ApplicationFailure(400, "ORDER_CANCELED", `Order ${id} is already canceled`, {
          orderId: id,
        });
      const now = write.context.now;
      if (restockAllItems)
        await restock(
          write,
          row.doc.lineItems.map((line) => ({
            lineItemId: line.id,
            productId: line.catalogReference.catalogItemId,
            variantId: line.catalogReference.options?.variantId ?? "",
            quantity: line.quantity,
          })),
        );
      const order: OrderDocument = {
        ...row.doc,
        status: "CANCELED",
        updatedDate: now,
        lineItems: restockAllItems
          ? row.doc.lineItems.map((line) => ({ ...line, restockQuantity: line.quantity }))
          : row.doc.lineItems,
        activities: [...row.doc.activities, { id: randomUUID(), createdDate: now, type: "ORDER_CANCELED" }],
      };
      await saveOrder(write.tx, order);
      await recordEvents(write.tx, [
        orderCanceledEvent(order, { restockAllItems, sendOrderCanceledEmail }, write.identity, now),
      ]);
      return { order };
    });
  },
};

/** The order endpoints. */
export const orderEndpoints: readonly Endpoint[] = [getOrder, searchOrdersEndpoint, cancelOrder];
