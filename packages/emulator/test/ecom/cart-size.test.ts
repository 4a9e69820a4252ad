/**
 * A cart holds at most 300 lines, however many calls (at once or in turn)
 * bring them: lines that differ only in their free texts count one each, the
 * free texts are bounded, a refused add changes nothing, a merge on sign-in
 * keeps the member's lines first and stops at the bound, and a cart stored
 * over the bound makes no checkout.
 */

import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines the cart merge at sign-in directly
import { mergeVisitorCart } from "../../src/ecom/cart/merge-visitor-cart.ts";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  buyer,
  createTee,
  type ErrorBody,
  errorCode,
  errorFields,
  memberToken,
  merchant,
  tokenSubject,
} from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** `count` lines of one tee size, each with its own 500-character free text (so none add up). */
function textLines(productId: string, count: number, tag: string, texts: Record<string, string> = {}) {
  return Array.from({ length: count }, (_, i) => ({
    catalogReference: {
      appId: STORES_APP_ID,
      catalogItemId: productId,
      options: {
        options: { Size: "M" },
        customTextFields: { Engraving: `${tag}-${i}-`.padEnd(500, "x"), ...texts },
      },
    },
    quantity: 1,
  }));
}

function maxLinesData(reply: { body: unknown }) {
  return (reply.body as ErrorBody).details.applicationError?.data;
}

