/**
 * The storefront rendered on the server: the raw HTML of a product page (no JavaScript run) holds
 * the product's name, price, main picture and `<title>` as the store has them; an unknown
 * product, collection or address answers 404 with the not-found page; a store that cannot be
 * reached answers 503 with `Retry-After`; `/healthz` answers; pages and built files are
 * compressed as the browser accepts. In Chromium, each shopper page
 * hydrates without a console error, and a cart made by a form posted before the scripts ran stays
 * shown once they run.
 */
import { createVitrineClient, shopProductFromV1 } from "@vitrine/react";
import { freePort } from "@vitrine/testkit";
import { describe, expect, it } from "vitest";
import { startStorefrontServer } from "../server/storefront-server.mjs";
import { openPage } from "./support/browser.ts";
import { storefrontBuild } from "./support/build-once.ts";
import { htmlEscaped } from "./support/html-text.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/**
 * The first product of the demo store that has a main picture, as the shop reads it (`simple`: one
 * without options, in stock, which one click adds to the cart).
 */
async function aProductWithPicture(simple = false) {
  const client = createVitrineClient({
    baseUrl: running.storefront.emulator.baseUrl,
    clientId: "vitrine-demo-client",
  });
  const page = await client.products.queryProducts().limit(20).find();
  const product = page.items
    .map(shopProductFromV1)
    .find(
      (item) => item.mainMedia?.image?.url && (!simple || (item.options.length === 0 && item.stock.inStock)),
    );
  if (!product) throw new Error("the demo store has no product with a picture");
  return product;
}

describe("pages rendered on the server", () => {
  it("sends a product page's name, price, main picture and title in its HTML", async () => {
    const product = await aProductWithPicture();
    const response = await fetch(`${running.storefront.origin}/product/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(`<h1 class="product__name">${htmlEscaped(product.name)}</h1>`);
    expect(html).toContain(htmlEscaped(product.price.formatted?.price ?? "no price"));
    expect(html).toContain(`src="${htmlEscaped(product.mainMedia?.image?.url ?? "no picture")}"`);
    expect(html).toContain(`<title>${htmlEscaped(product.name)} · Vitrine</title>`);
  });

  it("sends the shop's products in the HTML of /shop, as their cards show them", async () => {
    const product = await aProductWithPicture();
    const html = await (
      await fetch(`${running.storefront.origin}/shop?q=${encodeURIComponent(product.name)}`)
    ).text();
    expect(html).toContain(htmlEscaped(product.name));
    expect(html).toContain(`href="/product/${product.slug}"`);
    // What no card shows stays out of the listing's HTML and the data it hydrates from: a phrase of
    // the product's description, which its own page holds.
    const phrase = (product.description ?? "")
      .split(/<[^>]+>/)
      .map((text) => text.trim())
      .filter((text) => /^[\w ,.]+$/.test(text))
      .sort((a, b) => b.length - a.length)[0];
    expect(phrase?.length).toBeGreaterThan(8);
    const productHtml = await (await fetch(`${running.storefront.origin}/product/${product.slug}`)).text();
    expect(productHtml).toContain(phrase);
    expect(html).not.toContain(phrase);
  });

  it.each([
    ["an unknown product", "/product/no-such-thing", "Product not found"],
    ["an unknown collection", "/collection/no-such-thing", "Collection not found"],
    ["an unknown address", "/no/such/page", "Page not found"],
  ])("answers 404 with the not-found page for %s", async (_what, path, title) => {
    const response = await fetch(`${running.storefront.origin}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<h1 class="state__title">${title}</h1>`);
    expect(html).toContain(`<title>${title} · Vitrine</title>`);
  });

  it.each([["br"], ["gzip"]])(
    "compresses pages and built files with %s for a browser that accepts it",
    async (coding) => {
      const product = await aProductWithPicture();
      const headers = { "accept-encoding": coding };
      const page = await fetch(`${running.storefront.origin}/product/${product.slug}`, { headers });
      expect(page.headers.get("content-encoding")).toBe(coding);
      expect(page.headers.get("vary")).toMatch(/accept-encoding/i);
      const html = await page.text();
      expect(html).toContain(htmlEscaped(product.name));
      // The chunk every page loads (the entry itself is under the compressor's 1 KB threshold),
      // named in the script that starts the modules after the first paint.
      const script = /"(\/assets\/shell-[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeTruthy();
      const file = await fetch(`${running.storefront.origin}${script}`, { headers });
      expect(file.headers.get("content-encoding")).toBe(coding);
      expect(file.headers.get("cache-control")).toContain("immutable");
      expect((await file.text()).length).toBeGreaterThan(0);
    },
  );

  it("answers /healthz", async () => {
    const response = await fetch(`${running.storefront.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok\n");
  });

  it("answers 503 with Retry-After when the store cannot be reached", async () => {
    const closedPort = await freePort();
    const server = await startStorefrontServer({
      buildDir: await storefrontBuild(),
      config: { apiUrl: `http://127.0.0.1:${closedPort}`, clientId: "vitrine-demo-client" },
      host: "127.0.0.1",
    });
    try {
      for (const path of ["/", "/shop", "/product/anything", "/collection/anything"]) {
        const response = await fetch(`http://127.0.0.1:${server.port}${path}`);
        expect(response.status, path).toBe(503);
        expect(Number(response.headers.get("retry-after")), path).toBeGreaterThan(0);
      }
    } finally {
      await server.close();
    }
  });
});

describe("hydration", () => {
  it.each(["/", "/shop", "/shop?sort=price-asc&page=2", "/cart", "/sign-in", "/account"])(
    "hydrates %s without a console error",
    async (path) => {
      const page = await openPage(running.browser, "desktop");
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${running.storefront.origin}${path}`);
      // Hydrated: the router has taken over the page's links.
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
      await page.getByRole("link", { name: "Shop", exact: true }).click();
      await page.waitForURL(/\/shop$/);
      await expect.poll(() => page.locator("h1").first().textContent()).toBe("All products");
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("hydrates a product page without a console error, and adds to the cart from it", async () => {
    const product = await aProductWithPicture(true);
    const page = await openPage(running.browser, "desktop");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${running.storefront.origin}/product/${product.slug}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toContain("1");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the cart made by a click before the page's scripts ran, once they run", async () => {
    const product = await aProductWithPicture(true);
    const page = await openPage(running.browser, "desktop");
    // The page's scripts are held until the click has posted the form.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await clicked;
      await route.continue().catch(() => {});
    });
    await page.goto(`${running.storefront.origin}/product/${product.slug}`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/\?added=1$/, { waitUntil: "commit" });
    release();
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toContain("1");
    await expect(page.getByTestId("add-to-cart-status").textContent()).resolves.toContain("Added 1 ×");
    await page.close();
  });
});
