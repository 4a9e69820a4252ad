/**
 * End to end in real Chromium on a catalogue v3 store: a product page shows the product's brand,
 * availability and info sections, its modifiers (a gift-wrap choice and an engraving text on the
 * stoneware mug), its subscription plans (the Ethiopia coffee beans, also sold once) and
 * pre-order (the sold-out enamel Dutch oven, with the store's message, added as a line); a
 * shopper's modifier choice and engraving reach the cart line's catalogue reference beside the
 * variant's id (the cart page shows them on the line), and a chosen plan its `subscriptionOptionId`.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS } from "./support/browser.ts";
import { cartLine, openCart } from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

interface StoredReference {
  catalogItemId: string;
  options?: Record<string, unknown>;
}

describe("a product page on a catalogue v3 store, in Chromium", () => {
  const running = storefrontInChromium({ catalog: "v3" });

  /** The catalogue references of every cart's lines, as the emulator stored them. */
  async function cartReferences(): Promise<StoredReference[]> {
    const rows = await running.storefront.emulator.db.query<{
      doc: { lineItems: { catalogReference: StoredReference }[] };
    }>("select doc from carts");
    return rows.flatMap((row) => row.doc.lineItems.map((line) => line.catalogReference));
  }

  async function productRow(slug: string) {
    const [row] = await running.storefront.emulator.db.query<{
      id: string;
      variant_id: string;
      brand: string;
    }>(
      `select p.id, v.id as variant_id, b.name as brand from v3_products p join v3_variants v on v.product_id = p.id
         left join v3_brands b on b.id = p.brand_id where p.slug = $1`,
      [slug],
    );
    if (!row) throw new Error(`no product ${slug}`);
    return row;
  }

  async function openProduct(page: Page, slug: string) {
    await page.goto(`${running.storefront.origin}/product/${slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
  }

  it("shows brand, availability, info sections and modifiers; the chosen modifiers reach the cart line", async () => {
    const mug = await productRow("stoneware-mug");
    const page = await openPage(running.browser, "desktop");
    await openProduct(page, "stoneware-mug");
    await expect.poll(() => page.locator(".product__brand").textContent()).toBe(mug.brand);
    await expect
      .poll(() => page.getByTestId("stock").textContent())
      .toMatch(/In stock|Only \d+ left|Sold out/);
    await expect
      .poll(() => page.locator(".product__section summary").allTextContents())
      .toEqual(["Care", "Returns"]);
    const giftWrap = page.getByLabel(/^Gift wrap/);
    await expect
      .poll(() => giftWrap.locator("option").allTextContents())
      .toEqual(["Choose gift wrap", "No", "Yes"]);
    await giftWrap.selectOption({ label: "Yes" });
    await page.getByLabel(/^Engraving/).fill("For Ada");
    await page.screenshot({ path: `${SCREENSHOTS}product-modifiers-v3.png`, fullPage: true });

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByTestId("add-to-cart-status").textContent()).toMatch(/^Added 1 ×/);
    await expect
      .poll(async () => (await cartReferences()).find((r) => r.catalogItemId === mug.id)?.options)
      .toEqual({
        variantId: mug.variant_id,
        options: { giftWrap: "yes" },
        customTextFields: { engraving: "For Ada" },
      });
    await openCart(page, running.storefront.origin);
    const line = cartLine(page, "Stoneware Mug");
    await expect.poll(() => line.textContent()).toContain("Gift wrap: Yes");
    await expect.poll(() => line.textContent()).toContain("Engraving: For Ada");
    await page.close();
  });

  it('offers a sold-out product that takes pre-orders as "Pre-order", with the store\'s message', async () => {
    const oven = await productRow("enamel-dutch-oven");
    const page = await openPage(running.browser, "phone");
    await openProduct(page, "enamel-dutch-oven");
    await expect.poll(() => page.getByTestId("stock").textContent()).toBe("Sold out");
    const button = page.getByRole("button", { name: "Pre-order" });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await expect
      .poll(() => page.getByTestId("preorder-message").textContent())
      .toBe("Pre-order Back in the kitchen in early March.");
    await page.screenshot({ path: `${SCREENSHOTS}product-preorder-v3.png`, fullPage: true });
    await button.click();
    await expect.poll(() => page.getByTestId("add-to-cart-status").textContent()).toMatch(/^Added 1 ×/);
    await expect
      .poll(async () => (await cartReferences()).find((r) => r.catalogItemId === oven.id)?.options?.variantId)
      .toBe(oven.variant_id);
    await page.close();
  });

  it("shows the subscription plans with one-time purchase; a chosen plan reaches the cart line", async () => {
    const beans = await productRow("ethiopia-coffee-beans");
    const page = await openPage(running.browser, "phone");
    await openProduct(page, "ethiopia-coffee-beans");
    const plans = page.getByTestId("subscription-plans");
    await expect.poll(() => plans.getByRole("radio").count()).toBe(3);
    await expect.poll(() => plans.getByRole("radio", { name: "One-time purchase" }).isChecked()).toBe(true);
    await expect.poll(() => plans.textContent()).toContain("Every month · 10% off");
    await expect.poll(() => plans.textContent()).toContain("Every 2 weeks, 6 deliveries");
    await plans.getByRole("radio", { name: /^Monthly/ }).check();
    await page.screenshot({ path: `${SCREENSHOTS}product-subscription-v3.png`, fullPage: true });

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect.poll(() => page.getByTestId("add-to-cart-status").textContent()).toMatch(/^Added 1 ×/);
    const reference = async () => (await cartReferences()).find((r) => r.catalogItemId === beans.id)?.options;
    await expect.poll(async () => (await reference())?.variantId).toBe(beans.variant_id);
    expect(typeof (await reference())?.subscriptionOptionId).toBe("string");
    await page.close();
  });
});
