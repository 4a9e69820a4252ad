/**
 * Both add-to-cart calls are one add: a visitor's adds to the current cart and
 * to the same cart by id, all at once, each land on what the one before saved
 * (run against a real database: on PostgreSQL they race on separate
 * connections), and each answer shows its own add. Adds made at once go out
 * together; one the catalogue refuses fails alone and the others land.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createTee, errorCode, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`adds to one cart through both calls at once on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    t = await startTestApp();
    tee = await createTee(t);
  });
  afterEach(() => t.close());

  it("lands every add when adds to the current cart, by id as its owner and by id as a merchant race", async () => {
    const visitor = await t.visitorToken();
    const lineItems = [line(tee.id, 1, { options: { Size: "M" } })];
    const first = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
    expect(first.status).toBe(200);
    const id = first.body.cart.id as string;
    const replies = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        i % 3 === 0
          ? buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems })
          : i % 3 === 1
            ? buyer<Loose>(t, visitor, "POST", `/ecom/v1/carts/${id}/add-to-cart`, { lineItems })
            : merchant<Loose>(t, "POST", `/ecom/v1/carts/${id}/add-to-cart`, { lineItems }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(replies.map((reply) => reply.body.cart.id)).toEqual(replies.map(() => id));
    const quantities = replies.map((reply) => reply.body.cart.lineItems[0].quantity).sort((a, b) => a - b);
    expect(quantities).toEqual(Array.from({ length: 18 }, (_, i) => i + 2));
    const read = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(read.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([19]);
    expect(await t.db.query("select id from carts")).toHaveLength(1);
  });

  it("makes one current cart when a visitor's first adds race, and every one of them lands in it", async () => {
    const visitor = await t.visitorToken();
    const lineItems = [line(tee.id, 2, { options: { Size: "L" } })];
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => reply.body.cart.id)).size).toBe(1);
    const read = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(read.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([12]);
  });

  it("fails only the add the catalogue refuses when it goes out with other visitors' adds", async () => {
    const visitors = await Promise.all(Array.from({ length: 8 }, () => t.visitorToken()));
    const replies = await Promise.all(
      visitors.map((visitor, i) =>
        buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
          lineItems: [i === 3 ? line("no-such-product", 1) : line(tee.id, i + 1, { options: { Size: "S" } })],
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(visitors.map((_, i) => (i === 3 ? 400 : 200)));
    expect(errorCode(replies[3] as (typeof replies)[number])).toBe("ITEM_NOT_FOUND_IN_CATALOG");
    const reads = await Promise.all(
      visitors.map((visitor) => buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current")),
    );
    expect(reads.map((read) => read.status)).toEqual(visitors.map((_, i) => (i === 3 ? 404 : 200)));
    expect(reads.map((read) => read.body.cart?.lineItems[0].quantity)).toEqual(
      visitors.map((_, i) => (i === 3 ? undefined : i + 1)),
    );
    expect(await t.db.query("select id from carts")).toHaveLength(7);
  });
});
