/**
 * The current cart calls on the real database: ownership (visitor, member,
 * merchant), adding and pricing lines from the catalogue, quantities, removal,
 * cart info and coupons, deletion, and every refusal (with nothing changed).
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
} from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const CURRENT = "/ecom/v1/carts/current";

describe(`current cart on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  let visitor: string;
  beforeEach(async () => {
    t = await startTestApp({ shop: demoShopSettings() });
    tee = await createTee(t);
    visitor = await t.visitorToken();
  });
  afterEach(() => t.close());

  const add = (token: string, lineItems: unknown[]) =>
    buyer<Loose>(t, token, "POST", `${CURRENT}/add-to-cart`, { lineItems });
  const cartRows = () => t.db.query<Loose>("select * from carts order by created_at");

  it("answers 404 OWNED_CART_NOT_FOUND before the first add, then the cart add-to-cart made", async () => {
    const none = await buyer(t, visitor, "GET", CURRENT);
    expect([none.status, errorCode(none)]).toEqual([404, "OWNED_CART_NOT_FOUND"]);
    const added = await add(visitor, [line(tee.id, 2, { options: { Size: "M" } })]);
    expect(added.status).toBe(200);
    const got = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(got.status).toBe(200);
    expect(got.body.cart).toEqual(added.body.cart);
    expect(got.body.cart.buyerInfo).toEqual({ visitorId: tokenSubject(visitor) });
  });

  it("prices lines from the catalogue: discounted variant price, name, url, options, stock, weight", async () => {
    const { body } = await add(visitor, [line(tee.id, 3, { options: { Size: "L" } })]);
    const [item] = body.cart.lineItems;
    expect(item).toMatchObject({
      quantity: 3,
      catalogReference: { appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e", catalogItemId: tee.id },
      productName: { original: "Linen Tee", translated: "Linen Tee" },
      url: { relativePath: "/product-page/linen-tee", url: "http://localhost:4000/product-page/linen-tee" },
      price: {
        amount: "21.60",
        convertedAmount: "21.60",
        formattedAmount: "$21.60",
        formattedConvertedAmount: "$21.60",
      },
      fullPrice: { amount: "24.00" },
      priceBeforeDiscounts: { amount: "21.60" },
      lineItemPrice: { amount: "64.80", formattedAmount: "$64.80" },
      descriptionLines: [
        { name: { original: "Size" }, plainText: { original: "L" }, lineType: "PLAIN_TEXT" },
      ],
      availability: { status: "PARTIALLY_AVAILABLE", quantityAvailable: 2 },
      physicalProperties: { weight: 0.2, shippable: true },
      itemType: { preset: "PHYSICAL" },
    });
    expect(body.cart).toMatchObject({ currency: "USD", weightUnit: "KG", appliedDiscounts: [] });
  });

  it("reports availability from stock at read time", async () => {
    const { body } = await add(visitor, [
      line(tee.id, 1, { options: { Size: "S" } }),
      line(tee.id, 5, { options: { Size: "M" } }),
    ]);
    expect(body.cart.lineItems.map((l: Loose) => l.availability)).toEqual([
      { status: "NOT_AVAILABLE", quantityAvailable: 0 },
      { status: "AVAILABLE", quantityAvailable: 5 },
    ]);
    const mug = await createProduct(t, { name: "Mug", priceData: { price: 8.5 } });
    const untracked = await add(visitor, [line(mug.id, 1)]);
    expect(untracked.body.cart.lineItems[2].availability).toEqual({ status: "AVAILABLE" });
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product: { priceData: { price: 30 } } });
    const later = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(later.body.cart.lineItems[1].price.amount).toBe("27.00");
  });

  it("shows the main image and colour options, and a line whose product left the catalogue as NOT_FOUND", async () => {
    const scarf = await createProduct(t, {
      name: "Scarf",
      priceData: { price: 15 },
      productOptions: [
        {
          name: "Color",
          optionType: "color",
          choices: [
            { value: "#000080", description: "Navy" },
            { value: "#ff0000", description: "Red" },
          ],
        },
      ],
    });
    const media = await merchant(t, "POST", `/stores/v1/products/${scarf.id}/media`, {
      media: [{ url: "https://example.com/scarf.jpg" }],
    });
    expect(media.status).toBe(200);
    const { body } = await add(visitor, [line(scarf.id, 1, { options: { Color: "Navy" } })]);
    const [item] = body.cart.lineItems;
    expect(item.image).toMatchObject({ id: expect.any(String), url: "https://example.com/scarf.jpg" });
    expect(item.descriptionLines).toEqual([
      {
        name: { original: "Color", translated: "Color" },
        colorInfo: { original: "Navy", translated: "Navy", code: "#000080" },
        lineType: "COLOR",
      },
    ]);
    await merchant(t, "PATCH", `/stores/v1/products/${scarf.id}`, { product: { visible: false } });
    const hidden = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(hidden.body.cart.lineItems[0]).toMatchObject({
      productName: { original: "Scarf" },
      availability: { status: "NOT_FOUND" },
      price: { amount: "0.00" },
    });
    await merchant(t, "DELETE", `/stores/v1/products/${scarf.id}`);
    const gone = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(gone.body.cart.lineItems[0].availability).toEqual({ status: "NOT_FOUND" });
  });

  it("names a variant by id, and adds to the quantity of the same product and variant", async () => {
    const medium = tee.variants.find((v) => v.choices.Size === "M");
    await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const { body } = await add(visitor, [line(tee.id, 2, { variantId: medium?.id ?? "" })]);
    expect(body.cart.lineItems).toHaveLength(1);
    expect(body.cart.lineItems[0].quantity).toBe(3);
  });

  it("keeps each visitor's cart to that visitor, and a member's to the member", async () => {
    const other = await t.visitorToken();
    await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const none = await buyer(t, other, "GET", CURRENT);
    expect(errorCode(none)).toBe("OWNED_CART_NOT_FOUND");
    await add(other, [line(tee.id, 2, { options: { Size: "L" } })]);
    const member = await memberToken(t, "member-1");
    await add(member, [line(tee.id, 4, { options: { Size: "M" } })]);
    // Read at once (one statement): each owner gets their own cart, a cartless visitor none.
    const cartless = await t.visitorToken();
    const reads = await Promise.all(
      [visitor, other, member, cartless].map((token) => buyer<Loose>(t, token, "GET", CURRENT)),
    );
    expect(reads.map((read) => read.body.cart?.lineItems[0].quantity)).toEqual([1, 2, 4, undefined]);
    expect(errorCode(reads[3] as (typeof reads)[number])).toBe("OWNED_CART_NOT_FOUND");
    const memberCart = await buyer<Loose>(t, member, "GET", CURRENT);
    expect(memberCart.body.cart.buyerInfo).toEqual({ memberId: "member-1" });
  });

  it("refuses a merchant API key with 403: it names no visitor or member", async () => {
    const replies = [
      await merchant(t, "GET", CURRENT),
      await merchant(t, "POST", `${CURRENT}/add-to-cart`, {
        lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
      }),
      await merchant(t, "DELETE", CURRENT),
    ];
    expect(replies.map((r) => [r.status, errorCode(r)])).toEqual([
      [403, "PERMISSION_DENIED"],
      [403, "PERMISSION_DENIED"],
      [403, "PERMISSION_DENIED"],
    ]);
    expect(await cartRows()).toEqual([]);
  });

  it("changes quantities and removes lines; an unknown line id is LINE_ITEM_NOT_FOUND_IN_CART", async () => {
    const { body } = await add(visitor, [
      line(tee.id, 1, { options: { Size: "M" } }),
      line(tee.id, 1, { options: { Size: "L" } }),
    ]);
    const [m, l] = body.cart.lineItems;
    const changed = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/update-line-items-quantity`, {
      lineItems: [{ id: m.id, quantity: 4 }],
    });
    expect(changed.body.cart.lineItems.map((x: Loose) => x.quantity)).toEqual([4, 1]);
    const removed = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/remove-line-items`, {
      lineItemIds: [l.id],
    });
    expect(removed.body.cart.lineItems.map((x: Loose) => x.id)).toEqual([m.id]);
    const unknownUpdate = await buyer(t, visitor, "POST", `${CURRENT}/update-line-items-quantity`, {
      lineItems: [{ id: "no-such-line", quantity: 2 }],
    });
    const unknownRemove = await buyer(t, visitor, "POST", `${CURRENT}/remove-line-items`, {
      lineItemIds: [m.id, "no-such-line"],
    });
    expect([unknownUpdate.status, errorCode(unknownUpdate)]).toEqual([400, "LINE_ITEM_NOT_FOUND_IN_CART"]);
    expect([unknownRemove.status, errorCode(unknownRemove)]).toEqual([400, "LINE_ITEM_NOT_FOUND_IN_CART"]);
    const after = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(after.body.cart.lineItems.map((x: Loose) => [x.id, x.quantity])).toEqual([[m.id, 4]]);
  });

  it("refuses bad quantities (0, negative, over 100 000, not a number) and changes nothing", async () => {
    await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const before = await cartRows();
    const bad = [0, -1, 100_001, 1.5, "two"];
    for (const quantity of bad) {
      const reply = await add(visitor, [
        line(tee.id, 1, { options: { Size: "M" } }),
        { ...line(tee.id, 1), quantity },
      ]);
      expect(reply.status).toBe(400);
      expect(errorFields(reply)).toEqual(["lineItems[1].quantity"]);
    }
    const [m] = (await buyer<Loose>(t, visitor, "GET", CURRENT)).body.cart.lineItems;
    const zero = await buyer(t, visitor, "POST", `${CURRENT}/update-line-items-quantity`, {
      lineItems: [{ id: m.id, quantity: 0 }],
    });
    expect([zero.status, errorFields(zero)]).toEqual([400, ["lineItems[0].quantity"]]);
    const over = await add(visitor, [line(tee.id, 100_000, { options: { Size: "M" } })]);
    expect([over.status, errorFields(over)]).toEqual([400, ["lineItems[0].quantity"]]);
    expect(await cartRows()).toEqual(before);
  });

  it("refuses unknown and hidden products, unknown choices and another app with ITEM_NOT_FOUND_IN_CATALOG", async () => {
    const hidden = await createProduct(t, { name: "Secret", priceData: { price: 5 }, visible: false });
    const references = [
      line("no-such-product", 1),
      line(hidden.id, 1),
      line(tee.id, 1, { options: { Size: "XXL" } }),
      line(tee.id, 1),
      line(tee.id, 1, { variantId: "no-such-variant" }),
      { catalogReference: { appId: "another-app", catalogItemId: tee.id }, quantity: 1 },
    ];
    for (const reference of references) {
      const reply = await add(visitor, [reference]);
      expect([reply.status, errorCode(reply)]).toEqual([400, "ITEM_NOT_FOUND_IN_CATALOG"]);
    }
    const missing = await add(visitor, [{ quantity: 1 }]);
    expect([missing.status, errorFields(missing)]).toEqual([400, ["lineItems[0].catalogReference"]]);
    const empty = await add(visitor, []);
    expect([empty.status, errorFields(empty)]).toEqual([400, ["lineItems"]]);
    expect(await cartRows()).toEqual([]);
  });

  it("sets cart info and a coupon; an unknown coupon is ERROR_COUPON_DOES_NOT_EXIST; remove-coupon drops it", async () => {
    await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const updated = await buyer<Loose>(t, visitor, "PATCH", CURRENT, {
      cartInfo: { buyerNote: "Gift wrap", buyerInfo: { email: "ada@example.com" } },
      couponCode: "vitrine10",
    });
    expect(updated.status).toBe(200);
    expect(updated.body.cart).toMatchObject({
      buyerNote: "Gift wrap",
      buyerInfo: { visitorId: tokenSubject(visitor), email: "ada@example.com" },
      appliedDiscounts: [{ coupon: { code: "VITRINE10" } }],
    });
    const [row] = await cartRows();
    expect(row?.buyer_email).toBe("ada@example.com");
    const unknown = await buyer(t, visitor, "PATCH", CURRENT, { couponCode: "NOPE" });
    expect([unknown.status, errorCode(unknown)]).toEqual([400, "ERROR_COUPON_DOES_NOT_EXIST"]);
    const badEmail = await buyer(t, visitor, "PATCH", CURRENT, {
      cartInfo: { buyerInfo: { email: "not-an-email" } },
    });
    expect([badEmail.status, errorFields(badEmail)]).toEqual([400, ["cartInfo.buyerInfo.email"]]);
    const removed = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/remove-coupon`, {});
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
    expect(removed.body.cart.buyerNote).toBe("Gift wrap");
  });

  it("deletes the current cart (kept as ended DELETED); the next add starts a new one", async () => {
    const first = await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const deleted = await buyer(t, visitor, "DELETE", CURRENT);
    expect([deleted.status, deleted.body]).toEqual([200, {}]);
    expect(errorCode(await buyer(t, visitor, "GET", CURRENT))).toBe("OWNED_CART_NOT_FOUND");
    expect(errorCode(await buyer(t, visitor, "DELETE", CURRENT))).toBe("OWNED_CART_NOT_FOUND");
    const second = await add(visitor, [line(tee.id, 1, { options: { Size: "L" } })]);
    expect(second.body.cart.id).not.toBe(first.body.cart.id);
    const rows = await cartRows();
    expect(rows.map((r) => [r.id, r.end_reason])).toEqual([
      [first.body.cart.id, "DELETED"],
      [second.body.cart.id, null],
    ]);
  });

  it("makes one cart when a visitor's first two adds race", async () => {
    const replies = await Promise.all([
      add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]),
      add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const rows = await cartRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.doc.lineItems[0].quantity).toBe(2);
  });

  it("lands every add when several visitors add to their own carts at once", async () => {
    const visitors = await Promise.all(Array.from({ length: 6 }, () => t.visitorToken()));
    for (const token of visitors) await add(token, [line(tee.id, 1, { options: { Size: "M" } })]);
    const replies = await Promise.all(
      visitors.flatMap((token) =>
        Array.from({ length: 3 }, () => add(token, [line(tee.id, 1, { options: { Size: "M" } })])),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const reads = await Promise.all(visitors.map((token) => buyer<Loose>(t, token, "GET", CURRENT)));
    expect(reads.map((read) => read.body.cart.lineItems[0].quantity)).toEqual(visitors.map(() => 4));
    expect(new Set(reads.map((read) => read.body.cart.id)).size).toBe(visitors.length);
  });

  it("loses no unit when many adds to one cart race", async () => {
    await add(visitor, [line(tee.id, 1, { options: { Size: "M" } })]);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => add(visitor, [line(tee.id, 1, { options: { Size: "M" } })])),
    );
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const quantities = replies.map((r) => r.body.cart.lineItems[0].quantity).sort((a, b) => a - b);
    expect(quantities).toEqual(Array.from({ length: 12 }, (_, i) => i + 2));
    const rows = await cartRows();
    expect(rows.map((row) => row.doc.lineItems.map((l: Loose) => l.quantity))).toEqual([[13]]);
  });
});
