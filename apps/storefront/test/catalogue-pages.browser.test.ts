/**
 * End to end in real Chromium against the emulator's demo store: collection pages (from the home
 * tiles and the shop's filter, before and after hydration, with sort and paging; empty; past the
 * last page; unknown), loading placeholders, an error state whose retry recovers, the product
 * page used with the keyboard only, text typed and choices made before the page hydrates, a video
 * in the gallery and card pictures (the first row eager, the rest lazy), a price per unit, the
 * main pages without sideways scrolling at phone and desktop width (screenshots), and the initial
 * JavaScript split per page in the build.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@vitrine/sdk";
import { type Product, queryCollections, queryProducts } from "@vitrine/sdk/catalog";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdModules, hydrated, openPage, SCREENSHOTS, type VIEWPORTS } from "./support/browser.ts";
import { lazyModules, measureInitialJavaScript } from "./support/initial-javascript.mjs";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";
import { STOREFRONT_ROOT } from "./support/storefront-under-test.ts";

/** The merchant credentials `startStorefront` gives the emulator. */
const MERCHANT_HEADERS = { authorization: "vitrine-demo-api-key", "wix-site-id": "vitrine-demo-site" };

const running = storefrontInChromium();

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(running.browser, viewport);
}

/** A visitor's client of the emulator, for what the pages should show. */
function visitorClient() {
  const baseUrl = running.storefront.emulator.baseUrl;
  return createClient({
    baseUrl,
    modules: { products: { queryProducts }, collections: { queryCollections } },
    auth: OAuthStrategy({ clientId: "vitrine-demo-client", baseUrl }),
  });
}

/** The collection with the most products (more than a page, for paging) and its products. */
async function largestCollection() {
  const client = visitorClient();
  const { items: collections } = await client.collections.queryCollections().find();
  const [collection] = [...collections].sort((a, b) => (b.numberOfProducts ?? 0) - (a.numberOfProducts ?? 0));
  if (!collection?.id) throw new Error("the demo store has no collections");
  return { collection, products: await collectionProducts(collection.id) };
}

async function collectionProducts(id: string): Promise<Product[]> {
  const { items } = await visitorClient()
    .products.queryProducts()
    .hasSome("collectionIds", [id])
    .limit(100)
    .find();
  return items;
}

function cardNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="product-card"] h3').allTextContents();
}

