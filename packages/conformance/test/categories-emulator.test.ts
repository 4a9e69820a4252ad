/**
 * The provider's published categories client (`@wix/sdk` + `@wix/categories` 1.0.223), unchanged,
 * against an emulator running catalogue v3 with the demo store, with only its API host routed:
 * create (a top-level category and a subcategory with breadcrumbs), update with revision and a
 * stale revision refused, add items, list items and an item's categories, remove items, count,
 * visibility, move and delete; a visitor reads what the merchant wrote. Description, breadcrumbs
 * and rich description come back when the client's `fields` ask for them, and only then.
 */

import { seedDemoStoreV3, TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { categories } from "@wix/categories";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";
const tree = { appNamespace: "@wix/stores" };
const modules = { categories };

/** The provider's typed results are deep and optional; the tests read them by path. */
// biome-ignore lint/suspicious/noExplicitAny: typed results read by path in assertions
type Loose = any;

describe("the provider's categories client against the emulator", () => {
  const t = useRoutedEmulator({
    config: { catalogVersion: "V3_CATALOG" },
    seed: (emulator) => seedDemoStoreV3(emulator.db, emulator.baseUrl),
  });
  const admin = createClient({
    modules,
    auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
  });
  const visitor = createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });

  async function productIds(count: number): Promise<string[]> {
    const rows = await t().db.query<{ id: string }>(
      "select id from v3_products where visible order by id limit $1",
      [count],
    );
    return rows.map((row) => row.id);
  }

  it("creates, updates, fills, lists, empties and deletes a category", async () => {
    const created: Loose = await admin.categories.createCategory(
      { name: "Summer Picks", description: "For the heat" },
      { treeReference: tree },
    );
    expect(created).toMatchObject({
      name: "Summer Picks",
      slug: "summer-picks",
      revision: "1",
      visible: true,
    });
    expect(created._id).toEqual(expect.any(String));
    expect(created._createdDate).toBeInstanceOf(Date);

    const updated: Loose = await admin.categories.updateCategory(
      created._id,
      { revision: created.revision, name: "Summer Favourites" },
      { treeReference: tree },
    );
    expect(updated).toMatchObject({ name: "Summer Favourites", revision: "2" });
    const stale = await admin.categories
      .updateCategory(created._id, { revision: "1", name: "Too late" }, { treeReference: tree })
      .catch((error: Loose) => error);
    expect(stale.details?.applicationError?.code).toBe("REVISION_MISMATCH");

    const ids = await productIds(3);
    const added: Loose = await admin.categories.bulkAddItemsToCategory(
      created._id,
      ids.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })),
      { treeReference: tree },
    );
    expect(added.bulkActionMetadata).toMatchObject({ totalSuccesses: 3, totalFailures: 0 });
    expect(added.results.map((r: Loose) => r.itemMetadata.item.catalogItemId)).toEqual(ids);

    const listed: Loose = await visitor.categories.listItemsInCategory(created._id, tree, {
      cursorPaging: { limit: 2 },
    });
    expect(listed.items).toHaveLength(2);
    const rest: Loose = await visitor.categories.listItemsInCategory(created._id, tree, {
      cursorPaging: { cursor: listed.pagingMetadata.cursors.next },
    });
    expect([...listed.items, ...rest.items].map((i: Loose) => i.catalogItemId).sort()).toEqual(
      [...ids].sort(),
    );

    const forItem: Loose = await visitor.categories.listCategoriesForItem(
      { catalogItemId: ids[0] ?? "", appId: STORES_APP_ID },
      { treeReference: tree },
    );
    expect(forItem.directCategoryIds).toContain(created._id);

    const counted: Loose = await visitor.categories.getCategory(created._id, tree);
    expect(counted.itemCounter).toBe(3);

    const removed: Loose = await admin.categories.bulkRemoveItemsFromCategory(
      created._id,
      ids.slice(0, 2).map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })),
      { treeReference: tree },
    );
    expect(removed.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    expect(((await visitor.categories.getCategory(created._id, tree)) as Loose).itemCounter).toBe(1);

    expect((await admin.categories.countCategories({ treeReference: tree })).count).toBe(11);
    await admin.categories.deleteCategory(created._id, tree);
    const gone = await visitor.categories.getCategory(created._id, tree).catch((error: Loose) => error);
    expect(gone.details?.applicationError?.code).toBe("CATEGORY_NOT_FOUND");
    const [left] = await t().db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where $1 = any(category_ids)",
      [created._id],
    );
    expect(left?.n).toBe(0);
  });

  it("keeps subcategories with breadcrumbs, hides and moves them", async () => {
    const root: Loose = await admin.categories.createCategory({ name: "Clothing" }, { treeReference: tree });
    const child: Loose = await admin.categories.createCategory(
      { name: "Shirts", parentCategory: { _id: root._id } },
      { treeReference: tree, fields: ["BREADCRUMBS_INFO"] },
    );
    expect(child.parentCategory).toMatchObject({ _id: root._id, index: 0 });
    expect(child.breadcrumbsInfo.breadcrumbs).toEqual([
      { categoryId: root._id, categoryName: "Clothing", categorySlug: "clothing" },
    ]);
    const hidden: Loose = await admin.categories.updateCategoryVisibility(root._id, {
      visible: false,
      revision: root.revision,
      treeReference: tree,
    });
    expect(hidden.category.visible).toBe(false);
    expect(((await admin.categories.getCategory(child._id, tree)) as Loose).visible).toBe(false);

    const other: Loose = await admin.categories.createCategory({ name: "Outdoor" }, { treeReference: tree });
    const moved: Loose = await admin.categories.moveCategory(child._id, tree, {
      parentCategoryId: other._id,
      position: "FIRST",
    });
    expect(moved).toMatchObject({ parentCategoryId: other._id, categoriesAfterMove: [child._id] });
    const after: Loose = await admin.categories.getCategory(child._id, tree, {
      fields: ["BREADCRUMBS_INFO"],
    });
    expect(after.breadcrumbsInfo.breadcrumbs.map((b: Loose) => b.categoryId)).toEqual([other._id]);
  });

  it("returns description, breadcrumbs and rich description when fields ask for them", async () => {
    // A visitor of this emulator (the shared one's token belongs to an earlier test's).
    const reader = createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    const root: Loose = await admin.categories.createCategory({ name: "Clothing" }, { treeReference: tree });
    const created: Loose = await admin.categories.createCategory(
      { name: "Linen Shirts", description: "Cool in summer", parentCategory: { _id: root._id } },
      { treeReference: tree, fields: ["DESCRIPTION"] },
    );
    expect(created.description).toBe("Cool in summer");
    expect(created.breadcrumbsInfo).toBeUndefined();
    const crumbs = [{ categoryId: root._id, categoryName: "Clothing", categorySlug: "clothing" }];

    const plain: Loose = await reader.categories.getCategory(created._id, tree);
    expect([plain.name, plain.description, plain.breadcrumbsInfo, plain.richContentDescription]).toEqual([
      "Linen Shirts",
      undefined,
      undefined,
      undefined,
    ]);
    const { category: full }: Loose = await reader.categories.getCategoryBySlug(created.slug, tree, {
      fields: ["DESCRIPTION", "BREADCRUMBS_INFO", "RICH_CONTENT_DESCRIPTION"],
    });
    expect(full.description).toBe("Cool in summer");
    expect(full.breadcrumbsInfo.breadcrumbs).toEqual(crumbs);
    expect(full.richContentDescription.nodes).toMatchObject([
      { type: "PARAGRAPH", nodes: [{ type: "TEXT", textData: { text: "Cool in summer" } }] },
    ]);

    const queried: Loose = await reader.categories
      .queryCategories({ treeReference: tree, fields: ["DESCRIPTION", "BREADCRUMBS_INFO"] })
      .eq("_id", created._id)
      .find();
    expect(queried.items.map((c: Loose) => [c.description, c.breadcrumbsInfo?.breadcrumbs])).toEqual([
      ["Cool in summer", crumbs],
    ]);
    const unasked: Loose = await reader.categories
      .queryCategories({ treeReference: tree })
      .eq("_id", created._id)
      .find();
    expect(unasked.items.map((c: Loose) => [c.description, c.breadcrumbsInfo])).toEqual([
      [undefined, undefined],
    ]);
    const searched: Loose = await reader.categories.searchCategories(
      { search: { expression: "linen" } },
      { treeReference: tree, fields: ["DESCRIPTION"] },
    );
    expect(searched.categories.map((c: Loose) => c.description)).toEqual(["Cool in summer"]);

    const updated: Loose = await admin.categories.updateCategory(
      created._id,
      { revision: created.revision, description: "Breathes" },
      { treeReference: tree, fields: ["DESCRIPTION", "BREADCRUMBS_INFO"] },
    );
    expect([updated.description, updated.breadcrumbsInfo.breadcrumbs]).toEqual(["Breathes", crumbs]);

    const refused = await reader.categories
      .getCategory(created._id, tree, { fields: ["NAME" as Loose] })
      .catch((error: Loose) => error);
    // The client names the server's `fields[0]` after its own argument.
    expect(refused.details?.validationError?.fieldViolations?.[0]?.field).toBe("options.fields[0]");
  });
});
