/**
 * Checkouts and orders of `@vitrine/sdk/ecom` against the real emulator over HTTP: a visitor's
 * cart becomes a checkout (priced, with the buyer's details, its page URL and its hosted-checkout
 * redirect session); the merchant makes its one order, which takes stock, and reads, searches by
 * cursor, iterates and cancels orders (with restock). Visitors see only their own checkouts and
 * no orders; failures carry the provider's codes.
 */

import { TEST_ORIGIN } from "@vitrine/emulator/testing";
import { isApiError, isApplicationError } from "@vitrine/sdk";
import {
  CHECKOUT_ALREADY_PAID,
  catalogReference,
  ORDER_NOT_FOUND,
  OWNED_CART_NOT_FOUND,
  PARTIAL_OUT_OF_STOCK,
} from "@vitrine/sdk/ecom";
import { describe, expect, it } from "vitest";
import { rejection } from "./support/ecom-clients.ts";
import { useEcomShop } from "./support/ecom-shop.ts";

describe("checkouts and orders against the emulator", { timeout: 60_000 }, () => {
  const shop = useEcomShop();

  const teeInM = () => catalogReference(shop.teeId, { options: { Size: "M", Color: "Red" } });

  /** A new visitor with `quantity` × Tee (M, Red) in the cart, and its checkout's id. */
  async function shopperWithCheckout(quantity = 2) {
    const shopper = shop.visitor();
    await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: teeInM(), quantity }] });
    const checkoutId = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    return { shopper, checkoutId };
  }

  /** The stock of Tee (M, Red). */
  async function teeStock() {
    const tee = await shop.admin.products.getProduct(shop.teeId);
    return tee.variants?.find((v) => v.choices?.Size === "M" && v.choices?.Color === "Red")?.stock?.quantity;
  }

  it("turns a cart into a checkout with the buyer's details, then into one order", async () => {
    const shopper = shop.visitor();
    const cart = await shopper.currentCart.addToCurrentCart({
      lineItems: [
        { catalogReference: teeInM(), quantity: 2 },
        { catalogReference: catalogReference(shop.mugId), quantity: 1 },
      ],
    });
    await shopper.currentCart.updateCurrentCart({ couponCode: "VITRINE10" });
    const checkoutId = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });

    const checkout = await shopper.checkout.getCheckout(checkoutId);
    expect(checkout).toMatchObject({ id: checkoutId, cartId: cart.id, completed: false });
    expect(checkout.lineItems?.map((l) => l.lineItemPrice?.amount)).toEqual(["40.00", "9.50"]);
    // 49.50 − 4.95 coupon = 44.55; 8 % tax = 3.56 (3.564); 5.00 shipping.
    expect(checkout.priceSummary?.total?.amount).toBe("53.11");
    expect(checkout.createdDate).toBeInstanceOf(Date);

    const address = {
      country: "US",
      subdivision: "US-NY",
      city: "New York",
      postalCode: "10001",
      addressLine: "1 Main St",
    };
    const updated = await shopper.checkout.updateCheckout(checkoutId, {
      buyerInfo: { email: "ada@example.com" },
      shippingInfo: {
        shippingDestination: { address, contactDetails: { firstName: "Ada", lastName: "Lovelace" } },
      },
    });
    expect(updated.buyerInfo?.email).toBe("ada@example.com");
    expect(updated.shippingInfo?.shippingDestination?.address).toMatchObject(address);

    expect(await shopper.checkout.getCheckoutUrl(checkoutId)).toContain(checkoutId);

    const denied = await rejection(shopper.checkout.createOrder(checkoutId));
    expect(isApiError(denied) && denied.status).toBe(403);

    const { orderId } = await shop.admin.checkout.createOrder(checkoutId);
    expect((await shop.admin.checkout.createOrder(checkoutId)).orderId).toBe(orderId);
    expect(await teeStock()).toBe(3);

    const order = await shop.admin.orders.getOrder(orderId ?? "");
    expect(order).toMatchObject({
      id: orderId,
      checkoutId,
      status: "APPROVED",
      paymentStatus: "PAID",
      buyerInfo: { email: "ada@example.com" },
      priceSummary: { total: { amount: "53.11" } },
    });
    expect(order.number).toMatch(/^\d+$/);
    expect(order.lineItems?.map((l) => [l.productName?.original, l.quantity, l.price?.amount])).toEqual([
      ["Tee", 2, "20.00"],
      ["Mug", 1, "9.50"],
    ]);
    expect(order.createdDate).toBeInstanceOf(Date);

    expect((await shopper.checkout.getCheckout(checkoutId)).completed).toBe(true);
    const cartGone = await rejection(shopper.currentCart.getCurrentCart());
    expect(isApplicationError(cartGone) && cartGone.code).toBe(OWNED_CART_NOT_FOUND);
  });

  it("opens the hosted checkout through a redirect session", async () => {
    const { shopper, checkoutId } = await shopperWithCheckout();
    const session = await shopper.checkout.createCheckoutRedirectSession(checkoutId, {
      postFlowUrl: `${TEST_ORIGIN}/`,
      thankYouPageUrl: `${TEST_ORIGIN}/thank-you`,
      cartPageUrl: `${TEST_ORIGIN}/cart`,
    });
    expect(session.fullUrl).toContain(`/_hosted/checkout?sessionId=${session.id}`);
  });

  it("keeps checkouts to their buyer and orders to the merchant", async () => {
    const { checkoutId } = await shopperWithCheckout();
    const stranger = shop.visitor();
    const other = await rejection(stranger.checkout.getCheckout(checkoutId));
    expect(isApplicationError(other) && other.status).toBe(404);
    const { orderId } = await shop.admin.checkout.createOrder(checkoutId);
    const forbidden = await rejection(stranger.orders.getOrder(orderId ?? ""));
    expect(isApiError(forbidden) && forbidden.status).toBe(403);
    const missing = await rejection(shop.admin.orders.getOrder("00000000-0000-4000-8000-000000000000"));
    expect(isApplicationError(missing) && [missing.code, missing.status]).toEqual([ORDER_NOT_FOUND, 404]);
  });

  it("refuses an order for more than is in stock and changes nothing", async () => {
    const { checkoutId } = await shopperWithCheckout(6);
    const short = await rejection(shop.admin.checkout.createOrder(checkoutId));
    expect(isApplicationError(short) && short.code).toBe(PARTIAL_OUT_OF_STOCK);
    expect(await teeStock()).toBe(5);
    expect((await shop.admin.orders.searchOrders()).orders).toEqual([]);
  });

  it("marks a checkout completed; it then makes no order", async () => {
    const { checkoutId } = await shopperWithCheckout();
    await shop.admin.checkout.markCheckoutAsCompleted(checkoutId);
    expect((await shop.admin.checkout.getCheckout(checkoutId)).completed).toBe(true);
    const paid = await rejection(shop.admin.checkout.createOrder(checkoutId));
    expect(isApplicationError(paid) && paid.code).toBe(CHECKOUT_ALREADY_PAID);
  });

  it("searches orders by cursor, iterates them all, cancels one with restock", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { checkoutId } = await shopperWithCheckout(1);
      ids.push((await shop.admin.checkout.createOrder(checkoutId)).orderId ?? "");
    }
    expect(await teeStock()).toBe(2);

    const first = await shop.admin.orders.searchOrders({ cursorPaging: { limit: 2 } });
    expect(first.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect(first.metadata.hasNext).toBe(true);
    const second = await shop.admin.orders.searchOrders({
      cursorPaging: { cursor: first.metadata.cursors?.next ?? null },
    });
    expect(second.orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(second.metadata.hasNext).toBe(false);

    const all: string[] = [];
    for await (const order of shop.admin.orders.iterateOrders({ cursorPaging: { limit: 2 } }))
      all.push(order.id ?? "");
    expect(all).toEqual([...ids].reverse());

    const canceled = await shop.admin.orders.cancelOrder(ids[1] ?? "", { restockAllItems: true });
    expect(canceled.status).toBe("CANCELED");
    expect(canceled.updatedDate).toBeInstanceOf(Date);
    expect(await teeStock()).toBe(3);
    const found = await shop.admin.orders.searchOrders({ filter: { status: "CANCELED" } });
    expect(found.orders.map((o) => o.id)).toEqual([ids[1]]);
  });
});