/** The page's own text width beyond the viewport (0 when nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("collection pages", () => {
  it("lists a collection's products with sort and paging, from the home tiles and the shop filter", async () => {
    const { collection, products } = await largestCollection();
    const name = collection.name ?? "";
    expect(products.length).toBeGreaterThan(12);
    const names = products.map((p) => p.name ?? "");

    const page = await newPage("desktop");
    await page.goto(`${running.storefront.origin}/`);
    await page.getByTestId("collection-card").filter({ hasText: name }).click();
    await page.waitForURL(`**/collection/${collection.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    await expect.poll(() => page.title()).toBe(`${name} · Vitrine`);
    await expect
      .poll(() => page.getByRole("heading", { name: `${products.length} products` }).count())
      .toBe(1);
    expect(await page.getByText(collection.description ?? "").count()).toBe(1);
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(12);
    for (const card of firstPage) expect(names).toContain(card);

    // The sort applies on change once the page has hydrated.
    await hydrated(page);
    await page.getByLabel("Sort by").selectOption("name-asc");
    await page.waitForURL(/sort=name-asc/);
    const sorted = [...names].sort((a, b) => a.localeCompare(b));
    await expect.poll(() => cardNames(page)).toEqual(sorted.slice(0, 12));
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(sorted.slice(12, 24));
    expect(await page.getByText(`Page 2 of ${Math.ceil(products.length / 12)}`).count()).toBe(1);

    // The shop's collection filter links to the chosen collection's page. Before the page's
    // modules have hydrated it (here they never load), a change applies as a GET of the shop.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(`${running.storefront.origin}/shop`);
    await page.getByLabel("Collection").selectOption({ label: "Pantry" });
    await page.waitForURL(/collection=pantry/);
    await page.getByRole("link", { name: "Open the collection page" }).click();
    await page.waitForURL("**/collection/pantry");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Pantry");
    const { items: pantryCollection } = await visitorClient()
      .collections.queryCollections()
      .eq("slug", "pantry")
      .find();
    const pantry = await collectionProducts(pantryCollection[0]?.id ?? "");
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(
        pantry
          .map((p) => p.name ?? "")
          .sort()
          .slice(0, 12),
      );

    // And back to the shop, filtered by it.
    await page.getByRole("link", { name: "Search and filter this collection in the shop" }).click();
    await page.waitForURL(/\/shop\?collection=pantry/);
    await page.close();
  });

  it("says when a collection has no products", async () => {
    const created = await running.storefront.emulator.inject({
      method: "POST",
      url: "/stores/v1/collections",
      headers: MERCHANT_HEADERS,
      payload: { collection: { name: "Gift Wrapping" } },
    });
    expect(created.statusCode).toBe(200);
    const { slug } = created.json().collection;
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/collection/${slug}`);
    const empty = page.getByRole("status").filter({ hasText: "This collection is empty" });
    await expect.poll(() => empty.count()).toBe(1);
    await empty.getByRole("link", { name: "Browse the shop" }).click();
    await page.waitForURL("**/shop");
    await page.close();
  });

  it("leads back to the first page from a page past the last", async () => {
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/collection/apparel?sort=price-asc&page=40`);
    const past = page.getByRole("status").filter({ hasText: "There is no such page" });
    await expect.poll(() => past.count()).toBe(1);
    await past.getByRole("link", { name: "Go to the first page" }).click();
    await page.waitForURL(/\/collection\/apparel\?sort=price-asc$/);
    await expect.poll(() => page.getByTestId("product-card").count()).toBeGreaterThan(0);
    await page.close();
  });

  it("shows a 404 for an unknown collection", async () => {
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/collection/no-such-collection`);
    await expect.poll(() => page.getByRole("heading", { name: "Collection not found" }).count()).toBe(1);
    await page.close();
  });
});

describe("loading states", () => {
  it("sends the shop's first products with the page: no placeholders wait for them", async () => {
    const page = await newPage("desktop");
    // The browser asks the store for no products: the server's HTML has them.
    let asked = 0;
    await page.route(`${running.storefront.emulator.baseUrl}/**/products/query**`, async (route) => {
      asked += 1;
      await route.continue();
    });
    await page.goto(`${running.storefront.origin}/shop`);
    expect(await page.getByTestId("product-card").count()).toBe(12);
    expect(await page.getByRole("status", { name: "Loading products" }).count()).toBe(0);
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText("Page 2 of 5").count()).toBe(1);
    expect(await page.getByTestId("product-card").count()).toBe(12);
    expect(asked).toBe(0);
    await page.close();
  });
});

describe("the product page with the keyboard only", () => {
  it("tabs to the option pickers, picks with arrow keys, and the price and stock follow", async () => {
    const client = visitorClient();
    const { items } = await client.products.queryProducts().limit(100).find();
    const product = items.find(
      (p) =>
        p.productOptions?.some((o) => o.name === "Size") &&
        p.productOptions?.some((o) => o.optionType === "color") &&
        new Set(p.variants?.map((v) => v.variant?.priceData?.price)).size > 1,
    );
    if (!product) throw new Error("the demo store has no apparel product with variant prices");
    const variantPrice = (size: string, color: string) =>
      product.variants?.find((v) => v.choices?.Size === size && v.choices?.Color === color)?.variant
        ?.priceData;
    const colors = product.productOptions?.find((o) => o.optionType === "color")?.choices ?? [];

    const page = await newPage("desktop");
    await page.goto(`${running.storefront.origin}/product/${product.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
    // Before hydration a choice reloads the page (the next test); here it applies in place.
    await hydrated(page);

    // Tab from the top of the page until the size drop-down has the focus.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
        return { tag: element?.tagName ?? "", label, type: element?.getAttribute("type") ?? "" };
      });
    let tabs = 0;
    while ((await focused()).label !== "Size") {
      await page.keyboard.press("Tab");
      tabs += 1;
      if (tabs > 40) throw new Error("Tab never reached the size picker");
    }
    // Arrow keys move through the sizes (the closed drop-down changes its value).
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const size = await page.getByLabel("Size").inputValue();
    expect(size).not.toBe("");

    // The next Tab stop is the colour group; arrows pick the next colour.
    await page.keyboard.press("Tab");
    expect(await focused()).toMatchObject({ tag: "INPUT", type: "radio" });
    await page.keyboard.press("ArrowRight");
    const color = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? "");
    // The focused swatch shows the focus ring.
    const ring = await page.evaluate(
      () => getComputedStyle(document.activeElement?.closest("label") ?? document.body).boxShadow,
    );
    expect(ring).not.toBe("none");
    await page.screenshot({ path: `${SCREENSHOTS}product-keyboard-desktop.png` });
    expect(colors.map((c) => c.description)).toContain(color);
    expect(
      await page.getByRole("radio", { checked: true }).evaluate((e) => (e as HTMLInputElement).value),
    ).toBe(color);
    const expected = variantPrice(size, color);
    await expect
      .poll(() => page.locator('.product__info [data-testid="price"] .price__now').textContent())
      .toContain((expected?.discountedPrice ?? expected?.price ?? 0).toFixed(2));
    await expect
      .poll(() => page.getByTestId("stock").textContent())
      .toMatch(/In stock|Only \d+ left|Sold out/);

    // Another size by keyboard: back to the drop-down (Shift+Tab), then up one.
    await page.keyboard.press("Shift+Tab");
    expect((await focused()).label).toBe("Size");
    await page.keyboard.press("ArrowUp");
    const otherSize = await page.getByLabel("Size").inputValue();
    expect(otherSize).not.toBe(size);
    const other = variantPrice(otherSize, color);
    await expect
      .poll(() => page.locator('.product__info [data-testid="price"] .price__now').textContent())
      .toContain((other?.discountedPrice ?? other?.price ?? 0).toFixed(2));
    await page.close();
  });
});

