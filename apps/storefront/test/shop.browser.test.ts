/**
 * End to end in real Chromium: a visitor browses the built storefront against the emulator's demo
 * store: searches, filters by collection (its description shown) and price, sorts, pages, opens a
 * product and picks a variant (the price changes, a sold-out choice is marked) and adds it to the
 * cart; what is typed in the search and price fields as they appear stays. Screenshots at phone
 * and desktop width. Run against a store on catalogue v1 and one on v3 holding the same demo
 * shop: the pages show the same shop.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrated, openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { type DemoProduct, productsWithOptions } from "./support/demo-products.ts";
import { lateTimersWaiting, makeZeroDelayTimersLate } from "./support/late-timers.ts";
import { addToCart, cartBadgeCount, cartLine, openCart } from "./support/shopper-steps.ts";
import { type RunningStorefront, storefrontInChromium } from "./support/storefront-in-chromium.ts";

/** The base price of each card (the struck-through one when discounted). */
async function cardPrices(page: Page): Promise<number[]> {
  return page.locator('[data-testid="product-card"] [data-testid="price"]').evaluateAll((prices) =>
    prices.map((price) => {
      const text =
        (price.querySelector(".price__was") ?? price.querySelector(".price__now"))?.textContent ?? "";
      return Number(text.replace(/[^0-9.]/g, ""));
    }),
  );
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('[data-testid="product-card"] h3').allTextContents();
}

/**
 * An apparel product with a sold-out small size in some colour, where another colour has that
 * size and XL in stock (so picking XL changes the price).
 */
async function productWithSoldOutChoice(running: RunningStorefront, catalog: "v1" | "v3") {
  const items = await productsWithOptions(running.storefront.emulator.baseUrl, catalog);
  const inStock = (p: DemoProduct, size: string, color: string) =>
    p.variants.some((v) => v.choices.Size === size && v.choices.Color === color && v.inStock);
  for (const product of items) {
    for (const soldOut of product.variants) {
      const size = soldOut.choices.Size ?? "";
      if (soldOut.inStock || !["XS", "S", "M"].includes(size)) continue;
      const other = product.colors.find((c) => c !== soldOut.choices.Color && inStock(product, size, c));
      if (other && inStock(product, "XL", other))
        return { product, size, soldOutColor: soldOut.choices.Color ?? "", color: other };
    }
  }
  throw new Error("the demo store has no product with a sold-out choice");
}

