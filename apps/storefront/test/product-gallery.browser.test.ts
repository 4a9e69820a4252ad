/**
 * The product page's gallery end to end, in real Chromium against the emulator's demo store
 * (catalogue v1, whose colours have pictures of their own). The page's URL says what the gallery
 * shows, in the server's HTML: `?picture=N`, else the picture of the colour it chooses, else the
 * first item; that picture is the one the head preloads, and the canonical URL stays the
 * product's. A thumbnail reloads the page with its picture and the same variant where JavaScript
 * is off and before the page hydrates (the picture stays once it has); once hydrated, it shows its
 * picture in place, without a document request, and a colour chosen on the page shows its picture.
 */
import { createVitrineClient, shopProductFromV1 } from "@vitrine/react";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdModules, hydrated, openPage } from "./support/browser.ts";
import { htmlEscaped } from "./support/html-text.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/**
 * A demo product with a size and colours, and a colour whose picture is neither of the first two
 * items: its name, 1-based place in the gallery and picture's URL, with a size and the other
 * colours' names.
 */
async function aProductWithColourPictures() {
  const client = createVitrineClient({
    baseUrl: running.storefront.emulator.baseUrl,
    clientId: "vitrine-demo-client",
  });
  const { items } = await client.products.queryProducts().limit(100).find();
  for (const product of items.map(shopProductFromV1)) {
    const colours = product.options.find((option) => option.optionType === "color")?.choices ?? [];
    const size = product.options.find((option) => option.name === "Size")?.choices?.[0]?.description;
    const pictured = colours.flatMap((choice) => {
      const id = choice.media?.mainMedia?.id;
      const index = id ? product.media.findIndex((item) => item.id === id) : -1;
      return index >= 2 && choice.description ? [{ name: choice.description, index }] : [];
    });
    const [colour, otherColour] = pictured;
    const url = colour ? product.media[colour.index]?.image?.url : undefined;
    if (colour && otherColour && size && url)
      return {
        product,
        size,
        colour: { name: colour.name, picture: colour.index + 1, url },
        otherColour: { name: otherColour.name, picture: otherColour.index + 1 },
        count: product.media.length,
      };
  }
  throw new Error("the demo store has no product with a size and two colours with their own pictures");
}

/** The thumbnail of the gallery's `picture`th item (1-based) among `count`. */
function thumbnail(page: Page, picture: number, count: number) {
  return page.getByRole("button", { name: `Picture ${picture} of ${count}`, exact: true });
}

/** Whether the gallery shows its `picture`th item large, that thumbnail pressed and no other. */
async function shows(page: Page, picture: number, count: number): Promise<boolean> {
  const main = await page.locator(".gallery__main img").getAttribute("src");
  const wanted = await thumbnail(page, picture, count).locator("img").getAttribute("src");
  const pressed = await page
    .locator('.gallery__thumb[aria-pressed="true"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label")));
  return main === wanted && pressed.length === 1 && pressed[0] === `Picture ${picture} of ${count}`;
}

/** Collects the page's console errors and uncaught errors (a hydration that went wrong says so there). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The `src` of the gallery's large picture in a product page's HTML. */
function mainPictureIn(html: string): string | undefined {
  return /<div class="gallery__main"><img [^>]*?src="([^"]*)"/.exec(html)?.[1];
}

/** The head's `<link rel="preload" as="image">` tags of a page's HTML. */
function imagePreloadsIn(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link [^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes('rel="preload"') && tag.includes('as="image"'));
}

