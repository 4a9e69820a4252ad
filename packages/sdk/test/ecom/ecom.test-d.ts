/**
 * Type tests: the bound ecom calls take wire-named inputs and resolve typed results (dates as
 * `Date`, money as decimal strings), `catalogReference` accepts a product id or any product with an
 * `id` (with a subscription plan beside a variant id), and the action events hand their body as
 * `data`.
 */
import { createClient } from "@vitrine/sdk";
import type { Product } from "@vitrine/sdk/catalog";
import {
  type Cart,
  type CatalogReference,
  catalogReference,
  checkout,
  currentCart,
  type EstimatedTotals,
  type Order,
  type OrdersPage,
  orders,
  type RedirectSession,
} from "@vitrine/sdk/ecom";
import { checkoutCompleted, createWebhookProcessor, orderCanceled, orderCreated } from "@vitrine/sdk/events";
import { expectTypeOf } from "vitest";

const client = createClient({ modules: { currentCart, checkout, orders } });

expectTypeOf(client.currentCart.getCurrentCart()).resolves.toEqualTypeOf<Cart>();
expectTypeOf<Cart["createdDate"]>().toEqualTypeOf<Date | null | undefined>();
expectTypeOf<NonNullable<NonNullable<Cart["lineItems"]>[number]["price"]>["amount"]>().toEqualTypeOf<
  string | undefined
>();
expectTypeOf(client.currentCart.estimateCurrentCartTotals()).resolves.toEqualTypeOf<EstimatedTotals>();
expectTypeOf(client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" })).resolves.toBeString();
expectTypeOf(client.orders.getOrder("o1")).resolves.toEqualTypeOf<Order>();
expectTypeOf(
  client.orders.searchOrders({ cursorPaging: { limit: 10 } }),
).resolves.toEqualTypeOf<OrdersPage>();
expectTypeOf(client.orders.iterateOrders()).toEqualTypeOf<AsyncGenerator<Order>>();
expectTypeOf(client.checkout.createCheckoutRedirectSession("co1")).resolves.toEqualTypeOf<RedirectSession>();

// @ts-expect-error: line ids are `id` on the wire, not `_id`
client.currentCart.updateCurrentCartLineItemQuantity([{ _id: "l1", quantity: 1 }]);
// @ts-expect-error: a channel the provider does not know
client.currentCart.createCheckoutFromCurrentCart({ channelType: "SHOP" });

declare const product: Product;
expectTypeOf(catalogReference(product, { options: { Size: "M" } })).toEqualTypeOf<CatalogReference>();
expectTypeOf(catalogReference("p1", { variantId: "v1" })).toEqualTypeOf<CatalogReference>();
expectTypeOf(
  catalogReference("p1", { variantId: "v1", subscriptionOptionId: "plan-1" }),
).toEqualTypeOf<CatalogReference>();
// @ts-expect-error: options or a variant id, not a bare record
catalogReference("p1", { Size: "M" });

const webhooks = createWebhookProcessor({ publicKey: "" });
webhooks.on(orderCreated, ({ entity }) => {
  expectTypeOf(entity).toEqualTypeOf<Order>();
});
webhooks.on(orderCanceled, ({ data, metadata }) => {
  expectTypeOf(data.order).toEqualTypeOf<Order | undefined>();
  expectTypeOf(data.restockAllItems).toEqualTypeOf<boolean | undefined>();
  expectTypeOf(metadata.eventId).toEqualTypeOf<string | undefined>();
});
webhooks.on(checkoutCompleted, ({ data }) => {
  expectTypeOf(data.checkout?.completed).toEqualTypeOf<boolean | undefined>();
});
