/** Type tests: the category calls take the provider's field names, items and fields, and answer `Category`. */
import { createClient } from "@vitrine/sdk";
import {
  type CategoriesQueryBuilder,
  type Category,
  type CursorPage,
  categories,
  iterateCursorQuery,
  productItem,
} from "@vitrine/sdk/catalog-v3";
import { expectTypeOf, test } from "vitest";

const client = createClient({ modules: { categories } });

test("the categories query checks fields, values and sorts", () => {
  const q = client.categories.queryCategories({ returnNonVisibleCategories: true, fields: ["DESCRIPTION"] });
  expectTypeOf(q).toEqualTypeOf<CategoriesQueryBuilder>();
  q.eq("visible", true)
    .startsWith("name", "Su")
    .in("id", ["c1"])
    .eq("parentCategory.id", "c0")
    .ascending("name");
  // @ts-expect-error the provider's `_id` spelling is not accepted: use `id`
  q.eq("_id", "c1");
  // @ts-expect-error visible holds a boolean
  q.eq("visible", "yes");
  // @ts-expect-error slug filters but does not sort
  q.ascending("slug");
  // @ts-expect-error not a category field
  client.categories.queryCategories({ fields: ["URL"] });
  expectTypeOf(q.find()).resolves.toEqualTypeOf<CursorPage<Category>>();
  expectTypeOf(iterateCursorQuery(q)).toEqualTypeOf<AsyncIterableIterator<Category>>();
});

test("writes need a name or a revision, and items name their app", () => {
  expectTypeOf(client.categories.createCategory({ name: "Sale" })).resolves.toEqualTypeOf<Category>();
  // @ts-expect-error a new category needs a name
  client.categories.createCategory({ slug: "sale" });
  // @ts-expect-error an update carries the revision it was read at
  client.categories.updateCategory("c1", { name: "Sale" });
  // @ts-expect-error the server sets the counter
  client.categories.updateCategory("c1", { revision: "1", itemCounter: 3 });
  client.categories.updateCategoryVisibility("c1", { visible: false, revision: "2" });
  client.categories.bulkAddItemsToCategory("c1", [productItem("p1"), { catalogItemId: "p2", appId: "app" }]);
  expectTypeOf(client.categories.countCategories()).resolves.toEqualTypeOf<number>();
});
