/**
 * End to end in real Chromium: the merchant's orders in the dashboard of the built storefront,
 * against the emulator, with orders placed through the SDK (a visitor's cart with the demo coupon,
 * its checkout, the merchant's create-order). The list (empty, then newest first; search by number
 * and by e-mail; status filter; older and newer pages), an order's page (lines, totals with the
 * coupon, buyer, shipping address), the product list's and editor's stock after an order (on window
 * focus, and on coming back to products), cancel with restock (stock back at once) and without,
 * the shop's cached stock refreshed once the dashboard sees a new order, a product name holding
 * markup shown as text, an unknown order and a refused key said in words. Screenshots at desktop and phone width.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { DEMO_SITE_ID, signInToDashboard } from "./support/dashboard-steps.ts";
import { type Buyer, placeOrder, stockBySize } from "./support/orders-through-sdk.ts";
import { sellAsDemoShop, sizedProduct } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const ADA: Buyer = { email: "ada.orders@example.com", firstName: "Ada", lastName: "Lovelace" };

const running = storefrontInChromium();
beforeAll(() => sellAsDemoShop(running.storefront.emulator));

const at = (path: string) => `${running.storefront.origin}${path}`;

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(running.browser, viewport);
}

/** Opens the orders page through the dashboard's navigation. */
async function openOrders(page: Page) {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Orders" }).click();
  await page.waitForURL(at("/admin/orders"));
  await page.getByRole("heading", { name: "Orders", level: 1 }).waitFor();
}

/** The stock the product list shows for the product named `name` (searched). */
async function listedStock(page: Page, name: string): Promise<string | null> {
  const row = page.getByTestId("admin-product-row").filter({ hasText: name });
  await row.waitFor();
  return row.getByTestId("admin-product-stock").textContent();
}

/** The stock cells of the product editor's variants table, by variant. */
async function editorStock(page: Page): Promise<Record<string, string>> {
  await expect.poll(() => page.getByTestId("variant-row").count()).toBe(2);
  return Object.fromEntries(
    await Promise.all(
      ["S", "M"].map(async (size) => [size, await page.getByLabel(`Stock of ${size}`).inputValue()]),
    ),
  );
}

/** Tells the page it is shown again, as a browser does when its tab regains focus (TanStack Query then refetches stale queries). */
function regainFocus(page: Page) {
  return page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
}

