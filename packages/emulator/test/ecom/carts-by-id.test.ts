/** Carts by id: created by visitors, members and merchants; owners see only their own. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  buyer,
  createTee,
  errorCode,
  line,
  memberToken,
  merchant,
  tokenSubject,
} from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`carts by id on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    t = await startTestApp();
    tee = await createTee(t);
  });
  afterEach(() => t.close());

  it("creates a cart owned by the caller, not the current cart; the owner and merchants read it, others get 404", async () => {
    const visitor = await t.visitorToken();
    const created = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
      cartInfo: { buyerNote: "For later" },
    });
    expect(created.status).toBe(200);
    const id = created.body.cart.id;
    expect(created.body.cart).toMatchObject({
      buyerNote: "For later",
      buyerInfo: { visitorId: tokenSubject(visitor) },
    });
    expect(errorCode(await buyer(t, visitor, "GET", "/ecom/v1/carts/current"))).toBe("OWNED_CART_NOT_FOUND");
    expect((await buyer<Loose>(t, visitor, "GET", `/ecom/v1/carts/${id}`)).body.cart.id).toBe(id);
    expect((await merchant<Loose>(t, "GET", `/ecom/v1/carts/${id}?id=${id}`)).body.cart.id).toBe(id);
    for (const token of [await t.visitorToken(), await memberToken(t, "member-1")]) {
      const read = await buyer(t, token, "GET", `/ecom/v1/carts/${id}`);
      expect([read.status, errorCode(read)]).toEqual([404, "CART_NOT_FOUND"]);
      const add = await buyer(t, token, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
        lineItems: [line(tee.id, 1, { options: { Size: "L" } })],
      });
      expect([add.status, errorCode(add)]).toEqual([404, "CART_NOT_FOUND"]);
    }
    const [row] = await t.db.query<Loose>("select doc from carts");
    expect(row?.doc.lineItems).toHaveLength(1);
  });

  it("adds to a cart by id (owner or merchant); merchants make carts of nobody's", async () => {
    const made = await merchant<Loose>(t, "POST", "/ecom/v1/carts", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    expect(made.body.cart.buyerInfo).toEqual({});
    const id = made.body.cart.id;
    const added = await merchant<Loose>(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
      id,
      lineItems: [line(tee.id, 2, { options: { Size: "M" } }), line(tee.id, 1, { options: { Size: "L" } })],
    });
    expect(added.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([3, 1]);
    const visitor = await t.visitorToken();
    expect((await buyer(t, visitor, "GET", `/ecom/v1/carts/${id}`)).status).toBe(404);
  });

  it("loses no unit when many adds to one cart by id race", async () => {
    const made = await merchant<Loose>(t, "POST", "/ecom/v1/carts", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const id = made.body.cart.id;
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        merchant<Loose>(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
          lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const quantities = replies.map((r) => r.body.cart.lineItems[0].quantity).sort((a, b) => a - b);
    expect(quantities).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    const read = await merchant<Loose>(t, "GET", `/ecom/v1/carts/${id}`);
    expect(read.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([13]);
  });

  it("adds onto what changed since its last add: the cart, the product's price, the currency, a hidden product, an ended cart", async () => {
    const made = await merchant<Loose>(t, "POST", "/ecom/v1/carts", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const id = made.body.cart.id;
    const add = () =>
      merchant<Loose>(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
        lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
      });
    expect((await add()).body.cart.lineItems[0].quantity).toBe(2);
    await t.db.query("update carts set doc = jsonb_set(doc, '{lineItems,0,quantity}', '10') where id = $1", [
      id,
    ]);
    expect((await add()).body.cart.lineItems[0].quantity).toBe(11);
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product: { priceData: { price: 30 } } });
    const repriced = await add();
    expect(repriced.body.cart.lineItems[0]).toMatchObject({ quantity: 12, price: { amount: "27.00" } });
    await t.db.query(`update site set settings = settings || '{"currency": "EUR"}'`);
    const euros = await add();
    expect(euros.body.cart).toMatchObject({ currency: "EUR", lineItems: [{ quantity: 13 }] });
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product: { visible: false } });
    const hidden = await add();
    expect([hidden.status, errorCode(hidden)]).toEqual([400, "ITEM_NOT_FOUND_IN_CATALOG"]);
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product: { visible: true } });
    expect((await add()).body.cart.lineItems[0].quantity).toBe(14);
    await t.db.query("update carts set ended_at = now() where id = $1", [id]);
    const ended = await add();
    expect([ended.status, errorCode(ended)]).toEqual([404, "CART_NOT_FOUND"]);
    const [row] = await t.db.query<Loose>("select doc from carts where id = $1", [id]);
    expect(row?.doc.lineItems.map((l: Loose) => l.quantity)).toEqual([14]);
  });

  it("answers many reads of different carts made at once (read together) each with its own cart", async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(async (quantity) => {
        const made = await merchant<Loose>(t, "POST", "/ecom/v1/carts", {
          lineItems: [line(tee.id, quantity, { options: { Size: "M" } })],
        });
        return made.body.cart.id as string;
      }),
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    const reads = await Promise.all(
      [...ids, unknown, ...ids].map((id) => merchant<Loose>(t, "GET", `/ecom/v1/carts/${id}`)),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200, 404, 200, 200, 200, 200, 200]);
    const quantities = reads.map((read) => read.body.cart?.lineItems[0].quantity);
    expect(quantities).toEqual([1, 2, 3, 4, 5, undefined, 1, 2, 3, 4, 5]);
    expect(reads.map((read) => read.body.cart?.id)).toEqual([...ids, undefined, ...ids]);
  });

  it("refuses a cart without items (CANT_CREATE_CART_WITHOUT_ITEMS) and an unknown cart id", async () => {
    const visitor = await t.visitorToken();
    const empty = await buyer(t, visitor, "POST", "/ecom/v1/carts", { lineItems: [] });
    expect([empty.status, errorCode(empty)]).toEqual([400, "CANT_CREATE_CART_WITHOUT_ITEMS"]);
    const unknown = await buyer(t, visitor, "GET", "/ecom/v1/carts/no-such-cart");
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "CART_NOT_FOUND"]);
    expect(await t.db.query("select id from carts")).toEqual([]);
  });
});