describe("before the page hydrates", () => {
  it("keeps what was typed in the shop's search and price fields, the product's quantity and the cart's coupon", async () => {
    const page = await newPage("desktop");
    let releaseModules = await holdModules(page);
    try {
      await page.goto(`${running.storefront.origin}/shop`, { waitUntil: "domcontentloaded" });
      await page.getByLabel("Search", { exact: true }).fill("linen");
      await page.getByLabel("Lowest price").fill("5");
    } finally {
      releaseModules();
    }
    await hydrated(page);
    // A render after hydration (the shop's queries settling) would have put the server's values back.
    await expect.poll(() => page.getByLabel("Search", { exact: true }).inputValue()).toBe("linen");
    expect(await page.getByLabel("Lowest price").inputValue()).toBe("5");
    await page.getByLabel("Search", { exact: true }).press("Enter");
    await page.waitForURL(/[?&]q=linen/);

    const { items } = await visitorClient().products.queryProducts().limit(100).find();
    const product = items.find((p) => (p.productOptions?.length ?? 0) === 0 && p.stock?.inStock);
    if (!product) throw new Error("the demo store has no product in stock without options");
    releaseModules = await holdModules(page);
    try {
      await page.goto(`${running.storefront.origin}/product/${product.slug}`, {
        waitUntil: "domcontentloaded",
      });
      await page.getByLabel("Quantity", { exact: true }).fill("2");
    } finally {
      releaseModules();
    }
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect
      .poll(() => page.getByTestId("add-to-cart-status").textContent())
      .toContain(`Added 2 × ${product.name}`);

    // The cart's coupon field, whose ref also keeps the field for focusing it on an error.
    releaseModules = await holdModules(page);
    try {
      await page.goto(`${running.storefront.origin}/cart`, { waitUntil: "domcontentloaded" });
      await page.getByLabel("Coupon code").fill("EARLY10");
    } finally {
      releaseModules();
    }
    await hydrated(page);
    await expect.poll(() => page.getByLabel("Coupon code").inputValue()).toBe("EARLY10");
    await page.close();
  });

  it("reloads the product page with the choices made, which stay once the page has hydrated", async () => {
    const { items } = await visitorClient().products.queryProducts().limit(100).find();
    const product = items.find(
      (p) =>
        p.productOptions?.some((o) => o.name === "Size") &&
        p.productOptions?.some((o) => o.optionType === "color"),
    );
    if (!product) throw new Error("the demo store has no product with a size and a colour");
    const size = product.productOptions?.find((o) => o.name === "Size")?.choices?.at(-1)?.description ?? "";
    const color =
      product.productOptions?.find((o) => o.optionType === "color")?.choices?.at(-1)?.description ?? "";
    const variant = product.variants?.find((v) => v.choices?.Size === size && v.choices?.Color === color);
    const price = variant?.variant?.priceData;

    const page = await newPage("desktop");
    // The page's modules are held back until both choices are made.
    const releaseModules = await holdModules(page);
    try {
      await page.goto(`${running.storefront.origin}/product/${product.slug}`, {
        waitUntil: "domcontentloaded",
      });
      await page.getByLabel("Size", { exact: true }).selectOption(size);
      await page.waitForURL(new RegExp(`[?&]Size=${encodeURIComponent(size)}`), {
        waitUntil: "domcontentloaded",
      });
      await page.getByRole("radio", { name: color, exact: true }).check({ force: true });
      await page.waitForURL(new RegExp(`[?&]Color=${encodeURIComponent(color)}`), {
        waitUntil: "domcontentloaded",
      });
      expect(new URL(page.url()).searchParams.get("Size")).toBe(size);
    } finally {
      releaseModules();
    }
    await hydrated(page);
    expect(await page.getByLabel("Size", { exact: true }).inputValue()).toBe(size);
    expect(await page.getByRole("radio", { name: color, exact: true }).isChecked()).toBe(true);
    expect(await page.locator('.product__info [data-testid="price"] .price__now').textContent()).toContain(
      (price?.discountedPrice ?? price?.price ?? 0).toFixed(2),
    );
    await page.close();
  });
});

