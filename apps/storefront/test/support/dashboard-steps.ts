/**
 * What a merchant does in the storefront's dashboard, in Chromium, for the browser tests: sign in
 * with the demo store's API key (the dashboard opens on its products list), and read the prices
 * the shop's cards show for a search, to check what a dashboard change did to the shop.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The demo store's API key, which the dashboard signs in with. */
export const DEMO_API_KEY = "vitrine-demo-api-key";

/** The demo store's site id. */
export const DEMO_SITE_ID = "vitrine-demo-site";

/**
 * Signs in to the dashboard of the storefront at `origin` and waits for its products list.
 *
 * @example
 * ```ts
 * await signInToDashboard(page, running.storefront.origin);
 * ```
 */
export async function signInToDashboard(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/products`);
  await page.getByLabel("API key").fill(DEMO_API_KEY);
  await expect.poll(() => page.getByLabel("Site id").inputValue()).toBe(DEMO_SITE_ID);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Products", level: 1 }).count()).toBe(1);
}

/**
 * The prices the shop at `origin` shows on its cards for `search`: name → price shown.
 *
 * @example
 * ```ts
 * expect(await shopPrices(page, origin, "Zephyr")).toEqual({ "Zephyr Lamp": "$44.00" });
 * ```
 */
export async function shopPrices(
  page: Page,
  origin: string,
  search: string,
): Promise<Record<string, string>> {
  await page.goto(`${origin}/shop?q=${encodeURIComponent(search)}`);
  await page.getByRole("heading", { name: /^\d+ products?$/ }).waitFor();
  return page
    .locator('[data-testid="product-card"]')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [
          card.querySelector("h3")?.textContent ?? "",
          card.querySelector('[data-testid="price"] .price__now')?.textContent ?? "",
        ]),
      ),
    );
}
