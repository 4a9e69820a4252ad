/**
 * End to end in real Chromium on a catalogue v3 store: the merchant searches the dashboard's
 * product list, selects the products shown (the change typed stays as the selection grows, and
 * selecting one more product reads that one only) and
 * raises their prices by 10 % (previewed, then applied through the v3 bulk update; every variant
 * of a product with options changes, and the cost the change leaves alone stays); the list and
 * the shop show the new prices. A change the
 * store refuses for one product (a negative price) shows the store's reason in that product's row
 * and leaves it as it was, while the other product changes. A price saved in the product editor
 * keeps the variant's cost, SKU, barcode and weight (a v3 update replaces each variant whole).
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { getProduct, productsV3 } from "@vitrine/sdk/catalog-v3";
import { describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { DEMO_API_KEY, DEMO_SITE_ID, shopPrices, signInToDashboard } from "./support/dashboard-steps.ts";
import { sizedProductV3 } from "./support/sized-product-v3.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

describe("bulk changes and the product editor in the dashboard of a catalogue v3 store, in Chromium", () => {
  const running = storefrontInChromium({ catalog: "v3" });

  /** The merchant client the test prepares and checks the server's state with. */
  const admin = () =>
    createClient({
      baseUrl: running.storefront.emulator.baseUrl,
      modules: { productsV3: { ...productsV3, getProduct } },
      auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    });

  /** Each variant's price of a product, as the store has it. */
  async function variantPrices(id: string): Promise<string[]> {
    const product = await admin().productsV3.getProduct(id);
    return (product.variantsInfo?.variants ?? []).map((v) => v.price?.actualPrice?.amount ?? "");
  }

  it("raises the prices of the products a search shows by 10 %; refuses a negative price for one product", async () => {
    const lamp = await admin().productsV3.createProduct({
      name: "Zephyr Lamp",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: {
        variants: [
          { price: { actualPrice: { amount: "40" } }, revenueDetails: { cost: { amount: "12.5" } } },
        ],
      },
    });
    const vase = await admin().productsV3.createProduct(
      sizedProductV3("Zephyr Vase", {
        S: { price: { actualPrice: { amount: "19.99" } } },
        L: { price: { actualPrice: { amount: "25" } } },
      }),
    );

    const page = await openPage(running.browser, "desktop");
    const productReads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET") productReads.push(new URL(request.url()).pathname);
    });
    const readsOf = (id: string | null | undefined) =>
      productReads.filter((path) => path === `/stores/v3/products/${id}`).length;
    await signInToDashboard(page, running.storefront.origin);
    await page.getByLabel("Search products").fill("Zephyr");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rows = page.getByTestId("product-table").locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);

    // +10 %: previewed (each product's lowest price; selecting one more keeps the typed change),
    // applied, shown in the list.
    await page.getByLabel("Select Zephyr Lamp").check();
    await page.getByLabel("Percent (−10 lowers by 10 %)").fill("10");
    const after = () => page.getByTestId("bulk-after").allTextContents();
    await expect.poll(after).toEqual(["$44.00"]);
    await page.getByLabel("Select Zephyr Vase").check();
    expect(await page.getByLabel("Select all products shown").isChecked()).toBe(true);
    await expect.poll(async () => (await after()).sort()).toEqual(["$21.99", "$44.00"]);
    // Each selected product is read once: selecting the vase read the vase only.
    expect([readsOf(lamp.id), readsOf(vase.id)]).toEqual([1, 1]);
    await page.getByRole("button", { name: "Apply to 2" }).click();
    await expect
      .poll(() => page.getByTestId("bulk-result").allTextContents())
      .toEqual(["Changed", "Changed"]);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("2 changed, 0 failed.");
    await expect
      .poll(async () => (await rows.allTextContents()).sort())
      .toEqual([expect.stringContaining("Zephyr Lamp44"), expect.stringContaining("Zephyr Vase21.99")]);
    await page.screenshot({ path: `${SCREENSHOTS}admin-bulk-v3-desktop.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-bulk-v3-phone.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    // The store has every variant's new price; the cost stays.
    expect(await variantPrices(lamp.id ?? "")).toEqual(["44"]);
    expect(await variantPrices(vase.id ?? "")).toEqual(["21.99", "27.5"]);
    const lampNow = await admin().productsV3.getProduct(lamp.id ?? "", { fields: ["MERCHANT_DATA"] });
    expect(lampNow.variantsInfo?.variants?.[0]?.revenueDetails?.cost?.amount).toBe("12.5");

    // The shop shows the new prices.
    const shop = await openPage(running.browser, "desktop");
    await expect
      .poll(() => shopPrices(shop, running.storefront.origin, "Zephyr"))
      .toEqual({
        "Zephyr Lamp": "$44.00",
        "Zephyr Vase": "$21.99",
      });

    // −30 by amount: the vase would go below zero; the store refuses it, the lamp changes.
    await page.getByLabel("By", { exact: true }).selectOption("amount");
    await page.getByLabel("Amount (negative lowers)").fill("-30");
    await expect.poll(async () => (await after()).sort()).toEqual(["$-8.01 (not allowed)", "$14.00"]);
    await page.getByRole("button", { name: "Apply to 2" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("1 changed, 1 failed.");
    const results = await page.getByTestId("bulk-result").allTextContents();
    expect(results.sort()).toEqual(["Changed", expect.stringMatching(/^Failed: .*decimal amount from 0/)]);
    expect(await variantPrices(lamp.id ?? "")).toEqual(["14"]);
    expect(await variantPrices(vase.id ?? "")).toEqual(["21.99", "27.5"]);
  });

  it("keeps a variant's cost, SKU, barcode and weight when the product editor saves its price", async () => {
    const tray = await admin().productsV3.createProduct({
      name: "Cedar Tray",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: {
        variants: [
          {
            sku: "TRAY-CEDAR",
            barcode: "4006381333931",
            price: { actualPrice: { amount: "12" } },
            revenueDetails: { cost: { amount: "6" } },
            physicalProperties: { weight: 0.8 },
          },
        ],
      },
    });
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    await page.goto(`${running.storefront.origin}/admin/products/${tray.id ?? ""}`);
    const form = page.getByRole("form", { name: "Product details" });
    await form.getByLabel("Price").fill("15");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Saved.");
    const saved = await admin().productsV3.getProduct(tray.id ?? "", { fields: ["MERCHANT_DATA"] });
    const variant = saved.variantsInfo?.variants?.[0];
    expect(variant).toMatchObject({
      sku: "TRAY-CEDAR",
      barcode: "4006381333931",
      price: { actualPrice: { amount: "15" } },
      revenueDetails: { cost: { amount: "6" } },
      physicalProperties: { weight: 0.8 },
    });
  });
});
