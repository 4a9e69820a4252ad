/**
 * One client per request on the server: two shoppers, each with their own cart, ask the server
 * for pages at the same moment, and each one's HTML holds only their own cart badge and cart
 * lines (the server reads each shopper's session from their cookies, with a client of its own).
 */
import { createVitrineClient, shopProductFromV1 } from "@vitrine/react";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { htmlEscaped } from "./support/html-text.ts";
import { addToCart, cartBadgeCount } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/** Adds the product at `slug` to the page's cart (once the store has it) and waits for the badge to count `count`. */
async function addOne(page: Page, slug: string, count: number) {
  await addToCart(page, running.storefront.origin, slug, {});
  await expect.poll(() => cartBadgeCount(page)).toBe(count);
}

/** The demo store's products in stock without options (one click adds them). */
async function productsWithoutOptions() {
  const client = createVitrineClient({
    baseUrl: running.storefront.emulator.baseUrl,
    clientId: "vitrine-demo-client",
  });
  const page = await client.products.queryProducts().limit(50).find();
  return page.items
    .map(shopProductFromV1)
    .filter((product) => product.options.length === 0 && product.stock.inStock);
}

describe("two shoppers at once", () => {
  it("each gets their own cart badge and cart in the server's HTML", async () => {
    const products = await productsWithoutOptions();
    const [first, second] = products;
    if (!first || !second) throw new Error("the demo store has too few products without options");
    const ada = await openPage(running.browser, "desktop");
    const bea = await openPage(running.browser, "desktop");
    await addOne(ada, first.slug, 1);
    await addOne(bea, second.slug, 1);
    await addOne(bea, second.slug, 2);

    const cartHtml = async (page: Page) =>
      (await page.context().request.get(`${running.storefront.origin}/cart`)).text();
    const [adaHtml, beaHtml] = await Promise.all([cartHtml(ada), cartHtml(bea)]);
    const badge = (html: string) => /data-testid="cart-count">.*?(\d+)/.exec(html)?.[1];
    expect(badge(adaHtml)).toBe("1");
    expect(badge(beaHtml)).toBe("2");
    expect(adaHtml).toContain(htmlEscaped(first.name));
    expect(adaHtml).not.toContain(htmlEscaped(second.name));
    expect(beaHtml).toContain(htmlEscaped(second.name));
    expect(beaHtml).not.toContain(htmlEscaped(first.name));
    await ada.close();
    await bea.close();
  });
});
