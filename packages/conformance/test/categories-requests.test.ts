/**
 * Byte-identical category requests: for every category call of `@vitrine/sdk/catalog-v3`, the
 * provider's published client (`@wix/sdk` + `@wix/categories` 1.0.223, called with the stores
 * tree `{ appNamespace: "@wix/stores" }`) and Vitrine make the call with the same input against
 * one local recording server; method, path, query string and body must be equal, and so must the
 * auth headers.
 */

import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { categories, iterateCursorQuery, productItem } from "@vitrine/sdk/catalog-v3";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { categories as providerCategories } from "@wix/categories";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderCursorBuilder } from "./support/provider-query-builder.ts";
import { requestDiff } from "./support/request-diff.ts";

const tree = { appNamespace: "@wix/stores" };
const loose = (builder: unknown) => builder as ProviderCursorBuilder;

describe("category requests match the provider's client", () => {
  const diff = requestDiff({
    category: { id: "c1", name: "Sale", revision: "2" },
    categories: [],
    pagingMetadata: { count: 0, cursors: { next: "cursor-2" }, hasNext: true },
    items: [],
    results: [],
    bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 },
    directCategoryIds: [],
    allCategoryIds: [],
    count: 0,
  });
  const { same } = diff;
  let provider: ReturnType<typeof makeProvider>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeProvider() {
    return createProviderClient({
      modules: { categories: providerCategories },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  }
  function makeVitrine(origin: string) {
    return createClient({
      modules: { categories },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: origin,
    });
  }

  beforeAll(() => {
    provider = makeProvider();
    vitrine = makeVitrine(diff.origin);
  });

  it("getCategory and getCategoryBySlug, with and without fields", async () => {
    const byId = await same(
      () => provider.categories.getCategory("c1", tree, { fields: ["DESCRIPTION", "BREADCRUMBS_INFO"] }),
      () => vitrine.categories.getCategory("c1", { fields: ["DESCRIPTION", "BREADCRUMBS_INFO"] }),
    );
    expect([byId.method, byId.path, byId.query]).toEqual([
      "GET",
      "/categories/v1/categories/c1",
      "categoryId=c1&treeReference.appNamespace=%40wix%2Fstores&fields=DESCRIPTION&fields=BREADCRUMBS_INFO",
    ]);
    await same(
      () => provider.categories.getCategory("c 1ü", tree),
      () => vitrine.categories.getCategory("c 1ü"),
    );
    const bySlug = await same(
      () => provider.categories.getCategoryBySlug("summer-sale", tree, { fields: ["DESCRIPTION"] }),
      () => vitrine.categories.getCategoryBySlug("summer-sale", { fields: ["DESCRIPTION"] }),
    );
    expect(bySlug.path).toBe("/categories/v1/categories/slug/summer-sale");
    await same(
      () => provider.categories.getCategoryBySlug("summer-sale", tree),
      () => vitrine.categories.getCategoryBySlug("summer-sale"),
    );
  });

  it("createCategory, updateCategory and updateCategoryVisibility with revision, deleteCategory", async () => {
    const sale = { name: "Sale", slug: "sale", description: "Last pieces", visible: false };
    const created = await same(
      () => provider.categories.createCategory(sale, { treeReference: tree, fields: ["DESCRIPTION"] }),
      () => vitrine.categories.createCategory(sale, { fields: ["DESCRIPTION"] }),
    );
    expect([created.method, created.path, created.body]).toEqual([
      "POST",
      "/categories/v1/categories",
      '{"category":{"name":"Sale","slug":"sale","description":"Last pieces","visible":false},"treeReference":{"appNamespace":"@wix/stores"},"fields":["DESCRIPTION"]}',
    ]);
    await same(
      () => provider.categories.createCategory({ name: "Sale" }, { treeReference: tree }),
      () => vitrine.categories.createCategory({ name: "Sale" }),
    );
    const updated = await same(
      () =>
        provider.categories.updateCategory(
          "c1",
          { revision: "2", name: "Summer sale", slug: "summer-sale", visible: true },
          { treeReference: tree, fields: ["DESCRIPTION"] },
        ),
      () =>
        vitrine.categories.updateCategory(
          "c1",
          { revision: "2", name: "Summer sale", slug: "summer-sale", visible: true },
          { fields: ["DESCRIPTION"] },
        ),
    );
    expect([updated.method, updated.path]).toEqual(["PATCH", "/categories/v1/categories/c1"]);
    await same(
      () =>
        provider.categories.updateCategory("c1", { revision: "2", description: "" }, { treeReference: tree }),
      () => vitrine.categories.updateCategory("c1", { revision: "2", description: "" }),
    );
    const shown = await same(
      () =>
        provider.categories.updateCategoryVisibility("c1", {
          visible: false,
          treeReference: tree,
          revision: "3",
          fields: ["DESCRIPTION"],
        }),
      () =>
        vitrine.categories.updateCategoryVisibility(
          "c1",
          { visible: false, revision: "3" },
          { fields: ["DESCRIPTION"] },
        ),
    );
    expect([shown.method, shown.path, shown.body]).toEqual([
      "PATCH",
      "/categories/v1/categories/visibility",
      '{"categoryId":"c1","visible":false,"treeReference":{"appNamespace":"@wix/stores"},"revision":"3","fields":["DESCRIPTION"]}',
    ]);
    const deleted = await same(
      () => provider.categories.deleteCategory("c1", tree),
      () => vitrine.categories.deleteCategory("c1"),
    );
    expect([deleted.method, deleted.path, deleted.query]).toEqual([
      "DELETE",
      "/categories/v1/categories/c1",
      "categoryId=c1&treeReference.appNamespace=%40wix%2Fstores",
    ]);
  });

  it("countCategories", async () => {
    const counted = await same(
      () =>
        provider.categories.countCategories({
          filter: { name: { $startsWith: "Su" } },
          treeReference: tree,
          returnNonVisibleCategories: true,
        }),
      () =>
        vitrine.categories.countCategories({
          filter: { name: { $startsWith: "Su" } },
          returnNonVisibleCategories: true,
        }),
    );
    expect([counted.method, counted.path]).toEqual(["POST", "/categories/v1/categories/count"]);
    await same(
      () => provider.categories.countCategories({ treeReference: tree }),
      () => vitrine.categories.countCategories(),
    );
  });

  it("queryCategories: filter, sort, limit, options, the next page by cursor, skipTo", async () => {
    const query = await same(
      () =>
        loose(
          provider.categories.queryCategories({
            treeReference: tree,
            returnNonVisibleCategories: true,
            fields: ["DESCRIPTION"],
          }),
        )
          .startsWith("name", "Su")
          .ne("_id", "c9")
          .eq("visible", true)
          .ascending("name")
          .limit(5)
          .find(),
      () =>
        vitrine.categories
          .queryCategories({ returnNonVisibleCategories: true, fields: ["DESCRIPTION"] })
          .startsWith("name", "Su")
          .ne("id", "c9")
          .eq("visible", true)
          .ascending("name")
          .limit(5)
          .find(),
    );
    expect([query.method, query.path]).toEqual(["POST", "/categories/v1/categories/query"]);
    expect(JSON.parse(query.body)).toMatchObject({
      treeReference: tree,
      query: { cursorPaging: { limit: 5 } },
    });

    let theirs: Awaited<ReturnType<ProviderCursorBuilder["find"]>> | undefined;
    let ours: Awaited<ReturnType<ReturnType<typeof vitrine.categories.queryCategories>["find"]>> | undefined;
    await same(
      async () => {
        theirs = await loose(provider.categories.queryCategories({ treeReference: tree })).find();
      },
      async () => {
        ours = await vitrine.categories.queryCategories().find();
      },
    );
    const next = await same(
      () => theirs?.next() ?? Promise.reject(new Error("no provider page")),
      () => ours?.next() ?? Promise.reject(new Error("no Vitrine page")),
    );
    expect(JSON.parse(next.body)).toEqual({
      treeReference: tree,
      query: { cursorPaging: { cursor: "cursor-2", limit: 50 } },
    });
    await same(
      () =>
        loose(provider.categories.queryCategories({ treeReference: tree }))
          .skipTo("cursor-9")
          .limit(5)
          .find(),
      () => vitrine.categories.queryCategories().skipTo("cursor-9").limit(5).find(),
    );
  });

  it("iterateCursorQuery over categories sends the query's request first", async () => {
    const [theirs, ours] = await diff.both(
      () =>
        loose(provider.categories.queryCategories({ treeReference: tree }))
          .limit(3)
          .find(),
      async () => {
        const walk = iterateCursorQuery(vitrine.categories.queryCategories().limit(3));
        await walk.next();
      },
    );
    expect(ours.body).toBe(theirs.body);
  });

  it("bulkAddItemsToCategory and bulkRemoveItemsFromCategory", async () => {
    const items = [
      { catalogItemId: "p1", appId: STORES_APP_ID },
      { catalogItemId: "p2", appId: STORES_APP_ID },
    ];
    const added = await same(
      () => provider.categories.bulkAddItemsToCategory("c1", items, { treeReference: tree }),
      () => vitrine.categories.bulkAddItemsToCategory("c1", [productItem("p1"), productItem("p2")]),
    );
    expect([added.method, added.path, added.body]).toEqual([
      "POST",
      "/categories/v1/bulk/categories/c1/add-items",
      `{"categoryId":"c1","items":[{"catalogItemId":"p1","appId":"${STORES_APP_ID}"},{"catalogItemId":"p2","appId":"${STORES_APP_ID}"}],"treeReference":{"appNamespace":"@wix/stores"}}`,
    ]);
    const removed = await same(
      () => provider.categories.bulkRemoveItemsFromCategory("c1", items, { treeReference: tree }),
      () => vitrine.categories.bulkRemoveItemsFromCategory("c1", items),
    );
    expect([removed.method, removed.path]).toEqual([
      "POST",
      "/categories/v1/bulk/categories/c1/remove-items",
    ]);
  });

  it("listItemsInCategory and listCategoriesForItem", async () => {
    const listed = await same(
      () =>
        provider.categories.listItemsInCategory("c1", tree, {
          useCategoryArrangement: true,
          includeItemsFromSubcategories: false,
          cursorPaging: { limit: 20, cursor: "cursor-3" },
        }),
      () =>
        vitrine.categories.listItemsInCategory("c1", {
          useCategoryArrangement: true,
          includeItemsFromSubcategories: false,
          cursorPaging: { limit: 20, cursor: "cursor-3" },
        }),
    );
    expect([listed.method, listed.path, listed.query]).toEqual([
      "GET",
      "/categories/v1/categories/c1/list-items",
      "categoryId=c1&treeReference.appNamespace=%40wix%2Fstores&useCategoryArrangement=true&includeItemsFromSubcategories=false&cursorPaging.limit=20&cursorPaging.cursor=cursor-3",
    ]);
    await same(
      () => provider.categories.listItemsInCategory("c1", tree),
      () => vitrine.categories.listItemsInCategory("c1"),
    );
    const forItem = await same(
      () =>
        provider.categories.listCategoriesForItem(
          { catalogItemId: "p1", appId: STORES_APP_ID },
          { treeReference: tree },
        ),
      () => vitrine.categories.listCategoriesForItem(productItem("p1")),
    );
    expect([forItem.method, forItem.path, forItem.query]).toEqual([
      "GET",
      "/categories/v1/categories/list-categories-for-item",
      `item.catalogItemId=p1&item.appId=${STORES_APP_ID}&treeReference.appNamespace=%40wix%2Fstores`,
    ]);
  });
});
