/**
 * End to end in real Chromium on a catalogue v3 store, whose collections are its categories: the
 * dashboard's collections page lists every category by name with its count of products and a link
 * to it in the shop; the merchant creates a category (an empty name is refused next to the field),
 * changes its name, slug, description and visibility, adds a product to it and removes it, and
 * deletes it, and the store has each change. A save over a stale revision shows the store's
 * reason and, saved again, applies over the latest version; a taken slug shows the store's reason
 * and a malformed one the store's rule next to the field. After any other failed save (the name
 * saved, the visibility refused) the page shows the store's state and keeps what was typed, and
 * the next save applies it. The page fits a phone's width.
 */
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import { categories, productItem } from "@vitrine/sdk/catalog-v3";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS, VIEWPORTS } from "./support/browser.ts";
import { DEMO_API_KEY, DEMO_SITE_ID, signInToDashboard } from "./support/dashboard-steps.ts";
import { describedError } from "./support/described-error.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

describe("categories as collections in the dashboard of a catalogue v3 store, in Chromium", () => {
  const running = storefrontInChromium({ catalog: "v3" });

  /** The merchant client the test prepares and checks the server's state with. */
  const admin = () =>
    createClient({
      baseUrl: running.storefront.emulator.baseUrl,
      modules: { categories },
      auth: ApiKeyStrategy({ apiKey: DEMO_API_KEY, siteId: DEMO_SITE_ID }),
    });

  async function openCollections(viewport: keyof typeof VIEWPORTS = "desktop"): Promise<Page> {
    const page = await openPage(running.browser, viewport);
    await signInToDashboard(page, running.storefront.origin);
    await page.getByRole("link", { name: "Collections", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Collections", level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("collection-item").count()).toBeGreaterThan(0);
    return page;
  }

  /** The card of the category named `name`, whatever its count. */
  const itemNamed = (page: Page, name: string) =>
    page
      .getByTestId("collection-item")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^${name} \\(`) }) });
  const headingOf = (item: Locator) => item.getByRole("heading").textContent();

  it("lists the categories by name; creates, changes, fills, empties and deletes one", async () => {
    const page = await openCollections();
    await expect.poll(() => page.getByTestId("collection-item").count()).toBe(10);
    const titles = await page.locator(".collection-item__title").allTextContents();
    for (const title of titles) expect(title).toMatch(/^.+ \(\d+ products?\)$/);
    const names = titles.map((title) => title.replace(/ \(.*$/, ""));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await page.getByRole("button", { name: "Create collection" }).click();
    await expect.poll(() => describedError(page.getByLabel("New collection name"))).toBe("must not be empty");
    await page.getByLabel("New collection name").fill("Zephyr picks");
    await page.getByRole("button", { name: "Create collection" }).click();
    const created = itemNamed(page, "Zephyr picks");
    await expect.poll(() => headingOf(created)).toBe("Zephyr picks (0 products)");

    await created.getByLabel("Name", { exact: true }).fill("Zephyr favourites");
    await created.getByLabel("Slug").fill("zephyr-favourites");
    await created.getByLabel("Description").fill("Hand-picked by the shop");
    await created.getByLabel("Visible in the shop").uncheck();
    await created.getByRole("button", { name: "Save" }).click();
    const item = itemNamed(page, "Zephyr favourites");
    await expect.poll(() => headingOf(item)).toBe("Zephyr favourites (0 products · hidden)");
    // The category read again can render a task before the save's own state says "Saved.".
    await expect.poll(() => item.getByRole("status").textContent()).toBe("Saved.");
    expect(await item.getByRole("link", { name: "View in the shop" }).count()).toBe(0);
    const [stored] = (
      await admin()
        .categories.queryCategories({ returnNonVisibleCategories: true, fields: ["DESCRIPTION"] })
        .eq("slug", "zephyr-favourites")
        .find()
    ).items;
    expect(stored).toMatchObject({
      name: "Zephyr favourites",
      description: "Hand-picked by the shop",
      visible: false,
    });
    const id = stored?.id ?? "";

    await item.getByLabel("Visible in the shop").check();
    await item.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => headingOf(item)).toBe("Zephyr favourites (0 products)");
    expect(await item.getByRole("link", { name: "View in the shop" }).count()).toBe(1);
    expect((await admin().categories.getCategory(id)).visible).toBe(true);

    await item.getByRole("button", { name: "Products" }).click();
    const picker = item.getByLabel("Add a product to Zephyr favourites");
    await expect.poll(() => picker.locator("option").count()).toBeGreaterThan(5);
    const productName = (await picker.locator("option").nth(1).textContent()) ?? "";
    const productId = (await picker.locator("option").nth(1).getAttribute("value")) ?? "";
    await picker.selectOption({ label: productName });
    await item.getByRole("button", { name: "Add", exact: true }).click();
    await expect
      .poll(() => item.getByTestId("collection-product").allTextContents())
      .toEqual([`${productName}Remove ${productName} from Zephyr favourites`]);
    await expect.poll(() => headingOf(item)).toBe("Zephyr favourites (1 product)");
    expect(
      (await admin().categories.listCategoriesForItem(productItem(productId))).directCategoryIds,
    ).toContain(id);
    await page.screenshot({ path: `${SCREENSHOTS}admin-collections-v3-desktop.png`, fullPage: true });

    await item.getByRole("button", { name: `Remove ${productName} from Zephyr favourites` }).click();
    await expect.poll(() => item.getByTestId("collection-product").count()).toBe(0);
    expect(
      (await admin().categories.listCategoriesForItem(productItem(productId))).directCategoryIds,
    ).not.toContain(id);

    await expect.poll(() => headingOf(item)).toBe("Zephyr favourites (0 products)");
    await item.getByRole("button", { name: "Delete Zephyr favourites" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect.poll(() => page.getByTestId("collection-item").count()).toBe(10);
    const gone = await admin()
      .categories.getCategory(id)
      .catch((error: unknown) => error);
    expect(isApplicationError(gone) && gone.code).toBe("CATEGORY_NOT_FOUND");

    await page.getByRole("link", { name: "View in the shop" }).first().click();
    await expect.poll(() => page.getByRole("heading", { name: names[0] ?? "", level: 1 }).count()).toBe(1);
    await page.close();
  });

  it("shows the store's reason for a stale revision and a taken slug, and its rule for a malformed slug", async () => {
    const category = await admin().categories.createCategory({ name: "Zephyr stale" });
    const page = await openCollections();
    const item = itemNamed(page, "Zephyr stale");
    await expect.poll(() => item.count()).toBe(1);
    // Someone else saves the category after the page read it.
    await admin().categories.updateCategory(category.id ?? "", {
      revision: category.revision ?? "",
      description: "Changed elsewhere",
    });

    await item.getByLabel("Name", { exact: true }).fill("Zephyr fresh");
    await item.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => item.getByRole("alert").textContent())
      .toMatch(/^The category's revision is 2, not 1: read it again and retry\. .*save again/);
    expect((await admin().categories.getCategory(category.id ?? "")).name).toBe("Zephyr stale");
    // The latest version is read again (the description changed elsewhere) and the typed name
    // stays: saving again applies the name over it.
    expect(await item.getByLabel("Name", { exact: true }).inputValue()).toBe("Zephyr fresh");
    await expect.poll(() => item.getByLabel("Description").inputValue()).toBe("Changed elsewhere");
    await item.getByRole("button", { name: "Save" }).click();
    const fresh = itemNamed(page, "Zephyr fresh");
    await expect.poll(() => fresh.getByRole("status").textContent()).toBe("Saved.");
    expect(
      await admin().categories.getCategory(category.id ?? "", { fields: ["DESCRIPTION"] }),
    ).toMatchObject({
      name: "Zephyr fresh",
      description: "Changed elsewhere",
    });

    const [other] = (await admin().categories.queryCategories().ascending("name").limit(1).find()).items;
    await fresh.getByLabel("Slug").fill(other?.slug ?? "");
    await fresh.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => fresh.getByRole("alert").textContent())
      .toBe(`A category has slug ${other?.slug}.`);
    await fresh.getByLabel("Slug").fill("Not A Slug");
    await fresh.getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => describedError(fresh.getByLabel("Slug")))
      .toBe("must be lower-case letters and digits separated by single dashes");
    expect((await admin().categories.getCategory(category.id ?? "")).slug).not.toBe(other?.slug);
    await page.close();
  });

  it("after a failed save that is no stale revision, shows the store's state and keeps what was typed", async () => {
    const shelf = await admin().categories.createCategory({ name: "Zephyr shelf", visible: false });
    await admin().categories.createCategory({
      name: "Zephyr lamps",
      visible: false,
      parentCategory: { id: shelf.id ?? "" },
    });
    const page = await openCollections();
    const lamps = itemNamed(page, "Zephyr lamps");
    await expect.poll(() => lamps.count()).toBe(1);

    // The name is saved; showing the category under its hidden parent is refused.
    await lamps.getByLabel("Name", { exact: true }).fill("Zephyr lights");
    await lamps.getByLabel("Visible in the shop").check();
    await lamps.getByRole("button", { name: "Save" }).click();
    const lights = itemNamed(page, "Zephyr lights");
    await expect.poll(() => lights.count()).toBe(1);
    await expect.poll(() => headingOf(lights)).toBe("Zephyr lights (0 products · hidden)");
    expect(await lights.getByRole("alert").textContent()).toBe(
      "A visible category cannot sit under a hidden one.",
    );
    expect(await lights.getByLabel("Name", { exact: true }).inputValue()).toBe("Zephyr lights");
    expect(await lights.getByLabel("Visible in the shop").isChecked()).toBe(true);

    // Once the parent is shown, saving again shows the category: the page holds its new revision.
    await admin().categories.updateCategoryVisibility(shelf.id ?? "", {
      visible: true,
      revision: shelf.revision ?? "",
    });
    await lights.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => lights.getByRole("status").textContent()).toBe("Saved.");
    await expect.poll(() => headingOf(lights)).toBe("Zephyr lights (0 products)");
    const [stored] = (
      await admin()
        .categories.queryCategories({ returnNonVisibleCategories: true })
        .eq("name", "Zephyr lights")
        .find()
    ).items;
    expect(stored).toMatchObject({ visible: true, parentCategory: { id: shelf.id } });
    await page.close();
  });

  it("fits a phone's width, with a category's products open", async () => {
    const page = await openCollections("phone");
    const item = page.getByTestId("collection-item").first();
    await item.getByRole("button", { name: "Products" }).click();
    await expect.poll(() => item.getByTestId("collection-product").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    await page.screenshot({ path: `${SCREENSHOTS}admin-collections-v3-phone.png`, fullPage: true });
    await page.close();
  });
});
