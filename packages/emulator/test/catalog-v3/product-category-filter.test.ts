/**
 * Catalogue v3 product queries on categories: `allCategoriesInfo.categories`
 * matches the products in a category or in any of its subcategories,
 * `directCategoriesInfo.categories` only those in it (query, count and search
 * alike); moving a subcategory or deleting its parent changes the answers in
 * the same write; a search's value aggregation counts a product once under
 * each of its categories and their ancestors.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the filter compiler
import { compileFilter } from "../../src/catalog-core/query/compile-filter.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the filter compiler, which fills these parameters
import { SqlParameters } from "../../src/catalog-core/query/sql-parameters.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the filter compiler on v3's field table
import { productV3Fields } from "../../src/catalog-v3/query/product-v3-fields.ts";
import { type Answer, startV3App, type V3App } from "./support/v3-app.ts";

const TREE = { appNamespace: "@wix/stores" };
const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

const ok = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

async function createCategory(name: string, parentId?: string): Promise<string> {
  const category = parentId ? { name, parentCategory: { id: parentId } } : { name };
  const body = ok(await t.merchant("POST", "/categories/v1/categories", { category, treeReference: TREE }));
  return (body.category as { id: string }).id;
}

async function addProducts(categoryId: string, productIds: readonly string[]): Promise<void> {
  ok(
    await t.merchant("POST", `/categories/v1/bulk/categories/${categoryId}/add-items`, {
      items: productIds.map((catalogItemId) => ({ catalogItemId, appId: STORES_APP_ID })),
      treeReference: TREE,
    }),
  );
}

async function visibleProducts(count: number): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    `select id from v3_products where visible order by id collate "C" limit $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

const inCategories = (part: "allCategoriesInfo" | "directCategoriesInfo", ids: string[]) => ({
  [`${part}.categories`]: { $matchItems: [{ id: { $in: ids } }] },
});

/** Ids of the products `filter` matches by query, ascending; checked against count and search. */
async function idsOf(filter: unknown): Promise<string[]> {
  const query = { filter, sort: [{ fieldName: "id", order: "ASC" }], cursorPaging: { limit: 100 } };
  const queried = ok(await t.read("POST", "/stores/v3/products/query", { query }));
  const ids = (queried.products as { id: string }[]).map((p) => p.id);
  const counted = ok(await t.read("POST", "/stores/v3/products/count", { filter }));
  expect(counted.count).toBe(ids.length);
  const searched = ok(await t.read("POST", "/stores/v3/products/search", { search: query }));
  expect((searched.products as { id: string }[]).map((p) => p.id)).toEqual(ids);
  return ids;
}

