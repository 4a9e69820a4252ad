/** Type tests: the query builder checks field names, value types and operators per field. */
import { createClient } from "@vitrine/sdk";
import {
  type CollectionsPage,
  type CollectionV2,
  collectionsV2,
  iterateProducts,
  iterateQuery,
  type Product,
  type ProductsPage,
  type ProductsQueryBuilder,
  products,
} from "@vitrine/sdk/catalog";
import { expectTypeOf, test } from "vitest";

const client = createClient({ modules: { products, collectionsV2 } });
const q = client.products.queryProducts();

test("fields and values are checked", () => {
  expectTypeOf(q).toEqualTypeOf<ProductsQueryBuilder>();
  expectTypeOf(
    q.eq("productType", "physical").between("price", 10, 50),
  ).toEqualTypeOf<ProductsQueryBuilder>();
  q.hasSome("collectionIds", ["c1"]).startsWith("name", "Shi").ascending("price").limit(20).skip(40);
  q.ge("createdDate", new Date()).lt("lastUpdated", "2024-01-01T00:00:00Z").in("id", ["a"]);
  // @ts-expect-error misspelt field
  q.eq("prize", 10);
  // @ts-expect-error a string for price
  q.gt("price", "10");
  // @ts-expect-error a string for price in between
  q.between("price", "1", 2);
  // @ts-expect-error not a product type
  q.eq("productType", "service");
  // @ts-expect-error the provider's `_id` spelling is not accepted: use `id`
  q.eq("_id", "p1");
  // @ts-expect-error startsWith only on text fields
  q.startsWith("price", "1");
  // @ts-expect-error hasSome only on list fields
  q.hasSome("name", ["a"]);
  // @ts-expect-error collectionIds holds strings
  q.hasAll("collectionIds", [1]);
  // @ts-expect-error not sortable
  q.ascending("description");
  // @ts-expect-error a collections query cannot be combined with a products query
  q.or(client.collectionsV2.queryCollections());
});

test("results are typed", async () => {
  const page = await q.find();
  expectTypeOf(page).toEqualTypeOf<ProductsPage>();
  expectTypeOf(page.items).toEqualTypeOf<Product[]>();
  expectTypeOf(page.items[0]?.createdDate).toEqualTypeOf<Date | null | undefined>();
  expectTypeOf(page.totalCount).toEqualTypeOf<number | undefined>();
  expectTypeOf(page.next()).resolves.toEqualTypeOf<ProductsPage>();
  expectTypeOf(iterateProducts(q)).toEqualTypeOf<AsyncIterableIterator<Product>>();
  expectTypeOf(iterateQuery(client.collectionsV2.queryCollections())).toEqualTypeOf<
    AsyncIterableIterator<CollectionV2>
  >();
  // @ts-expect-error a products walk takes a products query
  iterateProducts(client.collectionsV2.queryCollections());
  // @ts-expect-error the keyset is a sortable, ordered field of the query
  iterateQuery(q, {}, "collectionIds");
  const collections = await client.collectionsV2.queryCollections().find();
  expectTypeOf(collections).toEqualTypeOf<CollectionsPage>();
  expectTypeOf(collections.pagingMetadata.tooManyToCount).toEqualTypeOf<boolean | null | undefined>();
  expectTypeOf(client.products.getProduct).parameters.toEqualTypeOf<
    [id: string, options?: { includeMerchantSpecificData?: boolean }]
  >();
  expectTypeOf(client.products.deleteProduct("p1")).resolves.toEqualTypeOf<void>();
});
