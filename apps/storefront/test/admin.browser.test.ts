/**
 * End to end in real Chromium: a merchant uses the dashboard of the built storefront against the
 * emulator's demo store. Signs in with the API key (kept in sessionStorage, never in the URL),
 * creates a product with options and variants, edits variants and media, sees it in the shop,
 * bulk-adjusts the prices of selected products by 10 % (the shop shows the new prices), deletes
 * it; server validation errors show next to their fields; collections are created, renamed,
 * filled, emptied and deleted; an image uploaded in the dashboard shows in the shop's gallery.
 * Screenshots of the dashboard at phone and desktop width.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import { collections, products } from "@vitrine/sdk/catalog";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { DEMO_API_KEY, DEMO_SITE_ID, shopPrices, signInToDashboard } from "./support/dashboard-steps.ts";
import { describedError } from "./support/described-error.ts";
import { lazyModules, measureInitialJavaScript } from "./support/initial-javascript.mjs";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const running = storefrontInChromium();

/** The merchant client the test checks the server's state with. */
function admin() {
  return createClient({
    baseUrl: running.storefront.emulator.baseUrl,
    modules: { products, collections },
    auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
  });
}

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(running.browser, viewport);
}

/** Whether `element` has the focus. */
function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((e) => e === document.activeElement);
}

/** A valid 1x1 PNG (one opaque red pixel). */
const RED_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

/** Creates a product through the API and opens its editor in a signed-in dashboard page. */
async function editorOfNewProduct(name: string): Promise<{ page: Page; productId: string }> {
  const created = await admin().products.createProduct({
    name,
    productType: "physical",
    priceData: { price: 5 },
  });
  const productId = created.id ?? "";
  const page = await newPage("desktop");
  await signInToDashboard(page, running.storefront.origin);
  await page.goto(`${running.storefront.origin}/admin/products/${encodeURIComponent(productId)}`);
  await expect.poll(() => page.getByRole("heading", { name, level: 1 }).count()).toBe(1);
  return { page, productId };
}