describe("product media", () => {
  it("plays a video item in the gallery, and loads card pictures at their size, lazily below the first row", async () => {
    const { items } = await visitorClient().products.queryProducts().limit(100).find();
    const product = items.findLast((p) => (p.productOptions?.length ?? 0) === 0);
    if (!product?.id) throw new Error("the demo store has no product without options");
    const videoUrl = `${running.storefront.emulator.baseUrl}/_media/${product.slug}-clip.mp4`;
    const added = await running.storefront.emulator.inject({
      method: "POST",
      url: `/stores/v1/products/${product.id}/media`,
      headers: MERCHANT_HEADERS,
      payload: { id: product.id, media: [{ url: videoUrl }] },
    });
    expect(added.statusCode).toBe(200);
    const count = (product.media?.items?.length ?? 0) + 1;

    const page = await newPage("desktop");
    await page.goto(`${running.storefront.origin}/product/${product.slug}`);
    // The gallery's buttons work once the page has hydrated.
    await hydrated(page);
    const videoThumb = page.getByRole("button", { name: `Video ${count} of ${count}` });
    await videoThumb.click();
    expect(await videoThumb.getAttribute("aria-pressed")).toBe("true");
    const video = page.locator(".gallery__main video");
    expect(await video.getAttribute("src")).toBe(videoUrl);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls && v.preload)).toBe("none");
    await page.getByRole("button", { name: `Picture 1 of ${count}` }).click();
    expect(await page.locator(".gallery__main img").getAttribute("loading")).toBe("eager");

    await page.goto(`${running.storefront.origin}/shop`);
    const pictures = page.locator('[data-testid="product-card"] img');
    await expect.poll(() => pictures.count()).toBe(12);
    for (const [index, picture] of (await pictures.all()).entries()) {
      // A phone's first row is above the fold and the page's largest paint: fetched at once.
      expect(await picture.getAttribute("loading")).toBe(index < 2 ? "eager" : "lazy");
      expect(await picture.getAttribute("fetchpriority")).toBe(index < 2 ? "high" : null);
      expect(Number(await picture.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute("height"))).toBeGreaterThan(0);
    }
    await page.close();
  });
});

