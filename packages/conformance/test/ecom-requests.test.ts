/**
 * Byte-identical cart, checkout and order requests: for every call of `@vitrine/sdk/ecom`, the
 * provider's published client (`@wix/sdk` + `@wix/ecom` 1.0.2509, its `currentCart`, `cart`,
 * `checkout` and `orders` modules, and `@wix/redirects` for the hosted checkout) and Vitrine make
 * the call with the same input against one local recording server; method, path, query string
 * and body must be equal, and so must the auth headers.
 */

import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { cart, catalogReference, checkout, currentCart, orders } from "@vitrine/sdk/ecom";
import {
  cart as providerCart,
  checkout as providerCheckout,
  currentCart as providerCurrentCart,
  orders as providerOrders,
} from "@wix/ecom";
import { redirects as providerRedirects } from "@wix/redirects";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { requestDiff } from "./support/request-diff.ts";

const shirtInM = catalogReference("p1", { options: { Size: "M", Color: "Red" } });
const shirtVariant = catalogReference({ id: "p2" }, { variantId: "00000000-0000-0001-0000-000000000002" });
const mug = catalogReference("p3");
/**
 * One address in each client's spelling: the provider's client takes `addressLine1` and `location`
 * and sends them as the wire's `addressLine` and `geocode`. Both leave out the read-only
 * `countryFullname` and send the fields in the provider's order.
 */
const address = {
  country: "US",
  subdivision: "US-NY",
  city: "New York",
  postalCode: "10001",
  addressLine: "1 Main St",
  geocode: { latitude: 40.75, longitude: -73.99 },
  streetAddress: { number: "1", name: "Main St" },
  countryFullname: "United States",
};
const { addressLine, geocode, ...sharedAddress } = address;
const providerAddress = { ...sharedAddress, addressLine1: addressLine, location: geocode };