describe("allCategoriesInfo.categories", () => {
  it("matches a product in a subcategory by its parent and grandparent, directCategoriesInfo only by its own", async () => {
    const root = await createCategory("Root");
    const child = await createCategory("Child", root);
    const leaf = await createCategory("Leaf", child);
    const [inLeaf = "", inRoot = "", elsewhere = ""] = await visibleProducts(3);
    await addProducts(leaf, [inLeaf]);
    await addProducts(root, [inRoot]);
    const other = await createCategory("Other");
    await addProducts(other, [elsewhere]);

    expect(await idsOf(inCategories("allCategoriesInfo", [root]))).toEqual([inLeaf, inRoot].sort());
    expect(await idsOf(inCategories("allCategoriesInfo", [child]))).toEqual([inLeaf]);
    expect(await idsOf(inCategories("allCategoriesInfo", [leaf]))).toEqual([inLeaf]);
    expect(await idsOf(inCategories("allCategoriesInfo", [child, other]))).toEqual(
      [inLeaf, elsewhere].sort(),
    );
    expect(await idsOf(inCategories("directCategoriesInfo", [root]))).toEqual([inRoot]);
    expect(await idsOf(inCategories("directCategoriesInfo", [child]))).toEqual([]);
    expect(await idsOf(inCategories("directCategoriesInfo", [leaf]))).toEqual([inLeaf]);
  });

  it("takes the item field's operators: a single value, $hasSome, $hasAll and $isEmpty", async () => {
    const root = await createCategory("Root");
    const child = await createCategory("Child", root);
    const other = await createCategory("Other");
    const [both = "", onlyChild = ""] = await visibleProducts(2);
    await addProducts(child, [both, onlyChild]);
    await addProducts(other, [both]);
    await addProducts(root, [both]);

    const field = "allCategoriesInfo.categories.id";
    expect(await idsOf({ [field]: root })).toEqual([both, onlyChild].sort());
    expect(await idsOf({ [field]: { $hasSome: [root, "no-such-category"] } })).toEqual(
      [both, onlyChild].sort(),
    );
    expect(await idsOf({ [field]: { $hasAll: [root, other] } })).toEqual([both]);
    expect(await idsOf({ [field]: { $hasAll: [root, child] } })).toEqual([both, onlyChild].sort());
    expect(await idsOf({ "directCategoriesInfo.categories.id": { $hasAll: [root, child] } })).toEqual([both]);
    const counts = ok(
      await t.read("POST", "/stores/v3/products/search", {
        search: {
          filter: { [field]: root },
          aggregations: [
            { type: "VALUE", fieldPath: field, value: { sortType: "VALUE", sortDirection: "ASC" } },
          ],
        },
      }),
    ) as { aggregationData: { results: { values: { results: unknown[] } }[] } };
    expect(counts.aggregationData.results[0]?.values.results).toEqual(
      expect.arrayContaining([
        { value: root, count: 2 },
        { value: child, count: 2 },
        { value: other, count: 1 },
      ]),
    );
    const uncategorized = await idsOf({ [field]: { $isEmpty: true } });
    expect(uncategorized).not.toContain(both);
    expect(uncategorized).toEqual(await idsOf({ "directCategoriesInfo.categories.id": { $isEmpty: true } }));
  });

  it("follows a move of the subcategory and a delete of its parent", async () => {
    const first = await createCategory("First");
    const second = await createCategory("Second");
    const child = await createCategory("Child", first);
    const [product = ""] = await visibleProducts(1);
    await addProducts(child, [product]);
    expect(await idsOf(inCategories("allCategoriesInfo", [first]))).toEqual([product]);

    ok(
      await t.merchant("POST", `/categories/v1/categories/${child}/move`, {
        parentCategoryId: second,
        position: "LAST",
        treeReference: TREE,
      }),
    );
    expect(await idsOf(inCategories("allCategoriesInfo", [first]))).toEqual([]);
    expect(await idsOf(inCategories("allCategoriesInfo", [second]))).toEqual([product]);
    expect(await idsOf(inCategories("directCategoriesInfo", [second]))).toEqual([]);

    ok(
      await t.merchant(
        "DELETE",
        `/categories/v1/categories/${second}?treeReference.appNamespace=@wix/stores`,
      ),
    );
    expect(await idsOf(inCategories("allCategoriesInfo", [second]))).toEqual([]);
    expect(await idsOf(inCategories("allCategoriesInfo", [child]))).toEqual([]);
    expect(await idsOf(inCategories("directCategoriesInfo", [child]))).toEqual([]);
  });

  it("is a condition the GIN index on category_ids serves, for a subtree and for $hasAll", async () => {
    const root = await createCategory("Root");
    await createCategory("Child", root);
    for (const condition of [{ $hasSome: [root] }, { $hasAll: [root] }]) {
      const params = new SqlParameters();
      const where = compileFilter(
        productV3Fields,
        { "allCategoriesInfo.categories.id": condition },
        params,
        "query.filter",
      );
      const plan = await t.db.transaction(async (tx) => {
        await tx.query("set local enable_seqscan = off");
        const rows = await tx.query<{ "QUERY PLAN": string }>(
          `explain select p.id from v3_products p where ${where}`,
          params.values,
        );
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(plan).toContain("Bitmap Index Scan on v3_products_categories");
    }
  });
});
