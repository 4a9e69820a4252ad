/**
 * End to end in real Chromium: a bulk price change over more products than one bulk call takes
 * shows how far it is as it goes. The test holds the second bulk call at the network until the
 * page has said that the first ten are done, then lets it through and sees every product changed.
 */
import type { Route } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { signInToDashboard } from "./support/dashboard-steps.ts";
import { merchantClient } from "./support/orders-through-sdk.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const COUNT = 15;

const running = storefrontInChromium();
beforeAll(async () => {
  const admin = merchantClient(running.storefront.emulator);
  for (let i = 1; i <= COUNT; i++)
    await admin.products.createProduct({
      name: `Quokka ${i}`,
      productType: "physical",
      priceData: { price: 10 },
    });
});

describe("bulk change progress", () => {
  it("says how many products are done and failed while the change runs", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route("**/stores/v1/bulk/products/adjust-properties", async (route: Route) => {
      calls++;
      if (calls === 2) await held;
      await route.continue();
    });
    await page.getByLabel("Search products").fill("Quokka");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("admin-product-row").count()).toBe(COUNT);
    await page.getByLabel("Select all products shown").check();
    await page.getByLabel("Percent (−10 lowers by 10 %)").fill("10");
    await page.getByRole("button", { name: `Apply to ${COUNT}` }).click();

    const status = page.locator(".bulk-progress");
    await expect.poll(() => status.textContent()).toBe(`10 of ${COUNT} done, 0 failed…`);
    expect(await status.locator("progress").getAttribute("value")).toBe("10");
    const results = () => page.getByTestId("bulk-result").allTextContents();
    expect((await results()).filter((result) => result === "Changed")).toHaveLength(10);

    release();
    await expect.poll(() => page.getByRole("status").textContent()).toBe(`${COUNT} changed, 0 failed.`);
    expect(await results()).toEqual(Array.from({ length: COUNT }, () => "Changed"));
    expect(calls).toBe(2);
    await page.close();
  });
});
