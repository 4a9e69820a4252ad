/**
 * End to end in real Chromium on a catalogue v3 store: a merchant creates a product in the
 * dashboard, edits its name and price (the shop shows them), meets a stale revision (someone saved
 * the product meanwhile: the conflict shows, the typed changes stay and save over the latest
 * version), changes its inventory through its inventory item (sold out, taking pre-orders; a counted
 * quantity through a stale revision; the shop's product page shows them), and deletes it (the shop no longer has it);
 * and adds and removes a product's options and choices (the variants that stay keep their id and
 * price; the shop offers the choices).
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { getProduct, inventoryItemsV3, productsV3 } from "@vitrine/sdk/catalog-v3";
import { describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS } from "./support/browser.ts";
import { DEMO_API_KEY, DEMO_SITE_ID, signInToDashboard } from "./support/dashboard-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

describe("the dashboard's products on a catalogue v3 store, in Chromium", () => {
  const running = storefrontInChromium({ catalog: "v3" });

  /** The merchant client the test checks and changes the server's state with. */
  const admin = () =>
    createClient({
      baseUrl: running.storefront.emulator.baseUrl,
      modules: { productsV3: { ...productsV3, getProduct }, inventoryItemsV3 },
      auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    });

  it("lists, creates, edits (through a stale-revision conflict), restocks and deletes a product", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    await expect.poll(() => page.getByTestId("product-table").locator("tbody tr").count()).toBe(60);

    // Create.
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name").fill("Walnut Spoon");
    await page.getByLabel("Price").fill("12.50");
    await page.getByRole("button", { name: "Create product" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Walnut Spoon", level: 1 }).count()).toBe(1);
    const productId = page.url().split("/").pop() ?? "";
    const created = await admin().productsV3.getProduct(productId);
    expect(Number(created.variantsInfo?.variants?.[0]?.price?.actualPrice?.amount)).toBe(12.5);

    // Edit name and price.
    const form = page.getByRole("form", { name: "Product details" });
    await form.getByLabel("Name").fill("Walnut Serving Spoon");
    await form.getByLabel("Price").fill("14");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Saved.");
    await expect
      .poll(async () => (await admin().productsV3.getProduct(productId)).name)
      .toBe("Walnut Serving Spoon");

    // Someone else saves meanwhile: the merchant's save meets a stale revision.
    const latest = await admin().productsV3.getProduct(productId);
    await admin().productsV3.updateProduct(productId, {
      revision: latest.revision ?? "",
      plainDescription: "Carved from one piece of walnut.",
    });
    await form.getByLabel("Name").fill("Walnut Spoon, large");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect
      .poll(() => form.getByRole("alert").textContent())
      .toMatch(/^Someone else saved this product/);
    expect(await form.getByLabel("Name").inputValue()).toBe("Walnut Spoon, large");
    await page.screenshot({ path: `${SCREENSHOTS}admin-v3-conflict-desktop.png`, fullPage: true });
    await form.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Saved.");
    await expect
      .poll(async () => (await admin().productsV3.getProduct(productId)).name)
      .toBe("Walnut Spoon, large");

    // Inventory: the new product's stock is not counted; mark it out of stock, taking pre-orders.
    const stock = page.getByRole("form", { name: "Inventory, the product" });
    await stock.getByLabel("In stock, the product").uncheck();
    await stock.getByLabel("Pre-order when sold out, the product").check();
    await stock.getByLabel(/^Pre-order message, the product/).fill("Carving more by June.");
    await stock.getByRole("button", { name: "Save stock" }).click();
    await expect
      .poll(async () => {
        const [saved] = (
          await admin().inventoryItemsV3.queryInventoryItems().eq("productId", productId).find()
        ).items;
        return [saved?.inStock, saved?.preorderInfo?.enabled, saved?.preorderInfo?.message];
      })
      .toEqual([false, true, "Carving more by June."]);

    // The shop shows the product as edited, sold out.
    const shop = await openPage(running.browser, "phone");
    const slug = (await admin().productsV3.getProduct(productId)).slug ?? "";
    await shop.goto(`${running.storefront.origin}/product/${slug}`);
    await expect
      .poll(() => shop.getByRole("heading", { level: 1 }).textContent())
      .toBe("Walnut Spoon, large");
    await expect.poll(() => shop.getByTestId("stock").textContent()).toBe("Sold out");
    await expect
      .poll(() => shop.getByTestId("preorder-message").textContent())
      .toBe("Pre-order Carving more by June.");
    await expect
      .poll(() => shop.locator('.product__info [data-testid="price"]').textContent())
      .toContain("14.00");

    // Delete.
    await page.getByRole("button", { name: "Delete product" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Products", level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("product-table").locator("tbody tr").count()).toBe(60);
    await shop.reload();
    await expect
      .poll(() => shop.getByRole("heading", { level: 1 }).textContent())
      .not.toBe("Walnut Spoon, large");
    await shop.close();
    await page.close();
  });

  it("edits one variant's price of a product with options; the other variants keep theirs", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    const [shirt] = await running.storefront.emulator.db.query<{ id: string }>(
      "select id from v3_products where slug = 'linen-shirt'",
    );
    const before = await admin().productsV3.getProduct(shirt?.id ?? "", {
      fields: ["VARIANT_OPTION_CHOICE_NAMES"],
    });
    const variant = before.variantsInfo?.variants?.find((v) =>
      v.choices?.some((c) => c.optionChoiceNames?.choiceName === "XL"),
    );
    const names = (variant?.choices ?? []).map((c) => c.optionChoiceNames?.choiceName).join(" / ");
    await page.goto(`${running.storefront.origin}/admin/products/${shirt?.id}`);
    const form = page.getByRole("form", { name: "Product details" });
    await form.getByLabel(`Price, ${names}`, { exact: true }).fill("99.99");
    await form.getByRole("button", { name: "Save product" }).click();
    await expect.poll(() => form.getByRole("status").textContent()).toBe("Saved.");
    const after = await admin().productsV3.getProduct(shirt?.id ?? "");
    const prices = new Map(after.variantsInfo?.variants?.map((v) => [v.id, v.price?.actualPrice?.amount]));
    expect(Number(prices.get(variant?.id))).toBe(99.99);
    expect(prices.size).toBe(before.variantsInfo?.variants?.length);
    for (const other of before.variantsInfo?.variants ?? [])
      if (other.id !== variant?.id)
        expect(Number(prices.get(other.id))).toBe(Number(other.price?.actualPrice?.amount));
    await page.close();
  });

  it("counts the stock of a tracked variant through its inventory item (through a stale revision), and the shop shows it", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    const [mug] = await running.storefront.emulator.db.query<{ id: string }>(
      "select id from v3_products where slug = 'stoneware-mug'",
    );
    await page.goto(`${running.storefront.origin}/admin/products/${mug?.id}`);
    const stock = page.getByRole("form", { name: "Inventory, the product" });
    const quantity = stock.getByLabel("Quantity, the product");
    await expect.poll(() => quantity.count()).toBe(1);

    // An order, or another save, changes the item meanwhile: the merchant's save is stale.
    const [item] = (
      await admin()
        .inventoryItemsV3.queryInventoryItems()
        .eq("productId", mug?.id ?? "")
        .find()
    ).items;
    await admin().inventoryItemsV3.updateInventoryItem(item?.id ?? "", {
      revision: item?.revision ?? "",
      quantity: 7,
    });
    await quantity.fill("3");
    await stock.getByRole("button", { name: "Save stock" }).click();
    await expect
      .poll(() => stock.getByRole("alert").textContent())
      .toMatch(/^The stock changed since it was read/);
    expect(await quantity.inputValue()).toBe("3");
    await stock.getByRole("button", { name: "Save stock" }).click();
    await expect.poll(() => stock.getByRole("status").textContent()).toBe("Stock saved.");
    const shop = await openPage(running.browser, "phone");
    await shop.goto(`${running.storefront.origin}/product/stoneware-mug`);
    await expect.poll(() => shop.getByTestId("stock").textContent()).toBe("Only 3 left");
    await shop.close();
    await page.close();
  });
  it("adds an option with choices, removes a choice, then the option; variants that stay keep their id and price, and the shop follows", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    const created = await admin().productsV3.createProduct({
      name: "Option Tumbler",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: "18" } } }] },
    });
    const productId = created.id ?? "";
    const first = created.variantsInfo?.variants?.[0]?.id;
    const read = () => admin().productsV3.getProduct(productId, { fields: ["VARIANT_OPTION_CHOICE_NAMES"] });
    const variantsOf = async () =>
      ((await read()).variantsInfo?.variants ?? []).map((v) => ({
        id: v.id,
        choice: (v.choices ?? []).map((c) => c.optionChoiceNames?.choiceName).join(" / "),
        price: Number(v.price?.actualPrice?.amount),
      }));
    await page.goto(`${running.storefront.origin}/admin/products/${productId}`);
    const options = page.getByRole("form", { name: "Product options" });

    // Add "Colour" as swatches with three choices: three variants, the first is the product's own.
    await options.getByRole("button", { name: "Add option" }).click();
    await options.getByLabel("Option 1 name").fill("Colour");
    await options.getByLabel("Option 1 shown as").selectOption("color");
    await options.getByLabel("Option 1 choices").fill("Sand #d2b48c, Slate #708090, Moss #8a9a5b");
    await options.getByRole("button", { name: "Save options" }).click();
    await expect.poll(() => options.getByRole("status").textContent()).toBe("Options saved.");
    const saved = await read();
    expect(
      saved.options?.map((o) => [o.name, o.optionRenderType, o.choicesSettings?.choices?.map((c) => c.name)]),
    ).toEqual([["Colour", "SWATCH_CHOICES", ["Sand", "Slate", "Moss"]]]);
    const three = await variantsOf();
    expect(three.map(({ choice, price }) => [choice, price])).toEqual([
      ["Sand", 18],
      ["Slate", 18],
      ["Moss", 18],
    ]);
    expect(three[0]?.id).toBe(first);
    // The price fields follow the new variants.
    const details = page.getByRole("form", { name: "Product details" });
    await expect.poll(() => details.getByLabel("Price, Slate", { exact: true }).count()).toBe(1);

    // Remove the choice "Slate": its variant goes, the others stay as they were.
    await options.getByLabel("Option 1 choices").fill("Sand #d2b48c, Moss #8a9a5b");
    await options.getByRole("button", { name: "Save options" }).click();
    await expect.poll(async () => (await variantsOf()).map((v) => v.choice)).toEqual(["Sand", "Moss"]);
    expect((await variantsOf()).map((v) => v.id)).toEqual([three[0]?.id, three[2]?.id]);
    await expect.poll(() => details.getByLabel("Price, Slate", { exact: true }).count()).toBe(0);

    // The shop offers the two colours.
    const shop = await openPage(running.browser, "phone");
    await shop.goto(`${running.storefront.origin}/product/${saved.slug}`);
    await expect.poll(() => shop.getByRole("radio", { name: "Moss", exact: true }).count()).toBe(1);
    expect(await shop.getByRole("radio", { name: "Slate", exact: true }).count()).toBe(0);
    await shop.close();

    // Remove the option: one variant again, the product's first.
    await options.getByRole("button", { name: "Remove option 1" }).click();
    await options.getByRole("button", { name: "Save options" }).click();
    await expect.poll(async () => (await read()).options?.length ?? 0).toBe(0);
    expect(await variantsOf()).toEqual([{ id: first, choice: "", price: 18 }]);
    await page.close();
  });

  it("refuses options without a name or choices next to their fields, and sends nothing", async () => {
    const page = await openPage(running.browser, "desktop");
    await signInToDashboard(page, running.storefront.origin);
    const [mug] = await running.storefront.emulator.db.query<{ id: string }>(
      "select id from v3_products where slug = 'stoneware-mug'",
    );
    const before = await admin().productsV3.getProduct(mug?.id ?? "");
    await page.goto(`${running.storefront.origin}/admin/products/${mug?.id}`);
    const options = page.getByRole("form", { name: "Product options" });
    await options.getByRole("button", { name: "Add option" }).waitFor();
    const count = (before.options ?? []).length;
    await options.getByRole("button", { name: "Add option" }).click();
    await options.getByRole("button", { name: "Save options" }).click();
    const name = options.getByLabel(`Option ${count + 1} name`);
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await options.getByTestId("field-error").allTextContents()).toEqual([
      "Enter the option's name.",
      "Enter at least one choice.",
    ]);
    expect((await admin().productsV3.getProduct(mug?.id ?? "")).revision).toBe(before.revision);
    await page.close();
  });
});