describe("orders in the merchant dashboard", () => {
  it("lists orders newest first with search, status filter and pages; stock follows an order on focus and on coming back", async () => {
    const { id: productId } = await sizedProduct(running.storefront.emulator, "Orders Tee", { S: 30, M: 30 });
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    await openOrders(page);
    await expect.poll(() => page.getByTestId("admin-orders-summary").textContent()).toBe("No orders yet.");

    // The product list, open before the order: 60 units (30 of each size).
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByLabel("Search products").fill("Orders Tee");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => listedStock(page, "Orders Tee")).toBe("60");

    const first = await placeOrder(running.storefront.emulator, productId, { S: 2, M: 1 }, ADA, "VITRINE10");
    expect(await stockBySize(running.storefront.emulator, productId)).toEqual({ S: 28, M: 29 });
    // The list is not live; the window regaining focus reads it again.
    await regainFocus(page);
    await expect.poll(() => listedStock(page, "Orders Tee")).toBe("57");

    // The orders list shows the order.
    await openOrders(page);
    const rows = page.getByTestId("admin-order-row");
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getByRole("link").textContent()).toBe(`Order ${first.number}`);
    expect(await row.locator('[data-label="Buyer"]').textContent()).toBe(`${ADA.email}Ada Lovelace`);
    // 60.00 − 6.00 (VITRINE10) + 5.00 shipping + 8 % of 54.00 (4.32) = 63.32
    expect(await row.locator('[data-label="Total"]').textContent()).toBe("$63.32");
    expect(await row.getByTestId("admin-order-status").textContent()).toBe("Approved Paid");

    // An order's page: lines, totals, buyer, shipping address.
    await row.getByRole("link").click();
    await page.waitForURL(at(`/admin/orders/${first.id}`));
    await page.getByRole("heading", { name: `Order ${first.number}`, level: 1 }).waitFor();
    const lines = page.getByTestId("admin-order-line");
    await expect.poll(() => lines.count()).toBe(2);
    const lineTexts = await lines.evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((cell) => cell.textContent)),
    );
    expect(lineTexts).toEqual([
      ["Orders Tee", "Size: S", "2", "$20.00", "$40.00"],
      ["Orders Tee", "Size: M", "1", "$20.00", "$20.00"],
    ]);
    const totals = await page
      .getByTestId("admin-order-totals")
      .locator("div")
      .evaluateAll((rows) => rows.map((div) => div.textContent));
    expect(totals).toEqual([
      "Subtotal$60.00",
      "Discount (VITRINE10)$6.00",
      "Shipping$5.00",
      "Tax$4.32",
      "Total$63.32",
    ]);
    expect(await page.getByTestId("admin-order-buyer").innerText()).toBe(
      `Ada Lovelace\n${ADA.email}\nVisitor`,
    );
    expect(await page.getByTestId("admin-order-shipping").innerText()).toBe(
      "Ada Lovelace\n12 Analytical Row\nLondon N1 7AA\nGB",
    );
    await page.screenshot({ path: `${SCREENSHOTS}admin-order-desktop.png`, fullPage: true });

    // Back to products through the navigation: the editor and the list show the stock as it is.
    await page.getByRole("link", { name: "Products", exact: true }).click();
    await page.getByLabel("Search products").fill("Orders Tee");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => listedStock(page, "Orders Tee")).toBe("57");
    await page.getByRole("link", { name: "Orders Tee" }).click();
    await page.getByRole("heading", { name: "Orders Tee", level: 1 }).waitFor();
    expect(await editorStock(page)).toEqual({ S: "28", M: "29" });
    // An order while the editor is open: coming back to it from products shows it.
    await placeOrder(running.storefront.emulator, productId, { M: 4 }, ADA);
    await page.getByRole("link", { name: "← Products" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Orders Tee", level: 1 }).waitFor();
    await expect.poll(() => editorStock(page)).toEqual({ S: "28", M: "25" });

    // More orders than a page holds (20): older and newer pages, newest first.
    for (let index = 0; index < 20; index += 1)
      await placeOrder(
        running.storefront.emulator,
        productId,
        { S: 1 },
        {
          email: `buyer${index}@example.com`,
          firstName: "Buyer",
          lastName: String(index),
        },
      );
    await openOrders(page);
    await expect.poll(() => rows.count()).toBe(20);
    expect(await page.getByTestId("admin-orders-summary").textContent()).toBe(
      "20 orders on this page, newest first",
    );
    const numbers = await rows.getByRole("link").allTextContents();
    expect(numbers[0]).toBe(`Order ${Number(first.number) + 21}`);
    expect(numbers.at(-1)).toBe(`Order ${Number(first.number) + 2}`);
    await page.getByRole("button", { name: "Older orders" }).click();
    await expect
      .poll(() => rows.getByRole("link").allTextContents())
      .toEqual([`Order ${Number(first.number) + 1}`, `Order ${first.number}`]);
    expect(await page.getByRole("button", { name: "Older orders" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Newer orders" }).click();
    await expect.poll(() => rows.count()).toBe(20);
    expect(await page.getByRole("button", { name: "Newer orders" }).isDisabled()).toBe(true);

    // Search by number, by the start of an e-mail (any case), and filter by status.
    await page.getByLabel("Search orders").fill(first.number);
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => rows.getByRole("link").allTextContents()).toEqual([`Order ${first.number}`]);
    await page.getByLabel("Search orders").fill("ADA.ORDERS@");
    await page.getByRole("button", { name: "Search" }).click();
    await expect
      .poll(() => rows.getByRole("link").allTextContents())
      .toEqual([`Order ${Number(first.number) + 1}`, `Order ${first.number}`]);
    await page.getByLabel("Status").selectOption("CANCELED");
    await expect.poll(() => page.getByTestId("admin-orders-summary").textContent()).toBe("No orders match.");
    expect(await rows.count()).toBe(0);
    await page.close();
  });

  it("cancels an order with restock (stock back at once) and one without (stock unchanged), after a confirmation", async () => {
    const emulator = running.storefront.emulator;
    const { id: productId } = await sizedProduct(emulator, "Cancel Tee", { S: 6, M: 6 });
    const restocked = await placeOrder(emulator, productId, { S: 2, M: 3 }, ADA);
    const kept = await placeOrder(emulator, productId, { S: 1 }, ADA);
    expect(await stockBySize(emulator, productId)).toEqual({ S: 3, M: 3 });

    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    // The editor, read before the cancel, stays in the cache while the order's page is open.
    await page.goto(at(`/admin/products/${encodeURIComponent(productId)}`));
    await page.getByRole("heading", { name: "Cancel Tee", level: 1 }).waitFor();
    expect(await editorStock(page)).toEqual({ S: "3", M: "3" });
    await openOrders(page);
    await page.getByRole("link", { name: `Order ${restocked.number}` }).click();
    await page.getByRole("heading", { name: `Order ${restocked.number}`, level: 1 }).waitFor();

    // Dismissing the dialog changes nothing.
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: `Cancel order ${restocked.number}?` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("The order is canceled and 5 items go back in stock.");
    await dialog.getByRole("button", { name: "Keep order" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await stockBySize(emulator, productId)).toEqual({ S: 3, M: 3 });

    expect(await page.getByLabel(/^Restock items/).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Cancel order" }).click();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    const status = page.getByTestId("admin-order-status");
    await expect.poll(() => status.textContent()).toMatch(/^Canceled · Paid · placed /);
    await expect.poll(() => status.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: "Cancel order" }).count()).toBe(0);
    expect(await page.getByTestId("admin-order-line").first().textContent()).toContain("(2 restocked)");
    expect(await stockBySize(emulator, productId)).toEqual({ S: 5, M: 6 });
    await page.screenshot({ path: `${SCREENSHOTS}admin-order-canceled-desktop.png`, fullPage: true });

    // The editor shows the restocked units at once (client-side navigation, no reload).
    await page.goBack();
    await page.goBack();
    await page.getByRole("heading", { name: "Cancel Tee", level: 1 }).waitFor();
    await expect.poll(() => editorStock(page)).toEqual({ S: "5", M: "6" });

    // Without restock: canceled, the stock stays as it is.
    await page.goto(at(`/admin/orders/${encodeURIComponent(kept.id)}`));
    await page.getByRole("heading", { name: `Order ${kept.number}`, level: 1 }).waitFor();
    await page.getByLabel(/^Restock items/).uncheck();
    await page.getByRole("button", { name: "Cancel order" }).click();
    const keptDialog = page.getByRole("dialog", { name: `Cancel order ${kept.number}?` });
    expect(await keptDialog.textContent()).toContain("its items are not put back in stock");
    await keptDialog.getByRole("button", { name: "Cancel order" }).click();
    await expect.poll(() => page.getByTestId("admin-order-status").textContent()).toMatch(/^Canceled/);
    expect(await stockBySize(emulator, productId)).toEqual({ S: 5, M: 6 });

    // The list filtered by status shows both as canceled.
    await openOrders(page);
    await page.getByLabel("Status").selectOption("CANCELED");
    await expect
      .poll(() => page.getByTestId("admin-order-row").getByRole("link").allTextContents())
      .toEqual(expect.arrayContaining([`Order ${kept.number}`, `Order ${restocked.number}`]));
    await page.close();
  });

  it("an order the dashboard newly sees refreshes the shop's cached product in the same tab", async () => {
    const emulator = running.storefront.emulator;
    const { id: productId } = await sizedProduct(emulator, "Fresh Tee", { S: 3, M: 3 });
    await placeOrder(emulator, productId, { M: 1 }, ADA);
    const page = await newPage("desktop");
    await signInToDashboard(page, running.storefront.origin);
    // From the editor into the shop and back to the dashboard, all in the page (one query cache).
    await page.goto(at(`/admin/products/${encodeURIComponent(productId)}`));
    await page.getByRole("link", { name: "View in the shop" }).click();
    await page.getByRole("heading", { name: "Fresh Tee", level: 1 }).waitFor();
    await page.getByLabel("Size", { exact: true }).selectOption("S");
    await expect.poll(() => page.getByTestId("stock").textContent()).toBe("Only 3 left");
    await page.getByRole("link", { name: "Merchant dashboard" }).click();
    await openOrders(page);
    await expect.poll(() => page.getByTestId("admin-order-row").count()).toBeGreaterThan(0);

    const order = await placeOrder(emulator, productId, { S: 1 }, ADA);
    await regainFocus(page);
    await expect
      .poll(() => page.getByTestId("admin-order-row").first().getByRole("link").textContent())
      .toBe(`Order ${order.number}`);
    // Back to the shop's product page within its minute of freshness: it reads the stock again.
    await page.goBack();
    await page.goBack();
    await page.getByRole("heading", { name: "Fresh Tee", level: 1 }).waitFor();
    await page.getByLabel("Size", { exact: true }).selectOption("S");
    await expect.poll(() => page.getByTestId("stock").textContent()).toBe("Only 2 left");
    await page.close();
  });

  it("shows a product name holding markup as text on the order page", async () => {
    const emulator = running.storefront.emulator;
    const hostile = `Tee <img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    const { id: productId } = await sizedProduct(emulator, hostile, { S: 2, M: 2 });
    const order = await placeOrder(emulator, productId, { S: 1 }, ADA);
    const page = await newPage("desktop");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInToDashboard(page, running.storefront.origin);
    await page.goto(at(`/admin/orders/${encodeURIComponent(order.id)}`));
    await page.getByRole("heading", { name: `Order ${order.number}`, level: 1 }).waitFor();
    const item = page.getByTestId("admin-order-line").first().getByRole("rowheader");
    expect(await item.textContent()).toBe(hostile);
    expect(await item.locator("img, script").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });

  it("says so in words: an unknown order, a refused key; and fits a phone", async () => {
    const emulator = running.storefront.emulator;
    const { id: productId } = await sizedProduct(emulator, "Phone Tee", { S: 5, M: 5 });
    const order = await placeOrder(emulator, productId, { S: 1 }, ADA);
    const page = await newPage("phone");
    await signInToDashboard(page, running.storefront.origin);
    await page.goto(at("/admin/orders/no-such-order"));
    await page.getByRole("heading", { name: "This order does not exist", level: 1 }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(1);

    await page.goto(at("/admin/orders"));
    await expect.poll(() => page.getByTestId("admin-order-row").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-orders-phone.png`, fullPage: true });
    await page.goto(at(`/admin/orders/${encodeURIComponent(order.id)}`));
    await page.getByRole("heading", { name: `Order ${order.number}`, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-order-phone.png`, fullPage: true });

    // A key the server no longer accepts (kept in the tab's sessionStorage): the list says why.
    await page.evaluate(
      (siteId) =>
        sessionStorage.setItem(
          "vitrine.admin.credentials",
          JSON.stringify({ apiKey: "revoked-key", siteId }),
        ),
      DEMO_SITE_ID,
    );
    await page.goto(at("/admin/orders"));
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("The orders could not be loaded: The API key was not accepted. Try again");
    await page.close();
  });
});
