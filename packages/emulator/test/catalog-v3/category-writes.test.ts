/**
 * Category writes on the v3 demo store (`@wix/categories` calls): create with
 * generated or given slugs, update with revisions, subcategories with
 * breadcrumbs, items added and removed (the products' category parts and the
 * counters follow), lists of items and of an item's categories, count,
 * visibility, move, delete with subcategories; bad input changes nothing; a
 * v1 store refuses the calls.
 */

import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp } from "../support/test-app.ts";
import { type Answer, startV3App, type V3App } from "./support/v3-app.ts";

const TREE = { appNamespace: "@wix/stores" };
/** The optional parts the tests read back. */
const FIELDS = ["DESCRIPTION", "BREADCRUMBS_INFO"];

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

interface Category {
  id: string;
  name: string;
  slug: string;
  revision: string;
  visible: boolean;
  itemCounter: number;
  description?: string;
  parentCategory?: { id: string; index: number };
  breadcrumbsInfo: { breadcrumbs: { categoryId: string; categoryName: string; categorySlug: string }[] };
}

async function create(category: Record<string, unknown>): Promise<Category> {
  const answer = await t.merchant("POST", "/categories/v1/categories", {
    category,
    treeReference: TREE,
    fields: FIELDS,
  });
  expect(answer.status).toBe(200);
  return answer.body.category as unknown as Category;
}

async function get(id: string): Promise<Answer> {
  return t.merchant(
    "GET",
    `/categories/v1/categories/${id}?treeReference.appNamespace=@wix/stores&fields=DESCRIPTION&fields=BREADCRUMBS_INFO`,
  );
}

async function productIds(count: number): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    "select id from v3_products where visible order by id limit $1",
    [count],
  );
  return rows.map((row) => row.id);
}

const items = (ids: readonly string[]) =>
  ids.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID }));

async function productCategories(id: string) {
  const answer = await t.merchant(
    "GET",
    `/stores/v3/products/${id}?fields=DIRECT_CATEGORIES_INFO&fields=ALL_CATEGORIES_INFO`,
  );
  const product = answer.body.product as {
    directCategoriesInfo: { categories: { id: string }[] };
    allCategoriesInfo: { categories: { id: string }[] };
  };
  return {
    direct: product.directCategoriesInfo.categories.map((c) => c.id),
    all: product.allCategoriesInfo.categories.map((c) => c.id),
  };
}

async function snapshot() {
  return t.db.query(
    "select c.id, c.slug, c.doc, c.revision::text, c.parent_id, (select array_agg(p.id order by p.id) from v3_products p where p.category_ids @> array[c.id]) as members from v3_categories c order by c.id",
  );
}

/** Moves category `id` under `parentCategoryId` and expects a 428 with `code` that changes nothing. */
async function expectMoveRefused(id: string, parentCategoryId: string | undefined, code: string) {
  const before = await snapshot();
  const moved = await t.merchant("POST", `/categories/v1/categories/${id}/move`, {
    parentCategoryId,
    position: "LAST",
    treeReference: TREE,
  });
  expect(moved.status).toBe(428);
  expect(moved.body.details?.applicationError?.code).toBe(code);
  expect(await snapshot()).toEqual(before);
}

