/**
 * A checkout never charges old prices: made at 10.00, it is served and paid
 * at the catalogue's price of the moment once the merchant raises it; a
 * product hidden or deleted since refuses payment with nothing placed; the
 * hosted page shows the current prices, refuses an order whose prices changed
 * since it was shown, and names a line no longer sold; a checkout expires 30
 * days after its creation.
 */
import { SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the checkout lifetime it expires after
import { CHECKOUT_LIFETIME_DAYS } from "../../src/ecom/checkout/checkout-lifetime.ts";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { openPage, postPage, SESSION_PATH, visitorCall } from "../hosted-checkout/checkout-fixtures.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createProduct, errorCode, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const DAY = 24 * 60 * 60 * 1000;

describe(`stale checkouts on ${testBackend}`, () => {
  let t: TestApp;
  let clock: number;
  let lamp: CreatedProduct;
  beforeEach(async () => {
    clock = Date.parse("2026-03-02T10:00:00.000Z");
    t = await startTestApp({}, { now: () => clock });
    lamp = await createProduct(t, {
      name: "Desk Lamp",
      priceData: { price: 10 },
      stock: { trackInventory: true, quantity: 5 },
    });
  });
  afterEach(() => t.close());

  /** A visitor's checkout of one lamp at 10.00. */
  async function lampCheckout() {
    const token = await t.visitorToken();
    const added = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(lamp.id, 1)],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const made = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const checkoutId = made.body.checkoutId as string;
    const served = await buyer<Loose>(t, token, "GET", `/ecom/v1/checkouts/${checkoutId}`);
    expect(served.body.checkout.priceSummary.total.amount).toBe("10.00");
    return { token, checkoutId };
  }

  const setLamp = (product: Record<string, unknown>) =>
    merchant(t, "PATCH", `/stores/v1/products/${lamp.id}`, { product });

  async function stored() {
    const orders = await t.db.query<{ doc: Loose }>("select doc from orders");
    const [product] = await t.db.query<{ doc: Loose }>("select doc from products where id = $1", [lamp.id]);
    const checkouts = await t.db.query<{ completed_at: Date | null }>("select completed_at from checkouts");
    return { orders, stock: product?.doc.stock.quantity, checkouts };
  }

  it("serves and pays a checkout made at 10.00 at the 1 000.00 the merchant set since", async () => {
    const { token, checkoutId } = await lampCheckout();
    expect((await setLamp({ priceData: { price: 1000 } })).status).toBe(200);

    const served = await buyer<Loose>(t, token, "GET", `/ecom/v1/checkouts/${checkoutId}`);
    expect(served.body.checkout.lineItems[0]).toMatchObject({
      price: { amount: "1000.00" },
      lineItemPrice: { amount: "1000.00" },
      availability: { status: "AVAILABLE" },
    });
    expect(served.body.checkout.priceSummary.subtotal.amount).toBe("1000.00");

    const placed = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { orders, stock } = await stored();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.doc.lineItems[0].price.amount).toBe("1000.00");
    expect(orders[0]?.doc.priceSummary.total.amount).toBe("1000.00");
    expect(stock).toBe(4);
  });

  it("refuses to pay for a product hidden or deleted since, placing nothing", async () => {
    const { checkoutId } = await lampCheckout();
    expect((await setLamp({ priceData: { price: 1000 }, visible: false })).status).toBe(200);
    const hidden = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect([hidden.status, errorCode(hidden)]).toEqual([409, "ITEM_NOT_FOUND_IN_CATALOG"]);
    expect(hidden.body.details.applicationError.description).toMatch(/Desk Lamp\) is no longer sold/);
    expect(await stored()).toEqual({ orders: [], stock: 5, checkouts: [{ completed_at: null }] });

    expect((await merchant(t, "DELETE", `/stores/v1/products/${lamp.id}`)).status).toBe(200);
    const deleted = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect([deleted.status, errorCode(deleted)]).toEqual([409, "ITEM_NOT_FOUND_IN_CATALOG"]);
    expect((await stored()).orders).toEqual([]);
  });

  it("hosted page: shows today's price, refuses the prices it did not show, names a line no longer sold", async () => {
    const { token, checkoutId } = await lampCheckout();
    const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId } });
    const fullUrl = session.body.redirectSession.fullUrl as string;
    const shown = await openPage(t, fullUrl);
    expect(shown.response.body).toContain("<td>$10.00</td><td>$10.00</td>");
    const prices = /name="prices" value="([^"]+)"/.exec(shown.response.body)?.[1] ?? "";
    expect(prices).not.toBe("");

    await setLamp({ priceData: { price: 1000 } });
    const form = { ...SHOPPER_DETAILS, sessionId: shown.sessionId, csrf: shown.csrf, prices };
    const refused = await postPage(t, form);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("The prices changed since this page was shown.");
    expect(refused.body).toContain("<td>$1,000.00</td><td>$1,000.00</td>");
    expect((await stored()).orders).toEqual([]);

    const newPrices = /name="prices" value="([^"]+)"/.exec(refused.body)?.[1] ?? "";
    expect(newPrices).not.toBe(prices);
    await setLamp({ visible: false });
    const page = await openPage(t, fullUrl);
    expect(page.response.body).toContain("No longer sold");
    expect(page.response.body).toContain("“Desk Lamp” is no longer sold.");
    const gone = await postPage(t, { ...form, csrf: page.csrf, prices: newPrices });
    expect(gone.statusCode).toBe(400);
    expect(gone.body).toContain("“Desk Lamp” is no longer sold. Change your cart, then check out again.");
    expect(await stored()).toEqual({ orders: [], stock: 5, checkouts: [{ completed_at: null }] });

    await setLamp({ visible: true });
    const again = await openPage(t, fullUrl);
    const paid = await postPage(t, {
      ...form,
      csrf: again.csrf,
      prices: /name="prices" value="([^"]+)"/.exec(again.response.body)?.[1] ?? "",
    });
    expect(paid.statusCode).toBe(303);
    const { orders } = await stored();
    expect(orders.map((order) => order.doc.priceSummary.total.amount)).toEqual(["1000.00"]);
  });

  it(`expires a checkout ${CHECKOUT_LIFETIME_DAYS} days after its creation, for every call and the page`, async () => {
    const { checkoutId } = await lampCheckout();
    const paidOne = await lampCheckoutPaid();
    const read = () => merchant<Loose>(t, "GET", `/ecom/v1/checkouts/${checkoutId}?id=${checkoutId}`);
    clock += CHECKOUT_LIFETIME_DAYS * DAY - 1000;
    expect((await read()).status).toBe(200);
    clock += 1000;
    const expired = await read();
    expect([expired.status, errorCode(expired)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
    expect(expired.body.details.applicationError.description).toMatch(/expired/);
    const patch = await merchant(t, "PATCH", `/ecom/v1/checkouts/${checkoutId}`, {
      checkout: { id: checkoutId, buyerNote: "late" },
    });
    expect(errorCode(patch)).toBe("CHECKOUT_NOT_FOUND");
    const order = await merchant(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect([order.status, errorCode(order)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
    const page = await openPage(t, `/_hosted/checkout?checkoutId=${checkoutId}`);
    expect(page.response.statusCode).toBe(404);
    expect(page.response.body).toContain("unknown or expired");
    // A completed checkout stays readable with its order.
    const completed = await merchant<Loose>(t, "GET", `/ecom/v1/checkouts/${paidOne}?id=${paidOne}`);
    expect(completed.body.checkout.completed).toBe(true);
    expect((await stored()).orders).toHaveLength(1);
  });

  /** A second visitor's lamp checkout, paid by the merchant's create-order; its id. */
  async function lampCheckoutPaid(): Promise<string> {
    const { checkoutId } = await lampCheckout();
    const placed = await merchant(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {});
    expect(placed.status).toBe(200);
    return checkoutId;
  }
});