describe.each(["v1", "v3"] as const)("the storefront in Chromium, catalogue %s", (catalog) => {
  const running = storefrontInChromium({ catalog });
  const newPage = (viewport: keyof typeof VIEWPORTS): Promise<Page> => openPage(running.browser, viewport);
  const shot = (name: string) => `${SCREENSHOTS}${name}${catalog === "v1" ? "" : "-v3"}.png`;

  it("keeps what is typed in the search and price fields the moment they appear", async () => {
    const page = await newPage("desktop");
    await makeZeroDelayTimersLate(page);
    await page.goto(`${running.storefront.origin}/shop?q=linen&min=5`);
    // Hydrated (the header has put the visitor's "Sign in" in its placeholder's place): the fields'
    // own effects are still to run, late.
    await page.locator(".member-menu__sign-in:not(.member-menu__placeholder)").waitFor();
    const search = page.getByLabel("Search", { exact: true });
    const lowest = page.getByLabel("Lowest price");
    await search.fill("wool");
    await lowest.fill("20");
    await page.getByLabel("Highest price").fill("60");
    // Every timer set before now has run, the fields' own effects among them.
    await expect.poll(() => lateTimersWaiting(page)).toBe(0);
    expect([await search.inputValue(), await lowest.inputValue()]).toEqual(["wool", "20"]);
    expect(await page.getByLabel("Highest price").inputValue()).toBe("60");
    await page.close();
  });

  it("browses the shop: search, collection, price range, sort and paging, kept in the URL", async () => {
    const page = await newPage("desktop");
    await page.goto(`${running.storefront.origin}/`);
    await expect.poll(() => page.getByTestId("collection-card").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("product-card").count()).toBe(8);
    await page.screenshot({ path: shot("home-desktop"), fullPage: true });

    await page.getByRole("link", { name: "Shop", exact: true }).click();
    await expect.poll(() => page.getByTestId("product-card").count()).toBe(12);
    await expect.poll(() => page.getByRole("heading", { name: "60 products" }).count()).toBe(1);

    // Search by the first letters of a product's name, typed in lower case.
    const [someName = ""] = await cardNames(page);
    const prefix = someName.slice(0, 4).toLowerCase();
    await page.getByLabel("Search", { exact: true }).fill(prefix);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/\?q=/);
    // The unfiltered cards stay on screen (dimmed) until the answer comes, and they hold
    // `someName` too: wait for a list where every card matches.
    await expect
      .poll(async () => {
        const names = await cardNames(page);
        return names.includes(someName) && names.every((name) => name.toLowerCase().startsWith(prefix));
      })
      .toBe(true);

    // Collection and price range.
    await page.goto(`${running.storefront.origin}/shop`);
    // The filters apply on change once the page has hydrated (before that, with their button).
    await hydrated(page);
    await page.getByLabel("Collection").selectOption({ label: "Apparel" });
    await page.waitForURL(/collection=apparel/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Apparel");
    await expect
      .poll(() => page.getByText("Shirts, hoodies and knits made to last.", { exact: true }).count())
      .toBe(1);
    await page.getByLabel("Lowest price").fill("20");
    await page.getByLabel("Highest price").fill("60");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/min=20&max=60/);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((p, i) => p >= 20 && p <= 60 && p >= (prices[i - 1] ?? 0));
      })
      .toBe(true);

    // Sorted by price over the whole store, then to page 2 and back.
    await page.goto(`${running.storefront.origin}/shop?sort=price-desc`);
    await expect.poll(() => page.getByText("Page 1 of 5").count()).toBe(1);
    const firstPage = await cardPrices(page);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText("Page 2 of 5").count()).toBe(1);
    await expect.poll(async () => (await cardPrices(page))[0]).toBeLessThanOrEqual(firstPage.at(-1) ?? 0);
    await page.screenshot({ path: shot("shop-desktop"), fullPage: true });
    await page.goBack();
    await expect.poll(() => page.getByText("Page 1 of 5").count()).toBe(1);
    await page.close();
  });

  it("opens a product and picks a variant: the price changes, a sold-out choice is marked", async () => {
    const { product, size, soldOutColor, color } = await productWithSoldOutChoice(running, catalog);
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/shop?q=${encodeURIComponent(product.name ?? "")}`);
    await expect
      .poll(() => page.getByRole("heading", { name: /^\d+ products?$/ }).textContent())
      .toMatch(/^[1-9]/);
    await page.screenshot({ path: shot("shop-phone"), fullPage: true });
    await page
      .getByRole("link", { name: product.name ?? "" })
      .first()
      .click();
    await page.waitForURL(`**/product/${product.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(product.name);
    await expect.poll(() => page.getByTestId("stock").textContent()).toBe("Choose size and color");

    await page.getByLabel("Size").selectOption(size);
    const soldOut = page.getByRole("radio", { name: `${soldOutColor} (sold out)` });
    await expect.poll(() => soldOut.count()).toBe(1);

    // Keyboard: focus the colour and press Space.
    await page.getByRole("radio", { name: color, exact: true }).focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByTestId("stock").textContent()).toMatch(/In stock|Only \d+ left/);
    const smallPrice = await page.locator('.product__info [data-testid="price"]').textContent();
    await page.getByLabel("Size").selectOption("XL");
    await expect
      .poll(() => page.locator('.product__info [data-testid="price"]').textContent())
      .not.toBe(smallPrice);
    await page.screenshot({ path: shot("product-phone"), fullPage: true });

    await page.getByLabel("Size").selectOption(size);
    await soldOut.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.getByTestId("stock").textContent()).toBe("Sold out");
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: shot("product-desktop"), fullPage: true });
    await page.close();
  });

  it("adds the chosen variant to the cart: the badge counts it and the cart lists it", async () => {
    const { product, size, color } = await productWithSoldOutChoice(running, catalog);
    const page = await newPage("desktop");
    await addToCart(page, running.storefront.origin, product.slug, { Size: size, Color: color }, 2);
    await expect.poll(() => cartBadgeCount(page)).toBe(2);
    await openCart(page, running.storefront.origin);
    const line = cartLine(page, product.name);
    await expect.poll(() => line.textContent()).toContain(color);
    expect(await line.textContent()).toContain(size);
    await page.close();
  });

  it("shows a 404 for unknown pages and products", async () => {
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/no-such-page`);
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).count()).toBe(1);
    await page.goto(`${running.storefront.origin}/product/no-such-product`);
    await expect.poll(() => page.getByRole("heading", { name: "Product not found" }).count()).toBe(1);
    await page.screenshot({ path: shot("not-found-phone"), fullPage: true });
    await page.close();
  });

  it("says when the shop's collection does not exist, with a link to the whole shop", async () => {
    const page = await newPage("desktop");
    const notice = page.getByRole("status").filter({ hasText: "This collection does not exist" });
    for (const unknown of ["no-such-collection", "00000000-0000-4000-8000-000000000000"]) {
      await page.goto(`${running.storefront.origin}/shop?collection=${unknown}&q=mug`);
      await notice.waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Collection not found");
      // The title follows the heading in an effect: wait for it.
      await expect.poll(() => page.title()).toContain("Collection not found");
      expect(await page.getByTestId("product-card").count()).toBe(0);
      // No way into a page that does not exist: the filter offers no link to the collection's page.
      expect(await page.locator(`a[href="/collection/${unknown}"]`).count()).toBe(0);
      await page.screenshot({ path: shot("shop-unknown-collection-desktop"), fullPage: true });
      const back = notice.getByRole("link", { name: "Show all products" });
      expect(await back.getAttribute("href")).toBe("/shop");
    }
    await notice.getByRole("link", { name: "Show all products" }).click();
    await page.waitForURL(`${running.storefront.origin}/shop`);
    await expect.poll(() => page.getByRole("heading", { name: "60 products" }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("All products");

    await page.close();
  });
});
