/**
 * The category calls of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP (a v3 demo
 * store): a merchant creates a category, changes it with the current revision (a stale one and a
 * taken slug are refused with the store's codes), shows and hides it, counts and deletes it; adds
 * products to it and removes them (the counter, the category's item list by cursor and the
 * product's categories follow); the query builder pages by cursor and `iterateCursorQuery` walks
 * every page; a visitor reads but may not write. Description, breadcrumbs and rich description
 * come back on each call whose `fields` ask for them, and only then.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { isValidationError } from "@vitrine/sdk";
import {
  type Category,
  type CategoryField,
  iterateCursorQuery,
  productItem,
  STORES_TREE,
} from "@vitrine/sdk/catalog-v3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 categories against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  beforeEach(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterEach(() => t.close());

  it("create, read by id and slug, update with the revision, show and hide, count, delete", async () => {
    const before = await admin.categories.countCategories({ returnNonVisibleCategories: true });
    const sale = await admin.categories.createCategory(
      { name: "Summer Sale", description: "Last pieces" },
      { fields: ["DESCRIPTION"] },
    );
    expect(sale).toMatchObject({
      name: "Summer Sale",
      slug: expect.any(String),
      description: "Last pieces",
      revision: expect.any(String),
      visible: true,
      itemCounter: 0,
      treeReference: { appNamespace: STORES_TREE.appNamespace },
    });
    expect(sale.createdDate).toBeInstanceOf(Date);
    const id = sale.id ?? "";
    expect((await visitor.categories.getCategory(id)).name).toBe("Summer Sale");
    expect((await visitor.categories.getCategoryBySlug(sale.slug ?? "")).id).toBe(id);

    const renamed = await admin.categories.updateCategory(
      id,
      { revision: sale.revision ?? "", name: "Winter Sale", slug: "winter-sale", description: "Warm" },
      { fields: ["DESCRIPTION"] },
    );
    expect(renamed).toMatchObject({ id, name: "Winter Sale", slug: "winter-sale", description: "Warm" });
    expect(renamed.revision).not.toBe(sale.revision);
    expect(renamed.updatedDate).toBeInstanceOf(Date);

    const stale = await applicationFailure(
      admin.categories.updateCategory(id, { revision: sale.revision ?? "", name: "Lost" }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);
    const apparel = await visitor.categories.getCategoryBySlug("apparel");
    const taken = await applicationFailure(
      admin.categories.updateCategory(id, { revision: renamed.revision ?? "", slug: apparel.slug ?? "" }),
    );
    expect(taken.code).toBe("DUPLICATE_SLUG");
    const hiddenBySave = await admin.categories
      .updateCategory(id, { revision: renamed.revision ?? "", visible: false })
      .catch((error: unknown) => error);
    expect(isValidationError(hiddenBySave)).toBe(true);

    const hidden = await admin.categories.updateCategoryVisibility(id, {
      visible: false,
      revision: renamed.revision ?? "",
    });
    expect(hidden).toMatchObject({ id, visible: false, name: "Winter Sale" });
    const seen = await visitor.categories.queryCategories().eq("id", id).find();
    expect(seen.items).toEqual([]);
    const merchantSees = await admin.categories
      .queryCategories({ returnNonVisibleCategories: true })
      .eq("id", id)
      .find();
    expect(merchantSees.items.map((c) => c.name)).toEqual(["Winter Sale"]);
    expect(await admin.categories.countCategories({ returnNonVisibleCategories: true })).toBe(before + 1);
    expect(await admin.categories.countCategories()).toBe(before);
    expect(
      await admin.categories.countCategories({
        filter: { name: { $startsWith: "Winter" } },
        returnNonVisibleCategories: true,
      }),
    ).toBe(1);

    const refused = await applicationFailure(visitor.categories.deleteCategory(id));
    expect([refused.status, refused.code]).toEqual([403, "PERMISSION_DENIED"]);
    await admin.categories.deleteCategory(id);
    const gone = await applicationFailure(admin.categories.getCategory(id));
    expect([gone.status, gone.code]).toEqual([404, "CATEGORY_NOT_FOUND"]);
  });

  it("returns description, breadcrumbs and rich description only when fields ask for them", async () => {
    const shirts = await admin.categories.createCategory({ name: "Shirts" });
    const polo = await admin.categories.createCategory(
      { name: "Polo", description: "Piqué cotton", parentCategory: { id: shirts.id ?? "" } },
      { fields: ["BREADCRUMBS_INFO"] },
    );
    const crumbs = [{ categoryId: shirts.id, categoryName: "Shirts", categorySlug: shirts.slug }];
    expect([polo.description, polo.breadcrumbsInfo?.breadcrumbs]).toEqual([undefined, crumbs]);
    const id = polo.id ?? "";
    const parts = (c: Category) => [c.description, c.breadcrumbsInfo, c.richContentDescription];

    expect(parts(await visitor.categories.getCategory(id))).toEqual([undefined, undefined, undefined]);
    const full = await visitor.categories.getCategory(id, {
      fields: ["DESCRIPTION", "BREADCRUMBS_INFO", "RICH_CONTENT_DESCRIPTION"],
    });
    expect(full.description).toBe("Piqué cotton");
    expect(full.breadcrumbsInfo?.breadcrumbs).toEqual(crumbs);
    expect(full.richContentDescription?.nodes).toMatchObject([
      { type: "PARAGRAPH", nodes: [{ type: "TEXT", textData: { text: "Piqué cotton" } }] },
    ]);
    const bySlug = await visitor.categories.getCategoryBySlug(polo.slug ?? "", { fields: ["DESCRIPTION"] });
    expect(parts(bySlug)).toEqual(["Piqué cotton", undefined, undefined]);
    const listed = await visitor.categories
      .queryCategories({ fields: ["BREADCRUMBS_INFO"] })
      .eq("id", id)
      .find();
    expect(listed.items.map(parts)).toEqual([[undefined, { breadcrumbs: crumbs }, undefined]]);

    const updated = await admin.categories.updateCategory(
      id,
      { revision: polo.revision ?? "", description: "Knitted" },
      { fields: ["DESCRIPTION"] },
    );
    expect(updated.description).toBe("Knitted");
    const hidden = await admin.categories.updateCategoryVisibility(
      id,
      { visible: false, revision: updated.revision ?? "" },
      { fields: ["DESCRIPTION"] },
    );
    expect([hidden.visible, hidden.description]).toEqual([false, "Knitted"]);

    const unknown = await visitor.categories
      .getCategory(id, { fields: ["NAME" as CategoryField] })
      .catch((error: unknown) => error);
    expect(isValidationError(unknown) && unknown.fieldViolations.map((v) => v.field)).toEqual(["fields[0]"]);
  });

  it("adds products and removes them; the counter, the item list by cursor and each product's categories follow", async () => {
    const picks = await admin.categories.createCategory({ name: "Picks" });
    const id = picks.id ?? "";
    const products = await admin.productsV3.queryProducts().ascending("slug").limit(3).find();
    const ids = products.items.map((p) => p.id ?? "");
    expect(ids).toHaveLength(3);

    const added = await admin.categories.bulkAddItemsToCategory(id, [
      ...ids.map(productItem),
      productItem("no-such-product"),
    ]);
    expect(added.bulkActionMetadata).toMatchObject({ totalSuccesses: 3, totalFailures: 1 });
    expect(added.results?.[3]?.itemMetadata).toMatchObject({
      item: { catalogItemId: "no-such-product" },
      originalIndex: 3,
      success: false,
      error: { code: "ITEM_NOT_FOUND" },
    });
    expect((await visitor.categories.getCategory(id)).itemCounter).toBe(3);

    const listed: string[] = [];
    let page = await visitor.categories.listItemsInCategory(id, { cursorPaging: { limit: 2 } });
    listed.push(...(page.items ?? []).map((item) => item.catalogItemId ?? ""));
    expect(page.items).toHaveLength(2);
    const next = page.pagingMetadata?.cursors?.next;
    expect(next).toBeTruthy();
    page = await visitor.categories.listItemsInCategory(id, { cursorPaging: { cursor: next ?? "" } });
    listed.push(...(page.items ?? []).map((item) => item.catalogItemId ?? ""));
    expect(listed.sort()).toEqual([...ids].sort());
    expect(page.items?.every((item) => item.appId === productItem("x").appId)).toBe(true);

    const first = ids[0] ?? "";
    expect((await visitor.categories.listCategoriesForItem(productItem(first))).directCategoryIds).toContain(
      id,
    );

    const refused = await applicationFailure(
      visitor.categories.bulkRemoveItemsFromCategory(id, [productItem(first)]),
    );
    expect(refused.status).toBe(403);
    const removed = await admin.categories.bulkRemoveItemsFromCategory(id, ids.slice(0, 2).map(productItem));
    expect(removed.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    expect((await visitor.categories.getCategory(id)).itemCounter).toBe(1);
    expect(
      (await visitor.categories.listCategoriesForItem(productItem(first))).directCategoryIds,
    ).not.toContain(id);
  });

  it("queries by name with cursor pages, and iterates every category", async () => {
    const all = await visitor.categories.queryCategories().ascending("name").limit(100).find();
    const names = all.items.map((c) => c.name ?? "");
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const first = await visitor.categories.queryCategories().ascending("name").limit(3).find();
    expect(first.items.map((c) => c.name)).toEqual(names.slice(0, 3));
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((c) => c.name)).toEqual(names.slice(3, 6));

    const walked: string[] = [];
    for await (const category of iterateCursorQuery(
      visitor.categories.queryCategories().ascending("name").limit(3),
    ))
      walked.push(category.name ?? "");
    expect(walked).toEqual(names);

    const prefix = names[0]?.slice(0, 2) ?? "";
    const started = await visitor.categories.queryCategories().startsWith("name", prefix).find();
    expect(started.items.length).toBeGreaterThan(0);
    expect(started.items.every((c) => c.name?.startsWith(prefix))).toBe(true);
  });
});
