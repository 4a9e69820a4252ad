/**
 * Orders on the real database: placed from a checkout (numbers, copied lines
 * and prices, PAID/APPROVED, the member as buyer), stock lowered in the same
 * transaction with its inventory events, one order per checkout, refusals
 * that change nothing, cancel with restock, merchant-only access, search.
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines placing an order twice for one checkout directly
import { placeOrderAsBuyer } from "../../src/ecom/orders/place-order.ts";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  buyer,
  createProduct,
  createTee,
  errorCode,
  errorFields,
  line,
  memberToken,
  merchant,
  tokenSubject,
  variantStock,
} from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const VARIANTS_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

describe(`orders on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    t = await startTestApp({ shop: demoShopSettings() });
    tee = await createTee(t);
  });
  afterEach(() => t.close());

  async function checkoutOf(token: string, lineItems: unknown[]) {
    const added = await buyer(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
    expect(added.status).toBe(200);
    const reply = await buyer<{ checkoutId: string }>(
      t,
      token,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      {
        channelType: "WEB",
        email: "ada@example.com",
      },
    );
    return reply.body.checkoutId;
  }
  const createOrder = (checkoutId: string) =>
    merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, { id: checkoutId });
  const getOrder = (id: string) => merchant<Loose>(t, "GET", `/ecom/v1/orders/${id}`);
  const outbox = (type: string) =>
    t.db.query<Loose>("select identity, payload from outbox where event_type = $1 order by id", [type]);
  const snapshot = async () => ({
    products: await t.db.query("select doc from products order by id"),
    orders: await t.db.query("select id from orders"),
    checkouts: await t.db.query("select completed_at, order_id from checkouts order by id"),
    carts: await t.db.query("select ended_at, end_reason from carts order by id"),
    outbox: await t.db.query("select count(*)::int as n from outbox"),
  });

  it("places an order: number 10001, the checkout's lines and prices, PAID and APPROVED", async () => {
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutOf(visitor, [line(tee.id, 2, { options: { Size: "M" } })]);
    const placed = await createOrder(checkoutId);
    expect(placed.status).toBe(200);
    const { body } = await getOrder(placed.body.orderId);
    expect(body.order).toMatchObject({
      id: placed.body.orderId,
      number: "10001",
      checkoutId,
      status: "APPROVED",
      paymentStatus: "PAID",
      fulfillmentStatus: "NOT_FULFILLED",
      currency: "USD",
      buyerInfo: { visitorId: tokenSubject(visitor), email: "ada@example.com" },
      priceSummary: {
        subtotal: { amount: "36.00", formattedAmount: "$36.00" },
        shipping: { amount: "5.00" },
        tax: { amount: "2.88" },
        discount: { amount: "0.00" },
        total: { amount: "43.88" },
      },
      lineItems: [
        {
          quantity: 2,
          productName: { original: "Linen Tee" },
          price: { amount: "18.00", formattedAmount: "$18.00" },
          lineItemPrice: { amount: "36.00" },
          descriptionLines: [{ plainText: { original: "M" } }],
          physicalProperties: { sku: "TEE-M" },
        },
      ],
      shippingInfo: { code: "vitrine-flat-rate", cost: { price: { amount: "5.00" } } },
    });
    const second = await checkoutOf(await t.visitorToken(), [line(tee.id, 1, { options: { Size: "L" } })]);
    expect((await getOrder((await createOrder(second)).body.orderId)).body.order.number).toBe("10002");
  });

  it("lowers stock in the same transaction and records ORDER inventory events, order_created and checkout_completed", async () => {
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutOf(visitor, [
      line(tee.id, 2, { options: { Size: "M" } }),
      line(tee.id, 2, { options: { Size: "L" } }),
    ]);
    const { body } = await createOrder(checkoutId);
    expect(await variantStock(t, tee.id, { Size: "M" })).toMatchObject({ quantity: 3, inStock: true });
    expect(await variantStock(t, tee.id, { Size: "L" })).toMatchObject({ quantity: 0, inStock: false });
    const inventory = await outbox(VARIANTS_CHANGED);
    const last = inventory.at(-1);
    expect(last?.payload.externalId).toBe(tee.id);
    expect(
      last?.payload.variants.map((v: Loose) => [
        v.oldValue.quantity,
        v.newValue.quantity,
        v.changedBy.reason,
      ]),
    ).toEqual([
      [5, 3, "ORDER"],
      [2, 0, "ORDER"],
    ]);
    const created = await outbox("wix.ecom.v1.order_created");
    expect(created).toHaveLength(1);
    expect(created[0]?.payload).toMatchObject({
      entityFqdn: "wix.ecom.v1.order",
      slug: "created",
      entityId: body.orderId,
      createdEvent: { entity: { id: body.orderId, number: "10001" } },
    });
    expect(created[0]?.identity).toEqual({ identityType: "APP", appId: expect.any(String) });
    const completed = await outbox("wix.ecom.v1.checkout_completed");
    expect(completed[0]?.payload.actionEvent.body.checkout).toMatchObject({
      id: checkoutId,
      completed: true,
    });
    const [cart] = await t.db.query<Loose>("select end_reason, order_id from carts");
    expect(cart).toEqual({ end_reason: "ORDERED", order_id: body.orderId });
    const gone = await buyer(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(errorCode(gone)).toBe("OWNED_CART_NOT_FOUND");
    const checkout = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${checkoutId}`);
    expect(checkout.body.checkout.completed).toBe(true);
  });

  it("makes one order per checkout: a second create-order answers the same order id", async () => {
    const checkoutId = await checkoutOf(await t.visitorToken(), [
      line(tee.id, 1, { options: { Size: "M" } }),
    ]);
    const replies = await Promise.all([
      createOrder(checkoutId),
      createOrder(checkoutId),
      createOrder(checkoutId),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.orderId)).size).toBe(1);
    expect(await t.db.query("select id from orders")).toHaveLength(1);
    expect(await variantStock(t, tee.id, { Size: "M" })).toMatchObject({ quantity: 4 });
    expect(await outbox("wix.ecom.v1.order_created")).toHaveLength(1);
  });

  it("names the member as the buyer of a member's checkout", async () => {
    const member = await memberToken(t, "member-1");
    const checkoutId = await checkoutOf(member, [line(tee.id, 1, { options: { Size: "M" } })]);
    const { body } = await createOrder(checkoutId);
    expect((await getOrder(body.orderId)).body.order.buyerInfo).toEqual({
      memberId: "member-1",
      email: "ada@example.com",
    });
  });

  it("refuses a short line with FULL_ or PARTIAL_OUT_OF_STOCK naming it, and changes nothing", async () => {
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutOf(visitor, [
      line(tee.id, 1, { options: { Size: "M" } }),
      line(tee.id, 3, { options: { Size: "L" } }),
    ]);
    const before = await snapshot();
    const partial = await createOrder(checkoutId);
    const checkout = (await merchant<Loose>(t, "GET", `/ecom/v1/checkouts/${checkoutId}`)).body.checkout;
    expect([partial.status, errorCode(partial)]).toEqual([409, "PARTIAL_OUT_OF_STOCK"]);
    expect(partial.body.details.applicationError.data).toMatchObject({
      lineItemId: checkout.lineItems[1].id,
      catalogItemId: tee.id,
      quantityRequested: 3,
      quantityAvailable: 2,
    });
    expect(await snapshot()).toEqual(before);
    const small = await checkoutOf(await t.visitorToken(), [line(tee.id, 1, { options: { Size: "S" } })]);
    const full = await createOrder(small);
    expect([full.status, errorCode(full)]).toEqual([409, "FULL_OUT_OF_STOCK"]);
  });

  it("refuses an order for an emptied cart (EMPTY_CHECKOUT), an unknown checkout, and visitors and members", async () => {
    const visitor = await t.visitorToken();
    const added = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/remove-line-items", {
      lineItemIds: [added.body.cart.lineItems[0].id],
    });
    const { body } = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {});
    const before = await snapshot();
    const empty = await createOrder(body.checkoutId);
    expect([empty.status, errorCode(empty)]).toEqual([400, "EMPTY_CHECKOUT"]);
    const unknown = await createOrder("no-such-checkout");
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
    const member = await memberToken(t, "member-1");
    for (const token of [visitor, member]) {
      const reply = await buyer(t, token, "POST", `/ecom/v1/checkouts/${body.checkoutId}/create-order`, {});
      expect([reply.status, errorCode(reply)]).toEqual([403, "PERMISSION_DENIED"]);
      expect((await buyer(t, token, "POST", "/ecom/v1/orders/search", {})).status).toBe(403);
      expect((await buyer(t, token, "GET", "/ecom/v1/orders/anything")).status).toBe(403);
      expect((await buyer(t, token, "POST", "/ecom/v1/orders/anything/cancel", {})).status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    const missing = await getOrder("no-such-order");
    expect([missing.status, errorCode(missing)]).toEqual([404, "ORDER_NOT_FOUND"]);
  });

  it("refuses an order whose product left the catalogue", async () => {
    const mug = await createProduct(t, { name: "Mug", priceData: { price: 8 } });
    const checkoutId = await checkoutOf(await t.visitorToken(), [line(mug.id, 1)]);
    await merchant(t, "DELETE", `/stores/v1/products/${mug.id}`);
    const reply = await createOrder(checkoutId);
    expect([reply.status, errorCode(reply)]).toEqual([409, "ITEM_NOT_FOUND_IN_CATALOG"]);
    expect(await t.db.query("select id from orders")).toEqual([]);
  });

  it("places an order from the hosted page's function with the buyer's details, in the buyer's name", async () => {
    const visitor = await t.visitorToken();
    const checkoutId = await checkoutOf(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const first = await placeOrderAsBuyer({ db: t.db, config: t.config }, checkoutId, {
      email: "grace@example.com",
      shippingDestination: { address: { country: "US", city: "Arlington" } },
    });
    expect(first.created).toBe(true);
    expect(first.order.buyerInfo.email).toBe("grace@example.com");
    expect(first.order.recipientInfo).toEqual({ address: { country: "US", city: "Arlington" } });
    const again = await placeOrderAsBuyer({ db: t.db, config: t.config }, checkoutId);
    expect([again.created, again.order.id]).toEqual([false, first.order.id]);
    const [created] = await outbox("wix.ecom.v1.order_created");
    expect(created?.identity).toEqual({
      identityType: "ANONYMOUS_VISITOR",
      anonymousVisitorId: tokenSubject(visitor),
    });
    const [row] = await t.db.query<Loose>("select buyer_email from checkouts");
    expect(row?.buyer_email).toBe("grace@example.com");
  });

  it("cancels with restockAllItems: stock back, REVERT_INVENTORY_CHANGE, order_canceled; a second cancel is refused", async () => {
    const checkoutId = await checkoutOf(await t.visitorToken(), [
      line(tee.id, 2, { options: { Size: "L" } }),
    ]);
    const { body } = await createOrder(checkoutId);
    expect(await variantStock(t, tee.id, { Size: "L" })).toMatchObject({ quantity: 0 });
    const canceled = await merchant<Loose>(t, "POST", `/ecom/v1/orders/${body.orderId}/cancel`, {
      id: body.orderId,
      restockAllItems: true,
      sendOrderCanceledEmail: false,
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.order).toMatchObject({ status: "CANCELED", lineItems: [{ restockQuantity: 2 }] });
    expect(await variantStock(t, tee.id, { Size: "L" })).toMatchObject({ quantity: 2, inStock: true });
    const last = (await outbox(VARIANTS_CHANGED)).at(-1);
    expect(last?.payload.variants).toEqual([
      expect.objectContaining({
        oldValue: expect.objectContaining({ quantity: 0 }),
        newValue: expect.objectContaining({ quantity: 2 }),
        changedBy: { reason: "REVERT_INVENTORY_CHANGE" },
      }),
    ]);
    const events = await outbox("wix.ecom.v1.order_canceled");
    expect(events[0]?.payload).toMatchObject({
      slug: "canceled",
      entityId: body.orderId,
      actionEvent: {
        body: { order: { status: "CANCELED" }, restockAllItems: true, sendOrderCanceledEmail: false },
      },
    });
    const again = await merchant(t, "POST", `/ecom/v1/orders/${body.orderId}/cancel`, {
      restockAllItems: true,
    });
    expect([again.status, errorCode(again)]).toEqual([400, "ORDER_CANCELED"]);
    expect(await variantStock(t, tee.id, { Size: "L" })).toMatchObject({ quantity: 2 });
  });

  it("cancels without restock: stock stays lowered", async () => {
    const checkoutId = await checkoutOf(await t.visitorToken(), [
      line(tee.id, 1, { options: { Size: "M" } }),
    ]);
    const { body } = await createOrder(checkoutId);
    await merchant(t, "POST", `/ecom/v1/orders/${body.orderId}/cancel`, {});
    expect(await variantStock(t, tee.id, { Size: "M" })).toMatchObject({ quantity: 4 });
    expect((await getOrder(body.orderId)).body.order.status).toBe("CANCELED");
  });

  describe("search", () => {
    async function placeOrders(count: number) {
      const mug = await createProduct(t, { name: "Mug", priceData: { price: 8 } });
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const checkoutId = await checkoutOf(await t.visitorToken(), [line(mug.id, 1)]);
        ids.push((await createOrder(checkoutId)).body.orderId);
      }
      return ids;
    }
    const search = (body: unknown) => merchant<Loose>(t, "POST", "/ecom/v1/orders/search", body);

    it("lists newest first, pages by cursor, filters by status, number and date, sorts", async () => {
      const ids = await placeOrders(5);
      await merchant(t, "POST", `/ecom/v1/orders/${ids[1]}/cancel`, {});
      const first = await search({ search: { cursorPaging: { limit: 2 } } });
      expect(first.body.orders.map((o: Loose) => o.number)).toEqual(["10005", "10004"]);
      expect(first.body.metadata).toEqual({ count: 2, cursors: { next: expect.any(String) }, hasNext: true });
      const second = await search({
        search: { cursorPaging: { limit: 2, cursor: first.body.metadata.cursors.next } },
      });
      expect(second.body.orders.map((o: Loose) => o.number)).toEqual(["10003", "10002"]);
      expect(second.body.metadata.cursors.prev).toEqual(expect.any(String));
      const third = await search({
        search: { cursorPaging: { limit: 2, cursor: second.body.metadata.cursors.next } },
      });
      expect(third.body.orders.map((o: Loose) => o.number)).toEqual(["10001"]);
      expect(third.body.metadata.hasNext).toBe(false);

      const canceled = await search({ search: { filter: { status: "CANCELED" } } });
      expect(canceled.body.orders.map((o: Loose) => o.id)).toEqual([ids[1]]);
      const byNumber = await search({ search: { filter: { number: { $in: ["10001", 10003] } } } });
      expect(byNumber.body.orders.map((o: Loose) => o.number)).toEqual(["10003", "10001"]);
      const all = await search({ search: { sort: [{ fieldName: "number", order: "ASC" }] } });
      expect(all.body.orders.map((o: Loose) => o.number)).toEqual([
        "10001",
        "10002",
        "10003",
        "10004",
        "10005",
      ]);
      const thirdDate = all.body.orders[2].createdDate;
      const since = await search({ search: { filter: { createdDate: { $gte: thirdDate } } } });
      expect(since.body.orders.map((o: Loose) => o.number)).toEqual(["10005", "10004", "10003"]);
    });

    it("refuses a bad cursor, limit, filter field or sort field with 400", async () => {
      await placeOrders(1);
      const cases: [unknown, string][] = [
        [{ search: { cursorPaging: { cursor: "not-a-cursor" } } }, "search.cursorPaging.cursor"],
        [
          { search: { cursorPaging: { cursor: Buffer.from('{"offset":-1}').toString("base64url") } } },
          "search.cursorPaging.cursor",
        ],
        [{ search: { cursorPaging: { limit: 101 } } }, "search.cursorPaging.limit"],
        [{ search: { filter: { secret: "x" } } }, "search.filter.secret"],
        [{ search: { sort: [{ fieldName: "status" }] } }, "search.sort[0].fieldName"],
      ];
      for (const [body, field] of cases) {
        const reply = await search(body);
        expect([reply.status, errorFields(reply)]).toEqual([400, [field]]);
      }
    });
  });
});