describe("the merchant dashboard in Chromium", () => {
  it("creates a product with options and variants, shows it in the shop, bulk-adjusts prices by 10 %, deletes it", async () => {
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    expect(page.url()).not.toContain(DEMO_API_KEY);
    expect(await page.evaluate(() => sessionStorage.getItem("vitrine.admin.credentials"))).toBe(
      JSON.stringify({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    );
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(DEMO_API_KEY);
    await expect.poll(() => page.getByTestId("admin-product-row").count()).toBeGreaterThan(10);
    await page.screenshot({ path: `${SCREENSHOTS}admin-products-desktop.png` });

    // A new product with two options (2 × 2 variants).
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Zephyr Lamp");
    await page.getByLabel("Description").fill("A desk lamp with a fabric shade.");
    await page.getByLabel("Price", { exact: true }).fill("40");
    await page.getByLabel("Cost", { exact: true }).fill("15");
    await page.getByLabel("Weight", { exact: true }).fill("1.5");
    await page.getByLabel("Brand").fill("Lumen");
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByLabel("Option 1 name").fill("Size");
    await page.getByLabel("Option 1 choices").fill("Small, Large");
    await page.getByRole("button", { name: "Add option" }).click();
    await page.getByLabel("Option 2 name").fill("Shade");
    await page.getByLabel("Option 2 shown as").selectOption("color");
    await page.getByLabel("Option 2 choices").fill("Ivory #fffff0, Teal #008080");
    await page.getByLabel(/^Manage each variant/).check();
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/products\/[^/]+$/);
    await expect.poll(() => page.getByRole("heading", { name: "Zephyr Lamp", level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("variant-row").count()).toBe(4);
    const productId = decodeURIComponent(page.url().split("/").at(-1) ?? "");

    // Variants: a price and a SKU of their own.
    await page.getByLabel("Price of Large / Teal").fill("48");
    await page.getByLabel("SKU of Small / Ivory").fill("ZL-S-I");
    await page.getByRole("button", { name: "Save variants" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("2 variants saved.");
    // A second save sends only what changed since the first (also when both fall in one second).
    await page.getByLabel("SKU of Large / Teal").fill("ZL-L-T");
    const secondSave = page.waitForResponse((response) => response.url().endsWith("/variants"));
    await page.getByRole("button", { name: "Save variants" }).click();
    expect((await secondSave).request().postDataJSON().variants).toEqual([
      { variantIds: [expect.any(String)], sku: "ZL-L-T" },
    ]);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("1 variant saved.");

    // Media by URL, shown for one choice.
    await page
      .getByLabel("Add media by URL")
      .fill(`${running.storefront.emulator.baseUrl}/_media/zephyr-lamp.svg`);
    await page.getByRole("button", { name: "Add media" }).click();
    await expect.poll(() => page.getByTestId("media-item").count()).toBe(1);
    await page.getByLabel("Show Media 1 for a choice").selectOption({ label: "Shade: Teal" });
    await expect.poll(() => page.getByText("Shown for Shade: Teal").count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}admin-product-desktop.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-product-phone.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    const stored = await admin().products.getProduct(productId, { includeMerchantSpecificData: true });
    expect(stored).toMatchObject({
      name: "Zephyr Lamp",
      brand: "Lumen",
      weight: 1.5,
      priceData: { price: 40 },
    });
    expect(stored.costAndProfitData?.itemCost).toBe(15);
    const variant = (size: string, shade: string) =>
      stored.variants?.find((v) => v.choices?.Size === size && v.choices?.Shade === shade)?.variant;
    expect(variant("Large", "Teal")?.priceData?.price).toBe(48);
    expect(variant("Small", "Ivory")?.sku).toBe("ZL-S-I");
    expect(variant("Large", "Teal")?.sku).toBe("ZL-L-T");
    const teal = stored.productOptions?.[1]?.choices?.find((c) => c.description === "Teal");
    expect(teal?.value).toBe("#008080");
    expect(teal?.media?.items?.map((m) => m.id)).toEqual(stored.media?.items?.map((m) => m.id));

    // The shop shows it.
    const shop = await newPage("desktop");
    await expect
      .poll(() => shopPrices(shop, running.storefront.origin, "Zephyr"))
      .toEqual({ "Zephyr Lamp": "$40.00" });

    // Bulk: +10 % on two selected products, previewed, then applied.
    await admin().products.createProduct({
      name: "Zephyr Vase",
      productType: "physical",
      priceData: { price: 19.99 },
    });
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByLabel("Search products").fill("Zephyr");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("admin-product-row").count()).toBe(2);
    await page.getByLabel("Select all products shown").check();
    await page.getByLabel("Percent (−10 lowers by 10 %)").fill("10");
    const after = () => page.getByTestId("bulk-after").allTextContents();
    await expect.poll(async () => (await after()).sort()).toEqual(["$21.99", "$44.00"]);
    await page.getByRole("button", { name: "Apply to 2" }).click();
    await expect
      .poll(() => page.getByTestId("bulk-result").allTextContents())
      .toEqual(["Changed", "Changed"]);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("2 changed, 0 failed.");
    await page.screenshot({ path: `${SCREENSHOTS}admin-bulk-desktop.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-bulk-phone.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    // The shop's cached listing is purged by the change's webhook.
    await expect
      .poll(() => shopPrices(shop, running.storefront.origin, "Zephyr"))
      .toEqual({
        "Zephyr Lamp": "$44.00",
        "Zephyr Vase": "$21.99",
      });

    // Delete, after confirming.
    await page.getByRole("link", { name: "Zephyr Lamp" }).click();
    // With the keyboard: the dialog takes focus on Cancel, Escape closes it and gives focus back.
    const deleteButton = page.getByRole("button", { name: "Delete product" });
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    await deleteButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete Zephyr Lamp?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(focused).toBe("Cancel");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(focused).toBe("Delete product");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Delete");
    // Once deleted, the product is not read again (that read could only answer 404).
    const readsAfterDelete: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes(`/products/${productId}`))
        readsAfterDelete.push(request.url());
    });
    await page.keyboard.press("Enter");
    await page.waitForURL(`${running.storefront.origin}/admin/products`);
    await expect.poll(() => page.getByTestId("admin-product-row").count()).toBeGreaterThan(10);
    expect(readsAfterDelete).toEqual([]);
    const gone = await admin()
      .products.getProduct(productId)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isApplicationError(gone) && gone.status).toBe(404);
    await expect
      .poll(() => shopPrices(shop, running.storefront.origin, "Zephyr"))
      .toEqual({ "Zephyr Vase": "$21.99" });

    // Sign out forgets the key.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByLabel("API key").count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await shop.close();
    await page.close();
  });

  it("shows server validation errors next to their fields, and refuses a wrong key", async () => {
    const page = await newPage("phone");
    await page.goto(`${running.storefront.origin}/admin/products`);
    await page.getByLabel("API key").fill("not-the-key");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("The API key was not accepted.");
    await page.screenshot({ path: `${SCREENSHOTS}admin-sign-in-phone.png`, fullPage: true });

    await signInToDashboard(page, running.storefront.origin);
    await page.screenshot({ path: `${SCREENSHOTS}admin-products-phone.png` });
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Olive oil");
    await page.getByLabel("Price", { exact: true }).fill("12");
    await page.getByLabel("Discount", { exact: true }).selectOption("PERCENT");
    await page.getByLabel("Discount (%)").fill("150");
    await page.getByLabel("Show a price per unit").check();
    await page.getByLabel("Total quantity").fill("1");
    await page.getByLabel("Total unit").selectOption("KG");
    await page.getByLabel("Base quantity").fill("100");
    await page.getByLabel("Base unit").selectOption("ML");
    await page.getByRole("button", { name: "Create product" }).click();

    await expect
      .poll(() => describedError(page.getByLabel("Base unit")))
      .toBe("must measure the same kind as totalMeasurementUnit");
    expect(await describedError(page.getByLabel("Discount (%)"))).toBe("must be at most 100");
    expect(await page.getByLabel("Base unit").getAttribute("aria-invalid")).toBe("true");
    expect(await describedError(page.getByLabel("Name", { exact: true }))).toBeNull();
    expect(await page.getByRole("alert").textContent()).toBe("Please correct the fields marked below.");
    // Focus moves to the first field at fault, in the form's order.
    await expect.poll(() => isFocused(page.getByLabel("Discount (%)"))).toBe(true);
    expect(page.url()).toMatch(/\/admin\/products\/new$/);
    await page.getByLabel("Base unit").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}admin-errors-phone.png`, fullPage: true });

    // Fixed, it is created; when the store cannot be reached, focus moves to the form's message.
    await page.getByLabel("Base unit").selectOption("G");
    await page.getByLabel("Discount (%)").fill("15");
    const creates = `${running.storefront.emulator.baseUrl}/stores/v1/products`;
    await page.route(creates, (route) => route.abort());
    await page.getByRole("button", { name: "Create product" }).click();
    await expect.poll(() => isFocused(page.getByRole("alert"))).toBe(true);
    await page.unroute(creates);
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/products\/(?!new)[^/]+$/);
    const id = decodeURIComponent(page.url().split("/").at(-1) ?? "");
    expect(await admin().products.getProduct(id)).toMatchObject({
      discount: { type: "PERCENT", value: 15 },
      pricePerUnitData: {
        totalQuantity: 1,
        totalMeasurementUnit: "KG",
        baseQuantity: 100,
        baseMeasurementUnit: "G",
      },
    });
    await page.close();
  });

  it("removes an emptied brand and ribbon and a price per unit turned off on save; a field the store keeps shows its stored value again", async () => {
    const created = await admin().products.createProduct({
      name: "Emptied Easel",
      productType: "physical",
      priceData: { price: 30 },
      brand: "Atelier",
      ribbon: "New",
      pricePerUnitData: {
        totalQuantity: 2,
        totalMeasurementUnit: "KG",
        baseQuantity: 1,
        baseMeasurementUnit: "KG",
      },
    });
    const productId = created.id ?? "";
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    await page.goto(`${running.storefront.origin}/admin/products/${encodeURIComponent(productId)}`);
    await expect.poll(() => page.getByLabel("Ribbon").inputValue()).toBe("New");

    await page.getByLabel("Ribbon").fill("");
    await page.getByLabel("Brand").fill("");
    await page.getByLabel("Price", { exact: true }).fill("");
    await page.getByLabel("Show a price per unit").uncheck();
    await page.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Saved.");

    const stored = await admin().products.getProduct(productId);
    expect(stored.ribbon).toBeUndefined();
    expect(stored.brand).toBeUndefined();
    expect(stored.pricePerUnitData).toBeUndefined();
    expect(await page.getByLabel("Show a price per unit").isChecked()).toBe(false);
    // An empty price is not sent: the price stays, and the form says so.
    expect(stored.priceData?.price).toBe(30);
    expect(await page.getByLabel("Price", { exact: true }).inputValue()).toBe("30");
    expect(await page.getByLabel("Ribbon").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Remove ribbon" }).count()).toBe(0);

    const shop = await newPage("desktop");
    await shop.goto(`${running.storefront.origin}/product/${stored.slug}`);
    await shop.getByRole("heading", { name: "Emptied Easel", level: 1 }).waitFor();
    expect(await shop.locator(".product__brand").count()).toBe(0);
    expect(await shop.locator(".product__badges").textContent()).toBe("");
    expect(await shop.getByTestId("unit-price").count()).toBe(0);
    await shop.close();
    await page.close();
  });

  it("says the product list could not be loaded, not that there are no products, and loads it on retry", async () => {
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    // The store stops answering product queries (as when the emulator is down), then the page reloads.
    const queries = `${running.storefront.emulator.baseUrl}/**/products/query**`;
    await page.route(queries, (route) => route.abort());
    await page.reload();
    const alert = page.getByRole("alert");
    await alert.getByRole("button", { name: "Try again" }).waitFor();
    expect(await page.getByText("No products match.").count()).toBe(0);
    expect(await page.locator(".admin-count").textContent()).toBe("");

    await page.unroute(queries);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.getByTestId("admin-product-row").count()).toBeGreaterThan(10);
    expect(await page.locator(".admin-count").textContent()).toMatch(/^\d+ products · 0 selected$/);
    await page.close();
  });

  it("narrows the selection to the products a new search shows; bulk changes act on those only", async () => {
    for (const name of ["Selection Sparrow A", "Selection Sparrow B", "Selection Swift"])
      await admin().products.createProduct({ name, productType: "physical", priceData: { price: 10 } });
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    const search = async (text: string, rows: number) => {
      await page.getByLabel("Search products").fill(text);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect.poll(() => page.getByTestId("admin-product-row").count()).toBe(rows);
    };
    const count = () => page.locator(".admin-count").textContent();
    await search("Selection", 3);
    await page.getByLabel("Select Selection Sparrow A").check();
    await page.getByLabel("Select Selection Swift").check();
    expect(await count()).toBe("3 products · 2 selected");

    // Swift is no longer shown: it is no longer selected, and the bulk change is for Sparrow A alone.
    await search("Selection Sparrow", 2);
    expect(await count()).toBe("2 products · 1 selected");
    expect(await page.getByRole("heading", { name: "Change 1 selected" }).count()).toBe(1);
    expect(await page.getByLabel("Select Selection Sparrow A").isChecked()).toBe(true);

    // Shown again, Swift stays unselected.
    await search("Selection", 3);
    expect(await count()).toBe("3 products · 1 selected");
    expect(await page.getByLabel("Select Selection Swift").isChecked()).toBe(false);
    await page.close();
  });

  it("lists hidden products; creates, renames, fills, empties and deletes a collection", async () => {
    const page = await newPage("desktop");
    await admin().products.createProduct({ name: "Hidden heron", productType: "physical", visible: false });
    await signInToDashboard(page, running.storefront.origin);
    // A hidden product is listed for the merchant, marked as such.
    await page.getByLabel("Search products").fill("Hidden heron");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect
      .poll(() => page.getByTestId("admin-product-row").locator('[data-label="Visible"]').allTextContents())
      .toEqual(["Hidden"]);
    expect(await page.locator(".admin-count").textContent()).toBe("1 product · 0 selected");
    await page.getByRole("link", { name: "Collections" }).click();
    await page.getByRole("button", { name: "Create collection" }).click();
    await expect.poll(() => describedError(page.getByLabel("New collection name"))).toBe("must not be empty");

    await page.getByLabel("New collection name").fill("Zephyr picks");
    await page.getByRole("button", { name: "Create collection" }).click();
    const item = page.getByTestId("collection-item").filter({ hasText: "Zephyr picks" });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByLabel("Rename Zephyr picks").fill("Zephyr favourites");
    await item.getByRole("button", { name: "Rename" }).click();
    const renamed = page.getByTestId("collection-item").filter({ hasText: "Zephyr favourites" });
    await expect
      .poll(() => renamed.getByRole("heading").textContent())
      .toBe("Zephyr favourites (0 products)");

    await renamed.getByRole("button", { name: "Products" }).click();
    const picker = renamed.getByLabel("Add a product to Zephyr favourites");
    await expect.poll(() => picker.locator("option").count()).toBeGreaterThan(10);
    const productName = (await picker.locator("option").nth(1).textContent()) ?? "";
    await picker.selectOption({ label: productName });
    await renamed.getByRole("button", { name: "Add", exact: true }).click();
    await expect
      .poll(() => renamed.getByTestId("collection-product").allTextContents())
      .toEqual([`${productName}Remove ${productName} from Zephyr favourites`]);
    await expect.poll(() => renamed.getByRole("heading").textContent()).toBe("Zephyr favourites (1 product)");
    await page.screenshot({ path: `${SCREENSHOTS}admin-collections-desktop.png`, fullPage: true });

    const collectionId = (await admin().products.queryProducts().startsWith("name", productName).find())
      .items[0]?.collectionIds;
    expect(collectionId?.length).toBeGreaterThan(0);

    await renamed.getByRole("button", { name: `Remove ${productName} from Zephyr favourites` }).click();
    await expect.poll(() => renamed.getByTestId("collection-product").count()).toBe(0);
    await renamed.getByRole("button", { name: "Delete Zephyr favourites" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect
      .poll(() => page.getByTestId("collection-item").filter({ hasText: "Zephyr favourites" }).count())
      .toBe(0);
    await page.close();
  });

  it("loads the dashboard on demand", () => {
    const lazy = lazyModules(running.storefront.outDir);
    expect(lazy).toContain("src/app/routes/admin.tsx");
    const shop = measureInitialJavaScript(running.storefront.outDir, "src/app/routes/shop.tsx");
    const dashboard = measureInitialJavaScript(running.storefront.outDir, "src/app/routes/admin.tsx");
    const shopFiles = new Set(shop.files.map((f) => f.file));
    const dashboardOnly = dashboard.files.filter((f) => !shopFiles.has(f.file));
    // The key under which the dashboard keeps the merchant's credentials is in its code only.
    const mentionsCredentials = (file: string) =>
      readFileSync(join(running.storefront.outDir, file), "utf8").includes("vitrine.admin.credentials");
    expect(shop.files.filter((f) => mentionsCredentials(f.file))).toEqual([]);
    expect(dashboardOnly.some((f) => mentionsCredentials(f.file))).toBe(true);
    const gzip = dashboardOnly.reduce((sum, f) => sum + f.gzip, 0);
    console.log(
      `dashboard code loaded only on /admin: ${dashboardOnly.length} files, ${gzip} B gzip; shop page initial: ${shop.gzip} B gzip`,
    );
  });
});

describe("uploading an image in the dashboard", () => {
  beforeAll(() => {
    // Upload URLs are built on the emulator's public URL: the address it really listens on.
    running.storefront.emulator.config.publicUrl = running.storefront.emulator.baseUrl;
  });

  it("adds the uploaded PNG to the product's media, and the shop's gallery shows it", async () => {
    const { page, productId } = await editorOfNewProduct("Pixel Print");
    const field = page.getByLabel("Upload an image");
    expect(await field.getAttribute("accept")).toBe("image/*");
    await field.setInputFiles({ name: "red-pixel.png", mimeType: "image/png", buffer: RED_PIXEL_PNG });
    await expect.poll(() => page.getByTestId("media-item").count()).toBe(1);
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Image uploaded.");

    const stored = await admin().products.getProduct(productId);
    const url = stored.media?.items?.[0]?.image?.url ?? "";
    expect(url).toMatch(new RegExp(`^${running.storefront.emulator.baseUrl}/_media/[^/]+/red-pixel\\.png$`));
    const served = await fetch(url);
    expect(Buffer.from(await served.arrayBuffer()).equals(RED_PIXEL_PNG)).toBe(true);

    const shop = await newPage("desktop");
    await shop.goto(`${running.storefront.origin}/product/${stored.slug}`);
    const picture = shop.locator(".gallery__main img");
    await expect.poll(() => picture.getAttribute("src")).toBe(url);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    await shop.close();
    await page.close();
  });

  it("shows the Media Manager's refusal next to the field and adds nothing", async () => {
    const { page, productId } = await editorOfNewProduct("Not A Picture");
    const field = page.getByLabel("Upload an image");
    await field.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("not a png at all"),
    });
    await expect.poll(() => describedError(field)).toContain("must start with the image/png magic number");
    expect((await admin().products.getProduct(productId)).media?.items ?? []).toEqual([]);
    await page.close();
  });
});
