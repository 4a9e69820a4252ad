/** Type tests: the catalogue v3 query builders check field names, value types and operators per field. */
import { createClient } from "@vitrine/sdk";
import {
  type BrandsQueryBuilder,
  brandsV3,
  type CursorPage,
  type InventoryItemV3,
  inventoryItemsV3,
  iterateCursorQuery,
  type ProductField,
  type ProductsV3QueryBuilder,
  type ProductV3,
  productsV3,
  readOnlyVariantsV3,
} from "@vitrine/sdk/catalog-v3";
import { expectTypeOf, test } from "vitest";

const client = createClient({ modules: { productsV3, brandsV3, inventoryItemsV3, readOnlyVariantsV3 } });
const q = client.productsV3.queryProducts({ fields: ["URL", "CURRENCY"] });

test("product fields and values are checked", () => {
  expectTypeOf(q).toEqualTypeOf<ProductsV3QueryBuilder>();
  q.eq("visible", true).startsWith("slug", "tee").hasSome("options.id", ["o1"]).in("id", ["p1"]);
  q.ge("createdDate", new Date())
    .lt("updatedDate", "2024-01-01T00:00:00Z")
    .descending("createdDate")
    .skipTo("c");
  // @ts-expect-error the provider's `_id` spelling is not accepted: use `id`
  q.eq("_id", "p1");
  // @ts-expect-error name is searched, not queried (searchProducts)
  q.eq("name", "Tee");
  // @ts-expect-error visible holds a boolean
  q.eq("visible", "yes");
  // @ts-expect-error hasSome only on list fields
  q.hasSome("slug", ["a"]);
  // @ts-expect-error id is not sortable
  q.ascending("id");
  // @ts-expect-error not a requested field
  client.productsV3.queryProducts({ fields: ["PRICE"] });
  expectTypeOf<ProductField>().toExtend<string>();
});

test("pages carry the entity type", () => {
  expectTypeOf(q.find()).resolves.toEqualTypeOf<CursorPage<ProductV3>>();
  expectTypeOf(iterateCursorQuery(q)).toEqualTypeOf<AsyncIterableIterator<ProductV3>>();
  expectTypeOf(iterateCursorQuery(client.inventoryItemsV3.queryInventoryItems())).toEqualTypeOf<
    AsyncIterableIterator<InventoryItemV3>
  >();
  expectTypeOf(client.brandsV3.queryBrands()).toEqualTypeOf<BrandsQueryBuilder>();
  client.inventoryItemsV3
    .queryInventoryItems()
    .lt("quantity", 3)
    .eq("trackQuantity", true)
    .ascending("quantity");
  // @ts-expect-error quantity holds a number
  client.inventoryItemsV3.queryInventoryItems().lt("quantity", "3");
  client.readOnlyVariantsV3.queryVariants({ fields: ["MERCHANT_DATA"] }).eq("productData.productId", "p1");
  // @ts-expect-error not a variant field
  client.readOnlyVariantsV3.queryVariants({ fields: ["URL"] });
});
