/**
 * The storefront with JavaScript turned off, in real Chromium against the emulator's demo store
 * (catalogue v1 and v3): a shopper filters the shop by collection and price, sorts, pages and
 * searches (GET forms whose fields are the URL's parameters); picks a variant on a product page
 * (the server renders its stock) and adds two lines (forms posted to the product's action, which
 * makes the visitor's tokens and answers with a redirect); on the cart page changes a quantity,
 * removes a line, has a wrong coupon refused with its message, applies and removes the demo
 * coupon, and goes to the emulator's hosted checkout page; each change made is told on the page
 * (a status under the heading), and Enter in the product's quantity field adds to the cart. Where
 * scripts run, the buttons only a page without them needs are hidden from the first paint, so
 * the page does not shift when it hydrates. Bad input to the actions (an unknown
 * choice, a quantity "abc", missing fields, an unknown intent) answers 400 with the page and a
 * message, never 500.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SCREENSHOTS } from "./support/browser.ts";
import { type DemoProduct, productsWithOptions } from "./support/demo-products.ts";
import {
  cartBadgeCount,
  cartLine,
  chooseOptions,
  DEMO_COUPON,
  sellAsDemoShop,
} from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

/** Each card's price: the one it asks (`now`) and its list price (`list`: the struck-through one when discounted). */
async function cardPrices(page: Page): Promise<{ now: number; list: number }[]> {
  return page.locator('[data-testid="product-card"] [data-testid="price"]').evaluateAll((prices) =>
    prices.map((price) => {
      const amount = (selector: string) =>
        Number(price.querySelector(selector)?.textContent?.replace(/[^0-9.]/g, ""));
      const now = amount(".price__now");
      return { now, list: price.querySelector(".price__was") ? amount(".price__was") : now };
    }),
  );
}

/** Whether `numbers` go up. */
const ascending = (numbers: number[]) => numbers.every((n, i) => n >= (numbers[i - 1] ?? 0));

/** How many units the product page lets the shopper add of the variant `choices` picks (a link's choice). */
async function unitsOffered(page: Page, url: string): Promise<number> {
  await page.goto(url);
  const quantity = page.getByLabel("Quantity", { exact: true });
  return (await quantity.isDisabled()) ? 0 : Number(await quantity.getAttribute("max"));
}

/**
 * Two variants of one demo product with a size and a colour, as the product page offers them
 * (through links carrying the choice): the first with at least two units, the second with one.
 */
async function twoVariants(page: Page, origin: string, products: DemoProduct[]) {
  for (const product of products) {
    const candidates = product.variants.filter((v) => v.inStock && v.choices.Size && v.choices.Color);
    const offered: { choices: Record<string, string>; units: number }[] = [];
    for (const { choices } of candidates.slice(0, 6)) {
      const url = `${origin}/product/${product.slug}?${new URLSearchParams(choices)}`;
      offered.push({ choices, units: await unitsOffered(page, url) });
    }
    const first = offered.find((v) => v.units >= 2);
    const second = offered.find((v) => v !== first && v.units >= 1);
    if (first && second) return { product, first: first.choices, second: second.choices };
  }
  throw new Error("the demo store has no product with two sellable sizes and colours");
}

/** Chooses `choices` on the product page without JavaScript and reloads it with them ("Show this choice"). */
async function showChoice(page: Page, choices: Record<string, string>): Promise<void> {
  await chooseOptions(page, choices);
  await page.getByRole("button", { name: "Show this choice" }).click();
  await page.waitForURL((url) => url.searchParams.get("Size") === choices.Size);
}