describe(`cart size on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    t = await startTestApp();
    tee = await createTee(t);
  });
  afterEach(() => t.close());

  async function cartRows() {
    return t.db.query<{ lines: number; updated_at: Date }>(
      "select jsonb_array_length(doc->'lineItems') as lines, updated_at from carts order by created_at",
    );
  }

  it("keeps the current cart at 300 lines when eight adds of 300 different lines come at once", async () => {
    const visitor = await t.visitorToken();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, call) =>
        buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
          lineItems: textLines(tee.id, 300, `call${call}`),
        }),
      ),
    );
    const added = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(added).toHaveLength(1);
    expect(refused).toHaveLength(7);
    for (const reply of refused) {
      expect([reply.status, errorCode(reply)]).toEqual([400, "MAX_LINE_ITEMS_EXCEEDED"]);
      expect(maxLinesData(reply)).toEqual({ requestCount: 600, maxCount: 300 });
    }
    const before = await cartRows();
    expect(before.map((row) => row.lines)).toEqual([300]);

    const one = await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: textLines(tee.id, 1, "late"),
    });
    expect([one.status, errorCode(one)]).toEqual([400, "MAX_LINE_ITEMS_EXCEEDED"]);
    const patched = await buyer(t, visitor, "PATCH", "/ecom/v1/carts/current", {
      cartInfo: { buyerNote: "lost with the refused lines" },
      lineItems: textLines(tee.id, 1, "patch"),
    });
    expect([patched.status, errorCode(patched)]).toEqual([400, "MAX_LINE_ITEMS_EXCEEDED"]);
    expect(await cartRows()).toEqual(before);
    const cart = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(cart.body.cart.lineItems).toHaveLength(300);
    expect(cart.body.cart.buyerNote).toBeUndefined();

    // A line already in the cart still adds to its quantity.
    const again = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [added[0]?.body.cart.lineItems[0]].map((item: Loose) => ({
        catalogReference: item.catalogReference,
        quantity: 2,
      })),
    });
    expect(again.status).toBe(200);
    expect(again.body.cart.lineItems).toHaveLength(300);
    expect(again.body.cart.lineItems[0].quantity).toBe(3);
  });

  it("keeps a cart by id at 300 lines across adds at once, and creates none over 300", async () => {
    const visitor = await t.visitorToken();
    const created = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts", {
      lineItems: textLines(tee.id, 100, "first"),
    });
    expect(created.status).toBe(200);
    const id = created.body.cart.id;
    const adds = await Promise.all(
      ["a", "b", "c"].map((tag) =>
        buyer(t, visitor, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
          lineItems: textLines(tee.id, 150, tag),
        }),
      ),
    );
    expect(adds.map((reply) => reply.status).sort()).toEqual([200, 400, 400]);
    for (const reply of adds.filter((r) => r.status === 400)) {
      expect(errorCode(reply)).toBe("MAX_LINE_ITEMS_EXCEEDED");
      expect(maxLinesData(reply)).toEqual({ requestCount: 400, maxCount: 300 });
    }
    const merchantAdd = await merchant(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, {
      lineItems: textLines(tee.id, 51, "merchant"),
    });
    expect([merchantAdd.status, errorCode(merchantAdd)]).toEqual([400, "MAX_LINE_ITEMS_EXCEEDED"]);
    expect((await buyer<Loose>(t, visitor, "GET", `/ecom/v1/carts/${id}`)).body.cart.lineItems).toHaveLength(
      250,
    );

    const tooMany = await buyer(t, visitor, "POST", "/ecom/v1/carts", {
      lineItems: textLines(tee.id, 301, "big"),
    });
    expect(tooMany.status).toBe(400);
    expect(errorFields(tooMany)).toEqual(["lineItems"]);
    expect(await cartRows()).toHaveLength(1);
  });

  it("bounds a line's free texts: at most 10, names of 100 characters, texts of 500", async () => {
    const visitor = await t.visitorToken();
    const add = (lineItems: unknown[]) =>
      buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
    const long = await add(textLines(tee.id, 1, "long", { Note: "y".repeat(501) }));
    expect(long.status).toBe(400);
    expect(errorFields(long)).toEqual(["lineItems[0].catalogReference.options.customTextFields.Note"]);
    const longName = await add(textLines(tee.id, 1, "name", { ["n".repeat(101)]: "hi" }));
    expect(errorFields(longName)).toEqual(["lineItems[0].catalogReference.options.customTextFields"]);
    const eleven = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`Text ${i}`, "hi"]));
    const tooMany = await add(textLines(tee.id, 1, "many", eleven));
    expect(errorFields(tooMany)).toEqual(["lineItems[0].catalogReference.options.customTextFields"]);
    const ten = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`Text ${i}`, "z".repeat(500)]));
    expect((await add(textLines(tee.id, 1, "ten", ten))).status).toBe(200);
    expect(await cartRows()).toHaveLength(1);
  });

  it("keeps a member's cart at 300 lines when a visitor's cart is merged into it on sign-in", async () => {
    const visitor = await t.visitorToken();
    const member = await memberToken(t, "member-1");
    for (const [token, tag] of [
      [visitor, "visitor"],
      [member, "member"],
    ] as const) {
      const added = await buyer(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", {
        lineItems: textLines(tee.id, 200, tag),
      });
      expect(added.status).toBe(200);
    }
    await mergeVisitorCart(t.db, tokenSubject(visitor), "member-1", new Date());
    const merged = await buyer<Loose>(t, member, "GET", "/ecom/v1/carts/current");
    const texts = merged.body.cart.lineItems.map(
      (item: Loose) => item.catalogReference.options.customTextFields.Engraving as string,
    );
    expect(texts).toHaveLength(300);
    expect(texts.filter((text: string) => text.startsWith("member-"))).toHaveLength(200);
  });

  it("makes no checkout from a cart stored with more than 300 lines", async () => {
    const visitor = await t.visitorToken();
    const made = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: textLines(tee.id, 300, "stored"),
    });
    expect(made.status).toBe(200);
    // A cart kept from before the bound: one more line written straight into the database.
    await t.db.query(
      `update carts set doc = jsonb_set(doc, '{lineItems}', (doc->'lineItems') || jsonb_build_array(
         jsonb_set(doc->'lineItems'->0, '{id}', '"extra-line"'::jsonb)))`,
    );
    const checkout = await buyer(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
    });
    expect([checkout.status, errorCode(checkout)]).toEqual([400, "MAX_LINE_ITEMS_EXCEEDED"]);
    expect(maxLinesData(checkout)).toEqual({ requestCount: 301, maxCount: 300 });
    expect(await t.db.query("select id from checkouts")).toEqual([]);
    expect(await t.db.query("select checkout_id from carts")).toEqual([{ checkout_id: null }]);
  });
});