describe("the product gallery", () => {
  it("renders the picture the URL asks for, else the chosen colour's, in the server's HTML, and preloads it", async () => {
    const { product, size, colour } = await aProductWithColourPictures();
    const productUrl = `${running.storefront.origin}/product/${product.slug}`;
    const first = product.media[0]?.image?.url ?? "no picture";
    const second = product.media[1]?.image?.url ?? "no picture";
    const cases: [query: string, shown: string][] = [
      ["", first],
      [`?Size=${encodeURIComponent(size)}&Color=${encodeURIComponent(colour.name)}`, colour.url],
      [`?Color=${encodeURIComponent(colour.name)}&picture=2`, second],
      [`?picture=${product.media.length + 1}`, first],
      ["?picture=two", first],
    ];
    const plain = await fetch(productUrl);
    for (const [query, shown] of cases) {
      const response = await fetch(`${productUrl}${query}`);
      expect(response.status, query).toBe(200);
      // Another address of a catalogue page, which shared caches keep as they keep the product's.
      expect(response.headers.get("cache-control"), query).toBe(plain.headers.get("cache-control"));
      const html = await response.text();
      expect(mainPictureIn(html), query).toBe(htmlEscaped(shown));
      const preloads = imagePreloadsIn(html);
      expect(preloads, query).toHaveLength(1);
      expect(preloads[0], query).toContain(htmlEscaped(shown));
      expect(html, query).toContain(`<link rel="canonical" href="${htmlEscaped(productUrl)}"/>`);
    }
  });

  it("shows a thumbnail's picture without JavaScript, keeping the chosen variant, and after an add to cart", async () => {
    const { product, size, colour, count } = await aProductWithColourPictures();
    const context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const choice = new URLSearchParams({ Size: size, Color: colour.name });
      await page.goto(`${running.storefront.origin}/product/${product.slug}?${choice}&added=1`);
      expect(await shows(page, colour.picture, count)).toBe(true);

      await thumbnail(page, 2, count).click();
      await page.waitForURL((url) => url.searchParams.get("picture") === "2");
      expect(await shows(page, 2, count)).toBe(true);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ Size: size, Color: colour.name, picture: "2" });
      expect(await page.getByRole("radio", { name: colour.name, exact: true }).isChecked()).toBe(true);
      expect(await page.getByLabel("Size", { exact: true }).inputValue()).toBe(size);
      // Added to the cart without JavaScript, the shopper comes back to the picture they chose.
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.waitForURL((url) => url.searchParams.has("added"));
      expect(new URL(page.url()).searchParams.get("picture")).toBe("2");
      expect(await shows(page, 2, count)).toBe(true);

      await thumbnail(page, 1, count).click();
      await page.waitForURL((url) => url.searchParams.get("picture") === "1");
      expect(await shows(page, 1, count)).toBe(true);
      expect(new URL(page.url()).searchParams.get("Color")).toBe(colour.name);
    } finally {
      await context.close();
    }
  });

  it("shows a thumbnail clicked before the page hydrates, and keeps it shown once it has", async () => {
    const { product, colour, count } = await aProductWithColourPictures();
    const page = await openPage(running.browser, "desktop");
    const errors = errorsOf(page);
    const releaseModules = await holdModules(page);
    try {
      const choice = new URLSearchParams({ Color: colour.name });
      await page.goto(`${running.storefront.origin}/product/${product.slug}?${choice}`, {
        waitUntil: "domcontentloaded",
      });
      expect(await shows(page, colour.picture, count)).toBe(true);
      await thumbnail(page, 2, count).click();
      await page.waitForURL((url) => url.searchParams.get("picture") === "2", {
        waitUntil: "domcontentloaded",
      });
      expect(new URL(page.url()).searchParams.get("Color")).toBe(colour.name);
      expect(await shows(page, 2, count)).toBe(true);
    } finally {
      releaseModules();
    }
    await hydrated(page);
    expect(await shows(page, 2, count)).toBe(true);
    // What hydration adopted is what the page renders: a click moves both the picture and the mark.
    await thumbnail(page, 1, count).click();
    await expect.poll(() => shows(page, 1, count)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows a thumbnail's picture in place once hydrated, and a chosen colour's picture", async () => {
    const { product, colour, otherColour, count } = await aProductWithColourPictures();
    const page = await openPage(running.browser, "desktop");
    const errors = errorsOf(page);
    const path = `/product/${product.slug}?${new URLSearchParams({ Color: colour.name, picture: "2" })}`;
    await page.goto(`${running.storefront.origin}${path}`);
    await hydrated(page);
    expect(await shows(page, 2, count)).toBe(true);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });

    await thumbnail(page, 1, count).click();
    await expect.poll(() => shows(page, 1, count)).toBe(true);
    await page.getByRole("radio", { name: otherColour.name, exact: true }).check({ force: true });
    await expect.poll(() => shows(page, otherColour.picture, count)).toBe(true);
    await thumbnail(page, 2, count).click();
    await expect.poll(() => shows(page, 2, count)).toBe(true);
    await page.getByRole("radio", { name: colour.name, exact: true }).check({ force: true });
    await expect.poll(() => shows(page, colour.picture, count)).toBe(true);

    expect(documents).toEqual([]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    expect(errors).toEqual([]);
    await page.close();
  });
});
