/**
 * `GET /_dev/carts`: a visitor's current cart with its lines and buyer, the
 * checkout made from it with its total, newest first; merchant key only.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buyer, createTee, line } from "../ecom/support/shop-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe("GET /_dev/carts", () => {
  it("lists the carts and checkouts with their owners, lines, buyers and totals", async () => {
    const tee = await createTee(t);
    const visitor = await t.visitorToken();
    const added = await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 2, { options: { Size: "M" } })],
    });
    expect(added.status).toBe(200);
    const made = await buyer<{ checkoutId: string }>(
      t,
      visitor,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      {
        channelType: "WEB",
        email: "ada@example.com",
      },
    );
    expect(made.status).toBe(200);
    const response = await t.inject({ method: "GET", url: "/_dev/carts", headers: t.merchantHeaders });
    expect(response.statusCode, response.body).toBe(200);
    const { carts, checkouts } = response.json();
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({
      current: true,
      lines: 1,
      checkoutId: made.body.checkoutId,
      endedDate: null,
    });
    expect(carts[0].owner).toMatch(/^visitor /);
    expect(checkouts).toEqual([
      expect.objectContaining({
        id: made.body.checkoutId,
        cartId: carts[0].id,
        buyerEmail: "ada@example.com",
        orderId: null,
      }),
    ]);
    expect(typeof checkouts[0].total).toBe("string");
  });

  it("needs a merchant key", async () => {
    expect((await t.inject({ method: "GET", url: "/_dev/carts" })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: "GET",
          url: "/_dev/carts",
          headers: { authorization: await t.visitorToken() },
        })
      ).statusCode,
    ).toBe(403);
  });
});