describe.each(["v1", "v3"] as const)("the storefront without JavaScript, catalogue %s", (catalog) => {
  const running = storefrontInChromium({ catalog });
  let context: BrowserContext;
  const origin = () => running.storefront.origin;

  beforeAll(() => sellAsDemoShop(running.storefront.emulator));
  afterEach(async () => {
    await context?.close();
  });

  async function newPage(): Promise<Page> {
    context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  it("filters, sorts, pages and searches the shop with GET forms", async () => {
    const page = await newPage();
    await page.goto(`${origin()}/shop`);
    await page.getByLabel("Collection").selectOption({ label: "Apparel" });
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page.waitForURL(/collection=apparel/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Apparel");

    await page.getByLabel("Lowest price").fill("20");
    await page.getByLabel("Highest price").fill("200");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/min=20/);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await page.waitForURL(/sort=price-asc/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      collection: "apparel",
      min: "20",
      max: "200",
      sort: "price-asc",
    });
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every(({ now }) => now >= 20 && now <= 200)).toBe(true);
    // Sorted by price: v1 orders by the list price, v3 by the price asked.
    expect(ascending(prices.map((p) => (catalog === "v1" ? p.list : p.now)))).toBe(true);

    // Paging keeps the filters; the page's cards go on where the first page's ended.
    await page.goto(`${origin()}/shop?sort=price-asc`);
    const price = (p: { now: number; list: number }) => (catalog === "v1" ? p.list : p.now);
    const lastOfFirst = price((await cardPrices(page)).at(-1) ?? { now: 0, list: 0 });
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(await page.getByText("Page 2 of", { exact: false }).count()).toBe(1);
    expect(price((await cardPrices(page))[0] ?? { now: 0, list: 0 })).toBeGreaterThanOrEqual(lastOfFirst);

    // A search keeps the sort and starts again at page 1.
    const name = (await page.locator('[data-testid="product-card"] h3').first().textContent()) ?? "";
    const prefix = name.slice(0, 4).toLowerCase();
    await page.getByLabel("Search", { exact: true }).fill(prefix);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL(/q=/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: prefix, sort: "price-asc" });
    const names = await page.locator('[data-testid="product-card"] h3').allTextContents();
    expect(names).toContain(name);
    expect(names.every((n) => n.toLowerCase().startsWith(prefix))).toBe(true);
  });

  it("picks variants, adds two lines, changes and removes one, applies a coupon and reaches the hosted checkout", async () => {
    const page = await newPage();
    const { product, first, second } = await twoVariants(
      page,
      origin(),
      await productsWithOptions(running.storefront.emulator.baseUrl, catalog),
    );
    await page.goto(`${origin()}/product/${product.slug}`);
    expect(await page.getByRole("button", { name: "Add to cart" }).isDisabled()).toBe(true);

    await showChoice(page, first);
    expect(await page.getByTestId("stock").textContent()).toMatch(/In stock|Only \d+ left/);
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.waitForURL(/added=2/);
    expect(await page.getByTestId("add-to-cart-status").textContent()).toContain(`Added 2 × ${product.name}`);
    // A catalogue page is the one shared-cacheable HTML for every shopper: its badge has no count.
    expect(await cartBadgeCount(page)).toBe(0);
    expect((await context.cookies()).map((cookie) => cookie.name).sort((a, b) => a.localeCompare(b))).toEqual(
      ["vitrine_cart", "vitrine_tokens"],
    );

    // Enter in the quantity field adds to the cart ("Add to cart" is the form's first button).
    await page.goto(`${origin()}/product/${product.slug}`);
    await showChoice(page, second);
    await page.getByLabel("Quantity", { exact: true }).press("Enter");
    await page.waitForURL(/added=1/);
    expect(await page.getByTestId("add-to-cart-status").textContent()).toContain(`Added 1 × ${product.name}`);

    await page.getByRole("link", { name: "View cart" }).click();
    await page.waitForURL(/\/cart$/);
    expect(await cartBadgeCount(page)).toBe(3);
    expect(await page.getByTestId("cart-line").count()).toBe(2);
    const firstLine = cartLine(page, product.name, `Size: ${first.Size}`);
    const secondLine = cartLine(page, product.name, `Size: ${second.Size}`);

    await firstLine.getByLabel(`Quantity of ${product.name}`, { exact: true }).fill("1");
    await firstLine.getByRole("button", { name: `Update quantity of ${product.name}` }).click();
    await page.waitForURL(/\/cart\?changed=quantity/);
    expect(await firstLine.getByLabel(`Quantity of ${product.name}`, { exact: true }).inputValue()).toBe("1");
    expect(await cartBadgeCount(page)).toBe(2);
    // Each change made is told under the heading, as a status a screen reader finds.
    expect(await page.getByRole("status").filter({ hasText: "Quantity of" }).textContent()).toBe(
      `Quantity of ${product.name} is now 1.`,
    );

    await secondLine.getByRole("button", { name: `Remove ${product.name}` }).click();
    await page.waitForURL(/\/cart\?changed=removed/);
    expect(await page.getByTestId("cart-line").count()).toBe(1);
    expect(await page.getByTestId("cart-notice").textContent()).toBe(
      `${product.name} was removed from your cart.`,
    );

    await page.getByLabel("Coupon code").fill("NOT-A-COUPON");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    expect(await page.getByTestId("coupon-error").textContent()).toBe(
      "This coupon code does not exist. Check the spelling, or remove it.",
    );
    expect(await page.getByLabel("Coupon code").inputValue()).toBe("NOT-A-COUPON");
    // The refusal's page tells no earlier change.
    expect(await page.getByTestId("cart-notice").count()).toBe(0);

    await page.getByLabel("Coupon code").fill(DEMO_COUPON);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.waitForURL(/\/cart\?changed=coupon-applied/);
    expect(await page.getByTestId("coupon-applied").textContent()).toContain(DEMO_COUPON);
    expect(await page.getByTestId("cart-notice").textContent()).toBe(`Coupon ${DEMO_COUPON} applied.`);
    expect(await page.getByTestId("summary-discount").textContent()).toMatch(/^−\$\d/);
    await page.screenshot({ path: `${SCREENSHOTS}cart-no-javascript-${catalog}.png`, fullPage: true });

    await page.getByRole("button", { name: "Remove coupon" }).click();
    await page.waitForURL(/\/cart\?changed=coupon-removed/);
    expect(await page.getByTestId("coupon-applied").count()).toBe(0);
    expect(await page.getByTestId("cart-notice").textContent()).toBe("The coupon was removed.");
    await page.getByLabel("Coupon code").fill(DEMO_COUPON);
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await page.getByTestId("coupon-applied").waitFor();

    await page.getByRole("button", { name: "Checkout", exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(running.storefront.emulator.baseUrl));
    expect(await page.locator("body").textContent()).toContain(product.name);
    // The longest walk of the suite (some 25 page loads): room for a loaded machine.
  }, 120_000);

  it("hides the buttons only a page without JavaScript needs from the first paint where scripts run: the content does not shift", async () => {
    const [product] = await productsWithOptions(running.storefront.emulator.baseUrl, catalog);
    if (!product) throw new Error("the demo store has no product with options");
    for (const path of [`/product/${product.slug}`, "/shop"]) {
      context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      // What the layout shifts from the first paint on (as Lighthouse's CLS counts them) moved in
      // the page's content, where those buttons are.
      await page.addInitScript(() => {
        const moved: string[] = [];
        Object.assign(window, { movedInMain: moved });
        type Shift = PerformanceEntry & { sources: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[])
            for (const { node } of entry.sources)
              if (node instanceof Element && node.closest("main"))
                moved.push(`${node.tagName}.${node.className}`);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${origin()}${path}`);
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
      const buttons = page.locator(".without-script");
      expect(await buttons.count(), path).toBeGreaterThan(0);
      for (const button of await buttons.all()) expect(await button.isVisible(), path).toBe(false);
      const moved = await page.evaluate(() => (window as unknown as { movedInMain: string[] }).movedInMain);
      expect(moved, path).toEqual([]);
      await context.close();
    }
  });

  it("answers bad input to the actions with 400 and a message, never 500", async () => {
    const page = await newPage();
    const { product, first } = await twoVariants(
      page,
      origin(),
      await productsWithOptions(running.storefront.emulator.baseUrl, catalog),
    );
    const post = async (path: string, form: Record<string, string>) => {
      const response = await page.request.post(`${origin()}${path}`, { form, maxRedirects: 0 });
      return { status: response.status(), text: await response.text() };
    };
    const productPath = `/product/${product.slug}`;

    const unknownChoice = await post(productPath, { ...first, Size: "XXXL", quantity: "1" });
    expect(unknownChoice.status).toBe(400);
    expect(unknownChoice.text).toContain("Choose size to add this to your cart.");
    const badQuantity = await post(productPath, { ...first, quantity: "abc" });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.text).toContain("Enter a quantity from 1 to 99 to add this to your cart.");
    expect((await post(productPath, {})).status).toBe(400);
    expect((await post("/product/no-such-product", { quantity: "1" })).status).toBe(404);

    const added = await post(productPath, { ...first, quantity: "1" });
    expect(added.status).toBe(303);
    await page.goto(`${origin()}/cart`);
    const lineId = await page.locator('[data-testid="cart-line"] input[name="line"]').first().inputValue();

    const cases: [Record<string, string>, string][] = [
      [{ intent: "quantity", line: lineId, quantity: "abc" }, "Enter a whole number from 1 to 999."],
      [{ intent: "quantity", line: "no-such-line", quantity: "2" }, "That item is no longer in your cart."],
      [{ intent: "remove" }, "That item is no longer in your cart."],
      [{ intent: "dance" }, "The cart did not understand that change."],
      [{}, "The cart did not understand that change."],
      [{ intent: "apply-coupon", code: "  " }, "Enter a coupon code."],
    ];
    for (const [form, message] of cases) {
      const answer = await post("/cart", form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(answer.text).toContain(message);
    }
  });
});
