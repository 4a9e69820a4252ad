/**
 * The store calls one render of the cart page makes, counted in the emulator's request log
 * (`/_dev/requests`): the root route's loader (the header's badge) and the cart route's loader
 * (the page) share the request's one client and cache, so the cart is asked for once, and its
 * totals once. No browser: the page is fetched as a shopper without JavaScript would, with the
 * cookies the add to cart set.
 */
import { createVitrineClient, shopProductFromV1 } from "@vitrine/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD_FIELDS } from "../src/components/product/add-to-cart-fields.ts";
import { htmlEscaped } from "./support/html-text.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

let storefront: StorefrontUnderTest;

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront?.stop());

/** A product of the demo store one post adds: no options, in stock. */
async function simpleProduct() {
  const client = createVitrineClient({
    baseUrl: storefront.emulator.baseUrl,
    clientId: "vitrine-demo-client",
  });
  const page = await client.products.queryProducts().limit(50).find();
  const product = page.items
    .map(shopProductFromV1)
    .find((item) => item.options.length === 0 && item.stock.inStock);
  if (!product) throw new Error("the demo store has no product without options in stock");
  return product;
}

/** The `name=value` pairs of the cookies `response` sets, for a `Cookie` header. */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The method and path (without query) of each request the emulator answered after `seq`. */
async function storeCallsAfter(seq: number): Promise<{ calls: string[]; last: number }> {
  const log = (await (await fetch(`${storefront.emulator.baseUrl}/_dev/requests?after=${seq}`)).json()) as {
    requests: { method: string; path: string }[];
    last: number;
  };
  return { calls: log.requests.map((r) => `${r.method} ${r.path.split("?")[0]}`), last: log.last };
}

describe("the cart page's reads", () => {
  it("asks the store for the cart once per render, though two loaders read it", async () => {
    const product = await simpleProduct();
    const added = await fetch(`${storefront.origin}/product/${product.slug}`, {
      method: "POST",
      body: new URLSearchParams({ [ADD_FIELDS.quantity]: "2" }),
      redirect: "manual",
    });
    expect(added.status).toBe(303);
    const cookie = cookiesOf(added);
    expect(cookie).toContain("vitrine_cart=");

    const { last } = await storeCallsAfter(0);
    const page = await fetch(`${storefront.origin}/cart`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(htmlEscaped(product.name ?? "no name"));

    const { calls } = await storeCallsAfter(last);
    const cartReads = calls.filter((call) => call === "GET /ecom/v1/carts/current");
    const totals = calls.filter((call) => call.endsWith("/estimate-totals"));
    expect({ cartReads: cartReads.length, totals: totals.length, all: calls.length }).toEqual({
      cartReads: 1,
      totals: 1,
      all: 2,
    });
  });
});
