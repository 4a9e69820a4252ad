/**
 * End to end in real Chromium: the dashboard's home on a demo store with a past (the emulator's
 * history seed), against the emulator. Each period's revenue and order count equal what the
 * order search returns for that period's exact span (read from the page's `<time>` elements),
 * computed here through the SDK; the daily table adds up to the 30-day card; a new order placed
 * through the SDK shows after a refresh; each period's abandoned and recovered carts and the value
 * recovered equal what the abandoned checkout search returns for that span; a variant sold out
 * and one running low are listed and link to their editor; axe-core finds no serious or critical violation at desktop and phone
 * width, and the page does not scroll sideways on a phone.
 */
import { seedDemoHistory } from "@vitrine/emulator/testing";
import { axeViolations } from "@vitrine/testkit";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS } from "./support/browser.ts";
import {
  periodCard as card,
  expectCartsMatchTheSearch,
  expectFiguresMatchTheSearch,
  signInToHome,
} from "./support/dashboard-home-steps.ts";
import { placeOrder } from "./support/orders-through-sdk.ts";
import { sellAsDemoShop, sizedProduct } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();
beforeAll(async () => {
  sellAsDemoShop(running.storefront.emulator);
  const { db, config } = running.storefront.emulator;
  await seedDemoHistory(db, config, { now: new Date(), orders: 80, leftCarts: 30 });
}, 180_000);

async function expectAccessible(page: Page, what: string) {
  expect(await axeViolations(page, "serious"), what).toEqual([]);
}

describe("the dashboard's home", () => {
  it("shows the order and cart searches' figures per period, a new order after a refresh, and the stock to watch", async () => {
    const { emulator } = running.storefront;
    const watched = await sizedProduct(emulator, "Aardvark Watch Tee", { S: 0, M: 1 });
    const page = await openPage(running.browser, "desktop");
    await signInToHome(page, running.storefront.origin);
    await expectFiguresMatchTheSearch(page, emulator);
    const month = await card(page, "30-days");
    expect(month.orders).toBeGreaterThan(5);
    await page.getByTestId("home-carts-row").first().waitFor();
    await expectCartsMatchTheSearch(page, emulator);
    const monthCarts = page.locator('[data-testid="home-carts-row"][data-period="30-days"]');
    expect(Number(await monthCarts.getByTestId("home-carts-abandoned").textContent())).toBeGreaterThan(0);

    await page.getByText("Show the figures as a table").click();
    const rows = page.getByTestId("home-chart-row");
    await expect.poll(() => rows.count()).toBe(30);
    const perDay = await rows.locator("td:first-of-type").allTextContents();
    expect(perDay.reduce((total, orders) => total + Number(orders), 0)).toBe(month.orders);
    await page.getByLabel("90 days").check();
    await expect.poll(() => rows.count()).toBe(90);

    const today = await card(page, "today");
    const buyer = { email: "home.buyer@example.com", firstName: "Ada", lastName: "Lovelace" };
    const bought = await sizedProduct(emulator, "Home Fresh Tee", { S: 10 }, 25);
    await placeOrder(emulator, bought.id, { S: 2 }, buyer);
    await page.reload();
    await expect.poll(async () => (await card(page, "today")).orders).toBe(today.orders + 1);
    await expectFiguresMatchTheSearch(page, emulator);

    const alerts = page.getByTestId("home-stock-alert");
    const soldOut = page.getByRole("region", { name: "Stock to watch" }).getByRole("link", {
      name: "Aardvark Watch Tee (S)",
    });
    await soldOut.waitFor();
    await expect
      .poll(() => alerts.filter({ hasText: "Aardvark Watch Tee (M)" }).textContent())
      .toContain("1 left");
    await soldOut.click();
    await page.waitForURL(`${running.storefront.origin}/admin/products/${watched.id}`);
    await page.close();
  });

  for (const viewport of ["desktop", "phone"] as const)
    it(`is accessible and fits the screen at ${viewport} width`, async () => {
      const page = await openPage(running.browser, viewport);
      await signInToHome(page, running.storefront.origin);
      await card(page, "30-days");
      await page.getByTestId("home-stock-alert").first().waitFor();
      await page.getByTestId("home-carts-chart").waitFor();
      await expectAccessible(page, `home at ${viewport} width`);
      await page.getByText("Show the figures as a table").click();
      await expectAccessible(page, `home with its table at ${viewport} width`);
      await page.screenshot({ path: `${SCREENSHOTS}admin-home-${viewport}.png`, fullPage: true });
      const beyond = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(beyond, "elements reaching past the screen's right edge").toEqual([]);
      await page.close();
    });
});