describe("cart, checkout and order requests match the provider's client", () => {
  const diff = requestDiff({
    cart: { id: "c1", lineItems: [], createdDate: "2026-01-02T03:04:05.000Z" },
    checkout: { id: "co1", lineItems: [] },
    checkoutId: "co1",
    checkoutUrl: "https://shop.example/checkout?checkoutId=co1",
    orderId: "o1",
    order: { id: "o1", number: "10001", lineItems: [] },
    orders: [],
    metadata: {},
    redirectSession: { id: "rs1", fullUrl: "https://shop.example/checkout" },
  });
  const { same } = diff;
  let provider: ReturnType<typeof makeProvider>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeProvider() {
    return createProviderClient({
      modules: {
        currentCart: providerCurrentCart,
        cart: providerCart,
        checkout: providerCheckout,
        orders: providerOrders,
        redirects: providerRedirects,
      },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  }
  function makeVitrine(origin: string) {
    return createClient({
      modules: { currentCart, cart, checkout, orders },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: origin,
    });
  }

  beforeAll(() => {
    provider = makeProvider();
    vitrine = makeVitrine(diff.origin);
  });

  describe("current cart", () => {
    it("get, add (options, variant, bare product), delete", async () => {
      const got = await same(
        () => provider.currentCart.getCurrentCart(),
        () => vitrine.currentCart.getCurrentCart(),
      );
      expect([got.method, got.path, got.query]).toEqual(["GET", "/ecom/v1/carts/current", ""]);
      const lineItems = [
        { catalogReference: shirtInM, quantity: 2 },
        { catalogReference: shirtVariant, quantity: 1 },
        { catalogReference: mug },
      ];
      const added = await same(
        () => provider.currentCart.addToCurrentCart({ lineItems }),
        () => vitrine.currentCart.addToCurrentCart({ lineItems }),
      );
      expect(added.path).toBe("/ecom/v1/carts/current/add-to-cart");
      expect(JSON.parse(added.body).lineItems[0].catalogReference).toEqual({
        appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
        catalogItemId: "p1",
        options: { options: { Size: "M", Color: "Red" } },
      });
      const deleted = await same(
        () => provider.currentCart.deleteCurrentCart(),
        () => vitrine.currentCart.deleteCurrentCart(),
      );
      expect([deleted.method, deleted.body]).toEqual(["DELETE", ""]);
    });

    it("change quantities, remove lines", async () => {
      const theirLines = [
        { _id: "l1", quantity: 3 },
        { _id: "l2", quantity: 1 },
      ];
      const ourLines = [
        { id: "l1", quantity: 3 },
        { id: "l2", quantity: 1 },
      ];
      const quantities = await same(
        () => provider.currentCart.updateCurrentCartLineItemQuantity(theirLines),
        () => vitrine.currentCart.updateCurrentCartLineItemQuantity(ourLines),
      );
      // The provider's client renames its caller's objects in place; Vitrine leaves them as they were.
      expect(theirLines).toEqual([
        { quantity: 3, id: "l1" },
        { quantity: 1, id: "l2" },
      ]);
      expect(ourLines).toEqual([
        { id: "l1", quantity: 3 },
        { id: "l2", quantity: 1 },
      ]);
      expect(JSON.parse(quantities.body)).toEqual({
        lineItems: [
          { id: "l1", quantity: 3 },
          { id: "l2", quantity: 1 },
        ],
      });
      await same(
        () => provider.currentCart.removeLineItemsFromCurrentCart(["l1", "l2"]),
        () => vitrine.currentCart.removeLineItemsFromCurrentCart(["l1", "l2"]),
      );
    });

    it("update (note, coupon, lines), remove the coupon", async () => {
      const updated = await same(
        () =>
          provider.currentCart.updateCurrentCart({
            cartInfo: { buyerNote: "Gift wrap" },
            couponCode: "SUMMER10",
          }),
        () =>
          vitrine.currentCart.updateCurrentCart({
            cartInfo: { buyerNote: "Gift wrap" },
            couponCode: "SUMMER10",
          }),
      );
      expect(updated.method).toBe("PATCH");
      await same(
        () => provider.currentCart.updateCurrentCart({ lineItems: [{ catalogReference: mug, quantity: 1 }] }),
        () => vitrine.currentCart.updateCurrentCart({ lineItems: [{ catalogReference: mug, quantity: 1 }] }),
      );
      await same(
        () =>
          provider.currentCart.updateCurrentCart({
            couponCode: "SUMMER10",
            cartInfo: {
              buyerNote: "x",
              contactInfo: { contactDetails: { firstName: "Ada" }, address: providerAddress },
            },
          }),
        () =>
          vitrine.currentCart.updateCurrentCart({
            couponCode: "SUMMER10",
            cartInfo: { buyerNote: "x", contactInfo: { contactDetails: { firstName: "Ada" }, address } },
          }),
      );
      await same(
        () => provider.currentCart.updateCurrentCart(),
        () => vitrine.currentCart.updateCurrentCart(),
      );
      const removed = await same(
        () => provider.currentCart.removeCouponFromCurrentCart(),
        () => vitrine.currentCart.removeCouponFromCurrentCart(),
      );
      expect([removed.path, removed.body]).toEqual(["/ecom/v1/carts/current/remove-coupon", "{}"]);
    });

    it("estimate totals (none, an address and an option), create a checkout", async () => {
      await same(
        () => provider.currentCart.estimateCurrentCartTotals(),
        () => vitrine.currentCart.estimateCurrentCartTotals(),
      );
      const options = {
        billingAddress: address,
        calculateTax: true,
        shippingAddress: address,
        selectedShippingOption: { code: "standard", carrierId: "carrier-1" },
      };
      const estimated = await same(
        () =>
          provider.currentCart.estimateCurrentCartTotals({
            ...options,
            shippingAddress: providerAddress,
            billingAddress: providerAddress,
          }),
        () => vitrine.currentCart.estimateCurrentCartTotals(options),
      );
      expect(JSON.parse(estimated.body).shippingAddress).toEqual({
        city: "New York",
        subdivision: "US-NY",
        country: "US",
        postalCode: "10001",
        geocode: { latitude: 40.75, longitude: -73.99 },
        addressLine: "1 Main St",
        streetAddress: { name: "Main St", number: "1" },
      });
      const created = await same(
        () => provider.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" }),
        () => vitrine.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" }),
      );
      expect(created.body).toBe('{"channelType":"WEB"}');
      await same(
        () =>
          provider.currentCart.createCheckoutFromCurrentCart({
            channelType: "WEB",
            email: "ada@example.com",
            shippingAddress: providerAddress,
          }),
        () =>
          vitrine.currentCart.createCheckoutFromCurrentCart({
            channelType: "WEB",
            email: "ada@example.com",
            shippingAddress: address,
          }),
      );
      await same(
        () => provider.currentCart.createCheckoutFromCurrentCart(),
        () => vitrine.currentCart.createCheckoutFromCurrentCart(),
      );
    });
  });

  describe("carts by id", () => {
    it("create, get, add", async () => {
      const lineItems = [{ catalogReference: shirtInM, quantity: 1 }];
      await same(
        () => provider.cart.createCart({ lineItems, couponCode: "SUMMER10" }),
        () => vitrine.cart.createCart({ lineItems, couponCode: "SUMMER10" }),
      );
      const got = await same(
        () => provider.cart.getCart("c1"),
        () => vitrine.cart.getCart("c1"),
      );
      expect([got.method, got.path, got.query]).toEqual(["GET", "/ecom/v1/carts/c1", "id=c1"]);
      const added = await same(
        () => provider.cart.addToCart("c1", { lineItems }),
        () => vitrine.cart.addToCart("c1", { lineItems }),
      );
      expect(JSON.parse(added.body)).toMatchObject({ id: "c1", lineItems });
    });
  });

  describe("checkouts", () => {
    it("get, update, checkout URL", async () => {
      await same(
        () => provider.checkout.getCheckout("co1"),
        () => vitrine.checkout.getCheckout("co1"),
      );
      const changes = {
        buyerInfo: { email: "ada@example.com" },
        billingInfo: { address, contactDetails: { firstName: "Ada", lastName: "Lovelace" } },
        shippingInfo: { shippingDestination: { address } },
      };
      const updated = await same(
        () =>
          provider.checkout.updateCheckout("co1", {
            ...changes,
            billingInfo: { ...changes.billingInfo, address: providerAddress },
            shippingInfo: { shippingDestination: { address: providerAddress } },
          }),
        () => vitrine.checkout.updateCheckout("co1", changes),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/ecom/v1/checkouts/co1"]);
      await same(
        () =>
          provider.checkout.updateCheckout(
            "co1",
            { buyerNote: "Leave at the door" },
            { couponCode: "SUMMER10" },
          ),
        () =>
          vitrine.checkout.updateCheckout(
            "co1",
            { buyerNote: "Leave at the door" },
            { couponCode: "SUMMER10" },
          ),
      );
      const url = await same(
        () => provider.checkout.getCheckoutUrl("co1"),
        () => vitrine.checkout.getCheckoutUrl("co1"),
      );
      expect([url.path, url.query]).toEqual(["/ecom/v1/checkouts/co1/checkout-url", "id=co1"]);
    });

    it("create the order, mark completed", async () => {
      const created = await same(
        () => provider.checkout.createOrder("co1"),
        () => vitrine.checkout.createOrder("co1"),
      );
      expect([created.path, created.body]).toEqual(["/ecom/v1/checkouts/co1/create-order", '{"id":"co1"}']);
      await same(
        () => provider.checkout.createOrder("co1", { savePaymentMethod: true, delayCapture: false }),
        () => vitrine.checkout.createOrder("co1", { savePaymentMethod: true, delayCapture: false }),
      );
      await same(
        () => provider.checkout.markCheckoutAsCompleted("co1"),
        () => vitrine.checkout.markCheckoutAsCompleted("co1"),
      );
    });

    it("the hosted checkout's redirect session", async () => {
      const callbacks = {
        postFlowUrl: "https://shop.example/cart",
        thankYouPageUrl: "https://shop.example/thank-you",
        cartPageUrl: "https://shop.example/cart",
      };
      const sent = await same(
        () => provider.redirects.createRedirectSession({ ecomCheckout: { checkoutId: "co1" }, callbacks }),
        () => vitrine.checkout.createCheckoutRedirectSession("co1", callbacks),
      );
      expect([sent.path, JSON.parse(sent.body)]).toEqual([
        "/_api/redirects-api/v1/redirect-session",
        { ecomCheckout: { checkoutId: "co1" }, callbacks },
      ]);
    });
  });

  describe("orders", () => {
    it("get, cancel", async () => {
      await same(
        () => provider.orders.getOrder("o1"),
        () => vitrine.orders.getOrder("o1"),
      );
      await same(
        () => provider.orders.cancelOrder("o1"),
        () => vitrine.orders.cancelOrder("o1"),
      );
      const canceled = await same(
        () =>
          provider.orders.cancelOrder("o1", {
            sendOrderCanceledEmail: true,
            restockAllItems: true,
            customMessage: "Sorry",
          }),
        () =>
          vitrine.orders.cancelOrder("o1", {
            sendOrderCanceledEmail: true,
            restockAllItems: true,
            customMessage: "Sorry",
          }),
      );
      expect(canceled.path).toBe("/ecom/v1/orders/o1/cancel");
    });

    it("search: empty, filter and sort and page size, next page by cursor", async () => {
      await same(
        () => provider.orders.searchOrders({}),
        () => vitrine.orders.searchOrders(),
      );
      const search = {
        filter: { paymentStatus: "PAID" as const, createdDate: { $gte: "2026-01-01T00:00:00.000Z" } },
        sort: [{ fieldName: "createdDate", order: "DESC" as const }],
        cursorPaging: { limit: 20 },
      };
      // The provider's users sort by `_createdDate`; its client renames the value to the wire's.
      const providerSort = [{ fieldName: "_createdDate" as const, order: "DESC" as const }];
      const first = await same(
        () => provider.orders.searchOrders({ ...search, sort: providerSort }),
        () => vitrine.orders.searchOrders(search),
      );
      expect(JSON.parse(first.body).search.sort).toEqual([{ fieldName: "createdDate", order: "DESC" }]);
      expect([first.method, first.path]).toEqual(["POST", "/ecom/v1/orders/search"]);
      await same(
        () => provider.orders.searchOrders({ cursorPaging: { limit: 20, cursor: "next-page" } }),
        () => vitrine.orders.searchOrders({ cursorPaging: { limit: 20, cursor: "next-page" } }),
      );
    });
  });
});