describe("create and update", () => {
  it("creates a category with a slug from its name, revision 1, visible, readable by visitors", async () => {
    const created = await create({ name: "Summer Hats", description: "Wide brims" });
    expect(created).toMatchObject({
      name: "Summer Hats",
      slug: "summer-hats",
      revision: "1",
      visible: true,
      itemCounter: 0,
      description: "Wide brims",
      breadcrumbsInfo: { breadcrumbs: [] },
      treeReference: { appNamespace: "@wix/stores", treeKey: null },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await create({ name: "Summer hats!" });
    expect(again.slug).toBe("summer-hats-1");
    const bySlug = await t.read("GET", "/categories/v1/categories/slug/summer-hats-1");
    expect((bySlug.body.category as Category).id).toBe(again.id);
  });

  it("refuses a taken slug, a missing name, a sent id, a bad slug and another tree, changing nothing", async () => {
    const before = await snapshot();
    const taken = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Other", slug: "apparel" },
      treeReference: TREE,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.details?.applicationError?.code).toBe("DUPLICATE_SLUG");
    const bad = await t.merchant("POST", "/categories/v1/categories", {
      category: { id: "x", slug: "Not A Slug" },
      treeReference: TREE,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.validationError?.fieldViolations?.map((v) => v.field)).toEqual([
      "category.id",
      "category.name",
      "category.slug",
    ]);
    const tree = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Blog" },
      treeReference: { appNamespace: "@wix/blog" },
    });
    expect(tree.status).toBe(400);
    const visitor = await t.read("POST", "/categories/v1/categories", {
      category: { name: "X" },
      treeReference: TREE,
    });
    expect(visitor.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("updates with the current revision (a null removes a field) and refuses a stale one, leaving the category as it was", async () => {
    const created = await create({ name: "Hats", description: "Felt" });
    const image = { url: "https://example.com/caps.png", altText: "Caps" };
    const updated = await t.merchant("PATCH", `/categories/v1/categories/${created.id}`, {
      category: {
        id: created.id,
        revision: created.revision,
        name: " Caps ",
        slug: "caps",
        visible: true,
        description: null,
        image,
      },
      treeReference: TREE,
      fields: FIELDS,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.category).toMatchObject({ name: "Caps", slug: "caps", revision: "2", image });
    expect(updated.body.category).not.toHaveProperty("description");
    const [row] = await t.db.query<{ name: string; slug: string }>(
      "select name, slug from v3_categories where id = $1",
      [created.id],
    );
    expect(row).toEqual({ name: "Caps", slug: "caps" });
    const stale = await t.merchant("PATCH", `/categories/v1/categories/${created.id}`, {
      category: { id: created.id, revision: "1", name: "Beanies" },
      treeReference: TREE,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details?.applicationError).toMatchObject({
      code: "REVISION_MISMATCH",
      data: { currentRevision: "2" },
    });
    const taken = await t.merchant("PATCH", `/categories/v1/categories/${created.id}`, {
      category: { id: created.id, revision: "2", slug: "apparel" },
      treeReference: TREE,
    });
    expect(taken.body.details?.applicationError?.code).toBe("DUPLICATE_SLUG");
    const hide = await t.merchant("PATCH", `/categories/v1/categories/${created.id}`, {
      category: { id: created.id, revision: "2", visible: false },
      treeReference: TREE,
    });
    expect(hide.status).toBe(400);
    const missing = await t.merchant("PATCH", "/categories/v1/categories/nope", {
      category: { id: "nope", revision: "1", name: "X" },
      treeReference: TREE,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.details?.applicationError?.code).toBe("CATEGORY_NOT_FOUND");
    const stored = (await get(created.id)).body.category;
    expect(stored).toMatchObject({ name: "Caps", slug: "caps", revision: "2", image });
    expect(stored).not.toHaveProperty("description");
  });
});

describe("subcategories", () => {
  it("keeps the parent, breadcrumbs root first and the place among siblings", async () => {
    const root = await create({ name: "Clothing" });
    const child = await create({ name: "Shirts", parentCategory: { id: root.id } });
    const second = await create({ name: "Trousers", parentCategory: { id: root.id } });
    const leaf = await create({ name: "Polo", parentCategory: { id: child.id } });
    expect(child.parentCategory).toEqual({ id: root.id, index: 0 });
    expect(second.parentCategory).toEqual({ id: root.id, index: 1 });
    expect(leaf.breadcrumbsInfo.breadcrumbs).toEqual([
      { categoryId: root.id, categoryName: "Clothing", categorySlug: "clothing" },
      { categoryId: child.id, categoryName: "Shirts", categorySlug: "shirts" },
    ]);
    const [stored] = await t.db.query<{ parent_id: string; ancestor_ids: string[] }>(
      "select parent_id, ancestor_ids from v3_categories where id = $1",
      [leaf.id],
    );
    expect(stored).toEqual({ parent_id: child.id, ancestor_ids: [root.id, child.id] });
    const children = await t.read("POST", "/categories/v1/categories/query", {
      query: { filter: { "parentCategory.id": root.id } },
      treeReference: TREE,
    });
    expect((children.body.categories as Category[]).map((c) => c.name)).toEqual(["Shirts", "Trousers"]);
    const unknownParent = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Orphan", parentCategory: { id: "nope" } },
      treeReference: TREE,
    });
    expect(unknownParent.status).toBe(404);
    expect(unknownParent.body.details?.applicationError?.code).toBe("PARENT_CATEGORY_NOT_IN_TREE");
  });

  it("limits the depth to five levels above a category", async () => {
    let parent: Category | undefined;
    for (let level = 0; level < 6; level++)
      parent = await create({
        name: `Level ${level}`,
        ...(parent ? { parentCategory: { id: parent.id } } : {}),
      });
    const deeper = await t.merchant("POST", "/categories/v1/categories", {
      category: { name: "Too deep", parentCategory: { id: parent?.id } },
      treeReference: TREE,
    });
    expect(deeper.status).toBe(428);
    expect(deeper.body.details?.applicationError?.code).toBe("CATEGORY_DEPTH_LIMIT_EXCEEDED");
    // A move counts the levels under the category moved: its child would be a level too deep.
    const levelFour = (await get(parent?.parentCategory?.id ?? "")).body.category as Category;
    const mover = await create({ name: "Mover" });
    await create({ name: "Mover's child", parentCategory: { id: mover.id } });
    await expectMoveRefused(mover.id, levelFour.id, "CATEGORY_DEPTH_LIMIT_EXCEEDED");
  });

  it("hides subcategories with their parent and refuses showing one under a hidden parent", async () => {
    const root = await create({ name: "Clothing" });
    const child = await create({ name: "Shirts", parentCategory: { id: root.id } });
    const hidden = await t.merchant("PATCH", "/categories/v1/categories/visibility", {
      categoryId: root.id,
      visible: false,
      revision: root.revision,
      treeReference: TREE,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.category).toMatchObject({ visible: false, revision: "2" });
    const childNow = (await get(child.id)).body.category as Category;
    expect(childNow.visible).toBe(false);
    const show = await t.merchant("PATCH", "/categories/v1/categories/visibility", {
      categoryId: child.id,
      visible: true,
      revision: childNow.revision,
      treeReference: TREE,
    });
    expect(show.status).toBe(428);
    expect(show.body.details?.applicationError?.code).toBe("PARENT_CATEGORY_HIDDEN");
    const shown = await create({ name: "Hats" });
    await expectMoveRefused(shown.id, root.id, "PARENT_CATEGORY_HIDDEN");
    const visitorSees = await t.read("GET", `/categories/v1/categories/slug/${root.slug}`);
    expect(visitorSees.status).toBe(200);
    const listed = await t.read("POST", "/categories/v1/categories/query", {
      query: {},
      treeReference: TREE,
    });
    expect((listed.body.categories as Category[]).some((c) => c.id === root.id)).toBe(false);
  });

  it("moves a category under another, with its subcategories' breadcrumbs and its products' ancestors", async () => {
    const a = await create({ name: "A" });
    const b = await create({ name: "B" });
    const child = await create({ name: "Child", parentCategory: { id: a.id } });
    const leaf = await create({ name: "Leaf", parentCategory: { id: child.id } });
    const [product] = await productIds(1);
    await t.merchant("POST", `/categories/v1/bulk/categories/${leaf.id}/add-items`, {
      items: items([product ?? ""]),
      treeReference: TREE,
    });
    const moved = await t.merchant("POST", `/categories/v1/categories/${child.id}/move`, {
      parentCategoryId: b.id,
      position: "LAST",
      treeReference: TREE,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ parentCategoryId: b.id, categoriesAfterMove: [child.id] });
    const leafNow = (await get(leaf.id)).body.category as Category;
    expect(leafNow.breadcrumbsInfo.breadcrumbs.map((c) => c.categoryId)).toEqual([b.id, child.id]);
    expect((await productCategories(product ?? "")).all).toEqual(
      expect.arrayContaining([leaf.id, child.id, b.id]),
    );
    expect((await productCategories(product ?? "")).all).not.toContain(a.id);
    const cycle = await t.merchant("POST", `/categories/v1/categories/${b.id}/move`, {
      parentCategoryId: leaf.id,
      position: "FIRST",
      treeReference: TREE,
    });
    expect(cycle.body.details?.applicationError?.code).toBe("TREE_CYCLE_DETECTED");
    const first = await t.merchant("POST", `/categories/v1/categories/${b.id}/move`, {
      position: "AFTER",
      treeReference: TREE,
    });
    expect(first.body.details?.applicationError?.code).toBe("MISSING_AFTER_CATEGORY");
  });
});

describe("items", () => {
  it("adds products, counts them, lists them by cursor and shows the category on each product", async () => {
    const category = await create({ name: "Picks" });
    const ids = await productIds(3);
    const added = await t.merchant("POST", `/categories/v1/bulk/categories/${category.id}/add-items`, {
      items: [...items(ids), { catalogItemId: "no-such-product", appId: STORES_APP_ID }],
      treeReference: TREE,
    });
    expect(added.status).toBe(200);
    expect(added.body.bulkActionMetadata).toEqual({
      totalSuccesses: 3,
      totalFailures: 1,
      undetailedFailures: 0,
    });
    const results = added.body.results as {
      itemMetadata: {
        item: { catalogItemId: string };
        originalIndex: number;
        success: boolean;
        error?: { code: string };
      };
    }[];
    expect(results[3]?.itemMetadata).toMatchObject({
      item: { catalogItemId: "no-such-product" },
      originalIndex: 3,
      success: false,
      error: { code: "ITEM_NOT_FOUND" },
    });
    expect(((await get(category.id)).body.category as Category).itemCounter).toBe(3);
    expect((await productCategories(ids[0] ?? "")).direct).toContain(category.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Answer = await t.read(
        "POST",
        `/categories/v1/categories/${category.id}/list-items`,
        cursor
          ? { cursorPaging: { cursor }, treeReference: TREE }
          : { cursorPaging: { limit: 2 }, treeReference: TREE },
      );
      expect(page.status).toBe(200);
      const body = page.body as {
        items: { catalogItemId: string; appId: string }[];
        pagingMetadata: { cursors: { next: string | null } };
      };
      expect(body.items.every((item) => item.appId === STORES_APP_ID)).toBe(true);
      seen.push(...body.items.map((item) => item.catalogItemId));
      cursor = body.pagingMetadata.cursors.next;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());

    const forItem = await t.read(
      "GET",
      `/categories/v1/categories/list-categories-for-item?item.catalogItemId=${ids[0]}&item.appId=${STORES_APP_ID}&treeReference.appNamespace=@wix/stores`,
    );
    expect(forItem.status).toBe(200);
    expect(forItem.body.directCategoryIds).toContain(category.id);

    const removed = await t.merchant("POST", `/categories/v1/bulk/categories/${category.id}/remove-items`, {
      items: items(ids.slice(0, 2)),
      treeReference: TREE,
    });
    expect(removed.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    expect(((await get(category.id)).body.category as Category).itemCounter).toBe(1);
    expect((await productCategories(ids[0] ?? "")).direct).not.toContain(category.id);
  });

  it("adds one product to several categories, with the ancestors in allCategoriesInfo, and removes it", async () => {
    const root = await create({ name: "Root" });
    const child = await create({ name: "Child", parentCategory: { id: root.id } });
    const other = await create({ name: "Other" });
    const [product] = await productIds(1);
    const before = await productCategories(product ?? "");
    const added = await t.merchant("POST", "/categories/v1/bulk/categories/add-item", {
      item: { catalogItemId: product, appId: STORES_APP_ID },
      categoryIds: [child.id, other.id, "nope"],
      treeReference: TREE,
    });
    expect(added.status).toBe(200);
    expect(added.body.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    const after = await productCategories(product ?? "");
    expect(after.direct).toEqual([...before.direct, child.id, other.id]);
    expect(after.all).toEqual(expect.arrayContaining([child.id, other.id, root.id]));
    const withSubcategories = await t.read(
      "GET",
      `/categories/v1/categories/${root.id}/list-items?includeItemsFromSubcategories=true`,
    );
    expect((withSubcategories.body.items as { catalogItemId: string }[]).map((i) => i.catalogItemId)).toEqual(
      [product],
    );
    const direct = await t.read("GET", `/categories/v1/categories/${root.id}/list-items`);
    expect(direct.body.items).toEqual([]);
    const removed = await t.merchant("POST", "/categories/v1/bulk/categories/remove-item", {
      item: { catalogItemId: product, appId: STORES_APP_ID },
      categoryIds: [child.id, other.id],
      treeReference: TREE,
    });
    expect(removed.status).toBe(200);
    expect(await productCategories(product ?? "")).toEqual(before);
  });

  it("keeps a subcategory's ancestors in allCategoriesInfo when the product is updated", async () => {
    const root = await create({ name: "Root" });
    const child = await create({ name: "Child", parentCategory: { id: root.id } });
    const [product] = await productIds(1);
    await t.merchant("POST", `/categories/v1/bulk/categories/${child.id}/add-items`, {
      items: items([product ?? ""]),
      treeReference: TREE,
    });
    const before = await productCategories(product ?? "");
    const read = await t.merchant("GET", `/stores/v3/products/${product}`);
    const revision = (read.body.product as { revision: string }).revision;
    const updated = await t.merchant("PATCH", `/stores/v3/products/${product}`, {
      product: { id: product, revision, name: "Renamed" },
    });
    expect(updated.status).toBe(200);
    expect(await productCategories(product ?? "")).toEqual(before);
    expect(before.all).toEqual(expect.arrayContaining([child.id, root.id]));
  });

  it("keeps the product's listed form the same and its revision", async () => {
    const category = await create({ name: "Picks" });
    const [product] = await productIds(1);
    const read = () =>
      t.db.query<{ list_text: string; revision: string }>(
        "select list_text, revision::text from v3_products where id = $1",
        [product],
      );
    const before = await read();
    await t.merchant("POST", `/categories/v1/bulk/categories/${category.id}/add-items`, {
      items: items([product ?? ""]),
      treeReference: TREE,
    });
    expect(await read()).toEqual(before);
    const filtered = await t.read("POST", "/stores/v3/products/query", {
      query: { filter: { "directCategoriesInfo.categories.id": { $hasSome: [category.id] } } },
    });
    expect((filtered.body.products as { id: string }[]).map((p) => p.id)).toEqual([product]);
  });

  it("keeps both memberships when one product joins two categories at once, and one of two same-revision updates", async () => {
    const [a, b] = [await create({ name: "A" }), await create({ name: "B" })];
    const [product] = await productIds(1);
    const before = await productCategories(product ?? "");
    const answers = await Promise.all(
      [a, b].map((category) =>
        t.merchant("POST", `/categories/v1/bulk/categories/${category.id}/add-items`, {
          items: items([product ?? ""]),
          treeReference: TREE,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await productCategories(product ?? "")).direct.sort()).toEqual(
      [...before.direct, a.id, b.id].sort(),
    );
    const updates = await Promise.all(
      ["First", "Second"].map((name) =>
        t.merchant("PATCH", `/categories/v1/categories/${a.id}`, {
          category: { id: a.id, revision: a.revision, name },
          treeReference: TREE,
        }),
      ),
    );
    expect(updates.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(((await get(a.id)).body.category as Category).revision).toBe("2");
  });

  it("refuses an unknown category, empty items and bad paging, changing nothing", async () => {
    const before = await snapshot();
    const unknown = await t.merchant("POST", "/categories/v1/bulk/categories/nope/add-items", {
      items: items(await productIds(1)),
      treeReference: TREE,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details?.applicationError?.code).toBe("CATEGORY_NOT_FOUND");
    const unknownList = await t.read("GET", "/categories/v1/categories/nope/list-items");
    expect(unknownList.status).toBe(404);
    expect(unknownList.body.details?.applicationError?.code).toBe("CATEGORY_NOT_FOUND");
    const [apparel] = await t.db.query<{ id: string }>("select id from v3_categories where name = 'Apparel'");
    const empty = await t.merchant("POST", `/categories/v1/bulk/categories/${apparel?.id}/add-items`, {
      items: [],
      treeReference: TREE,
    });
    expect(empty.status).toBe(400);
    const noApp = await t.merchant("POST", `/categories/v1/bulk/categories/${apparel?.id}/add-items`, {
      items: [{ catalogItemId: "x" }],
      treeReference: TREE,
    });
    expect(noApp.body.details?.validationError?.fieldViolations?.[0]?.field).toBe("items[0].appId");
    const paging = await t.read("POST", `/categories/v1/categories/${apparel?.id}/list-items`, {
      cursorPaging: { limit: 1000 },
    });
    expect(paging.status).toBe(400);
    expect(paging.body.details?.validationError?.fieldViolations?.[0]?.field).toBe("cursorPaging.limit");
    const cursor = await t.read("POST", `/categories/v1/categories/${apparel?.id}/list-items`, {
      cursorPaging: { cursor: "garbage" },
    });
    expect(cursor.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
  it("refuses a bad visibility or item change with every violation at once, changing nothing", async () => {
    const before = await snapshot();
    const violations = (answer: Answer) =>
      answer.body.details?.validationError?.fieldViolations?.map((v) => [v.field, v.violatedRule]);
    const [apparel] = await t.db.query<{ id: string }>("select id from v3_categories where name = 'Apparel'");
    const empty = await t.merchant("PATCH", "/categories/v1/categories/visibility", { treeReference: TREE });
    expect(empty.status).toBe(400);
    expect(violations(empty)).toEqual([
      ["categoryId", "REQUIRED_FIELD"],
      ["visible", "REQUIRED_FIELD"],
      ["revision", "REQUIRED_FIELD"],
    ]);
    const notBoolean = await t.merchant("PATCH", "/categories/v1/categories/visibility", {
      categoryId: apparel?.id,
      visible: "no",
      revision: 1,
      treeReference: TREE,
    });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.details?.validationError?.fieldViolations).toEqual([
      expect.objectContaining({ field: "visible", description: "must be a boolean" }),
    ]);
    const oneItem = await t.merchant("POST", "/categories/v1/bulk/categories/add-item", {
      item: {},
      categoryIds: [],
      treeReference: TREE,
    });
    expect(oneItem.status).toBe(400);
    expect(violations(oneItem)).toEqual([
      ["item.catalogItemId", "REQUIRED_FIELD"],
      ["item.appId", "REQUIRED_FIELD"],
      ["categoryIds", "REQUIRED_FIELD"],
    ]);
    const someItems = await t.merchant("POST", `/categories/v1/bulk/categories/${apparel?.id}/add-items`, {
      items: [{ catalogItemId: "x" }, { appId: STORES_APP_ID }, ...items(await productIds(1))],
      treeReference: TREE,
    });
    expect(someItems.status).toBe(400);
    expect(violations(someItems)).toEqual([
      ["items[0].appId", "REQUIRED_FIELD"],
      ["items[1].catalogItemId", "REQUIRED_FIELD"],
    ]);
    const tooMany = await t.merchant("POST", "/categories/v1/bulk/categories/remove-item", {
      item: items(await productIds(1))[0],
      categoryIds: Array.from({ length: 101 }, () => apparel?.id),
      treeReference: TREE,
    });
    expect(tooMany.status).toBe(400);
    expect(violations(tooMany)).toEqual([["categoryIds", "MAX_SIZE"]]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("count and delete", () => {
  it("counts categories with a filter, visible ones unless the merchant asks for all", async () => {
    const hidden = await create({ name: "Hidden", visible: false });
    const all = await t.merchant("POST", "/categories/v1/categories/count", {
      treeReference: TREE,
      returnNonVisibleCategories: true,
    });
    const visible = await t.read("POST", "/categories/v1/categories/count", { treeReference: TREE });
    expect(visible.body.count).toBe(10);
    expect(all.body.count).toBe(11);
    const filtered = await t.merchant("POST", "/categories/v1/categories/count", {
      filter: { id: hidden.id },
      returnNonVisibleCategories: true,
      treeReference: TREE,
    });
    expect(filtered.body.count).toBe(1);
  });

  it("searches categories by words in name, slug or description, page by page, and counts the matches", async () => {
    await create({ name: "Summer Hats", description: "Straw and linen" });
    await create({ name: "Summer Shoes" });
    await create({ name: "Winter Coats", description: "Wool for summer nights", visible: false });
    const first = await t.read("POST", "/categories/v1/categories/search", {
      search: { search: { expression: "summer" }, cursorPaging: { limit: 1 } },
      treeReference: TREE,
    });
    expect(first.status).toBe(200);
    const body = first.body as { categories: Category[]; pagingMetadata: { cursors: { next: string } } };
    expect(body.categories.map((c) => c.name)).toEqual(["Summer Hats"]);
    const second = await t.read("POST", "/categories/v1/categories/search", {
      search: { cursorPaging: { cursor: body.pagingMetadata.cursors.next } },
    });
    expect((second.body.categories as Category[]).map((c) => c.name)).toEqual(["Summer Shoes"]);
    const all = await t.merchant("POST", "/categories/v1/categories/search", {
      search: { search: { expression: "SUMMER straw", mode: "OR" } },
      returnNonVisibleCategories: true,
      treeReference: TREE,
    });
    expect((all.body.categories as Category[]).map((c) => c.name)).toEqual([
      "Summer Hats",
      "Summer Shoes",
      "Winter Coats",
    ]);
    const both = await t.read("POST", "/categories/v1/categories/count", {
      search: { expression: "summer straw" },
      treeReference: TREE,
    });
    expect(both.body.count).toBe(1);
    const byName = await t.merchant("POST", "/categories/v1/categories/count", {
      search: { expression: "summer", fields: ["name"] },
      returnNonVisibleCategories: true,
      treeReference: TREE,
    });
    expect(byName.body.count).toBe(2);
    // A visitor's cursor that claims the merchant's hidden categories still gets visible ones only.
    const next = JSON.parse(Buffer.from(body.pagingMetadata.cursors.next, "base64url").toString("utf8"));
    const forged = Buffer.from(
      JSON.stringify({ ...next, c: JSON.stringify({ ...JSON.parse(next.c), withHidden: true }) }),
      "utf8",
    ).toString("base64url");
    const forgedPage = await t.read("POST", "/categories/v1/categories/search", {
      search: { cursorPaging: { cursor: forged } },
    });
    expect(((forgedPage.body.categories ?? []) as Category[]).map((c) => c.name)).not.toContain(
      "Winter Coats",
    );
    const badField = await t.read("POST", "/categories/v1/categories/search", {
      search: { search: { expression: "x", fields: ["price"] } },
    });
    expect(badField.status).toBe(400);
    expect(badField.body.details?.validationError?.fieldViolations?.[0]?.field).toBe(
      "search.search.fields[0]",
    );
    const percent = await t.read("POST", "/categories/v1/categories/count", { search: { expression: "%" } });
    expect(percent.body.count).toBe(0);
  });

  it("deletes a category with its subcategories; their products leave them in the same write", async () => {
    const root = await create({ name: "Root" });
    const child = await create({ name: "Child", parentCategory: { id: root.id } });
    const ids = await productIds(2);
    await t.merchant("POST", `/categories/v1/bulk/categories/${child.id}/add-items`, {
      items: items(ids),
      treeReference: TREE,
    });
    await t.merchant("POST", `/categories/v1/bulk/categories/${root.id}/add-items`, {
      items: items(ids.slice(0, 1)),
      treeReference: TREE,
    });
    const before = await productCategories(ids[0] ?? "");
    const deleted = await t.merchant(
      "DELETE",
      `/categories/v1/categories/${root.id}?treeReference.appNamespace=@wix/stores`,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    expect((await get(root.id)).status).toBe(404);
    expect((await get(child.id)).status).toBe(404);
    const after = await productCategories(ids[0] ?? "");
    expect(after.direct).toEqual(before.direct.filter((id) => id !== root.id && id !== child.id));
    expect(after.all).not.toContain(root.id);
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where category_ids && $1::text[]",
      [[root.id, child.id]],
    );
    expect(left?.n).toBe(0);
    const again = await t.merchant("DELETE", `/categories/v1/categories/${root.id}`);
    expect(again.status).toBe(404);
  });
});

describe("a v1 store", () => {
  it("refuses the category calls like the other v3 calls", async () => {
    const v1 = await startTestApp();
    try {
      const response = await v1.inject({
        method: "POST",
        url: "/categories/v1/categories",
        headers: v1.merchantHeaders,
        payload: { category: { name: "Hats" }, treeReference: TREE },
      });
      expect(response.statusCode).toBe(428);
      expect(response.json().details.applicationError.code).toBe("CATALOG_V1_CALLING_CATALOG_V3_API");
    } finally {
      await v1.close();
    }
  });
});
