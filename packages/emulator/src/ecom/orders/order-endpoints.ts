/**
 * The order calls, merchant only (403 for visitors and members):
 * - `GET /ecom/v1/orders/{id}` → `{order}` (404 `ORDER_NOT_FOUND`);
 * - `POST /ecom/v1/orders/search` → `{orders, metadata}` (`search-orders.ts`);
 * - `POST /ecom/v1/orders/{id}/cancel` `{restockAllItems?, sendOrderCanceledEmail?}` → `{order}`:
 *   status CANCELED, with `restockAllItems` the lines' units back in stock
 *   (`InventoryVariantsChanged`, reason REVERT_INVENTORY_CHANGE), and `order_canceled`; an order
 *   already canceled is 400 `ORDER_CANCELED` and changes nothing (`cancel-order.ts`).
 */
import { requestFlag } from "../../catalog/reads/request-flag.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { readId } from "../ecom-input.ts";
import { inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { cancelPlacedOrder, orderNotFound } from "./cancel-order.ts";
import { loadOrder } from "./order-repository.ts";
import { searchOrders } from "./search-orders.ts";

/** GET `/ecom/v1/orders/{id}`. */
export const getOrder: Endpoint = {
  method: "GET",
  path: "/ecom/v1/orders/{id}",
  access: "write",
  async handle(input) {
    const id = readId(input.payload.id, "id");
    const row = await loadOrder(input.db, id);
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
    return inEcomTransaction(writeInput(input), async (write) => ({
      order: await cancelPlacedOrder(write, id, { restockAllItems, sendOrderCanceledEmail }),
    }));
  },
};

/** The order endpoints. */
export const orderEndpoints: readonly Endpoint[] = [getOrder, searchOrdersEndpoint, cancelOrder];