describe("price per unit", () => {
  it("shows a product sold by weight with its price per base quantity", async () => {
    const { items } = await visitorClient().products.queryProducts().limit(100).find();
    const product = items.find(
      (p) => p.pricePerUnitData?.baseMeasurementUnit === "G" && p.priceData?.formatted?.pricePerUnit,
    );
    if (!product) throw new Error("the demo store has no product priced per gram");
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/product/${product.slug}`);
    await expect
      .poll(() => page.getByTestId("unit-price").textContent())
      .toBe(`${product.priceData?.formatted?.pricePerUnit} / ${product.pricePerUnitData?.baseQuantity} g`);
    await page.close();
  });
});

describe("layout at phone and desktop width", () => {
  it("shows home, shop, collection and product pages without sideways scrolling", async () => {
    const { items } = await visitorClient().products.queryProducts().limit(1).find();
    const pages = {
      home: { path: "/", ready: '[data-testid="collection-card"]' },
      shop: { path: "/shop", ready: '[data-testid="product-card"]' },
      collection: { path: "/collection/apparel", ready: '[data-testid="product-card"]' },
      product: { path: `/product/${items[0]?.slug}`, ready: ".product__info h1" },
    };
    for (const viewport of ["phone", "desktop"] as const) {
      const page = await newPage(viewport);
      for (const [name, { path, ready }] of Object.entries(pages)) {
        await page.goto(`${running.storefront.origin}${path}`);
        await page.locator(ready).first().waitFor();
        await expect.poll(() => page.locator('[role="status"][aria-label^="Loading"]').count()).toBe(0);
        // Scroll through once so lazy pictures load before the full-page screenshot.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await sidewaysOverflow(page), `${name} at ${viewport} width`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENSHOTS}page-${name}-${viewport}.png`, fullPage: true });
      }
      await page.close();
    }
  });
});

describe("the built storefront", () => {
  it("loads every page on demand: the shop's initial JavaScript has no other page's code", () => {
    const lazy = lazyModules(running.storefront.outDir);
    const routes = readdirSync(join(STOREFRONT_ROOT, "src/app/routes"))
      .filter((file) => file.endsWith(".tsx") && file !== "dev.tsx")
      .map((file) => `src/app/routes/${file}`);
    expect(routes).toContain("src/app/routes/shop.tsx");
    for (const route of routes) expect(lazy).toContain(route);

    const shop = measureInitialJavaScript(running.storefront.outDir, "src/app/routes/shop.tsx");
    const shopFiles = shop.files.map((f) => f.file);
    expect(shopFiles).toContain(shop.page);
    for (const other of lazy.filter((source) => source !== "src/app/routes/shop.tsx")) {
      expect(shopFiles, other).not.toContain(measureInitialJavaScript(running.storefront.outDir, other).page);
    }
    console.log(
      `shop page initial JavaScript: ${(shop.gzip / 1024).toFixed(1)} KB gzip in ${shop.files.length} files`,
    );
  });
});
