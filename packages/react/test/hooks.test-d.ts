/** Type tests: what the hooks infer and which arguments they accept. */
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from "@tanstack/react-query";
import type { CatalogVersion, CollectionV2 } from "@vitrine/sdk/catalog";
import type { Cart } from "@vitrine/sdk/ecom";
import { describe, expectTypeOf, it } from "vitest";
import {
  type Choices,
  type InfiniteProductListQuery,
  type OptionState,
  type ProductListQuery,
  type ProductSort,
  type ShopProduct,
  type ShopProductPage,
  type UseProductsOptions,
  useCatalogVersion,
  useCollection,
  useCollections,
  useInfiniteProducts,
  useProduct,
  useProducts,
  useSuspenseCart,
  useSuspenseCatalogVersion,
  useSuspenseCollection,
  useSuspenseCollections,
  useSuspenseProduct,
  useSuspenseProducts,
  useVariantSelection,
  type VitrineClient,
  type VitrineProviderProps,
  vitrineKeys,
} from "../src/index.ts";

describe("hook types", () => {
  it("infers each hook's data", () => {
    expectTypeOf(useProducts).returns.toEqualTypeOf<UseQueryResult<ShopProductPage>>();
    expectTypeOf(useProduct).returns.toEqualTypeOf<UseQueryResult<ShopProduct | null>>();
    expectTypeOf(useCollections).returns.toEqualTypeOf<UseQueryResult<CollectionV2[]>>();
    expectTypeOf(useCollection).returns.toEqualTypeOf<UseQueryResult<CollectionV2 | null>>();
    expectTypeOf(useCatalogVersion).returns.toEqualTypeOf<UseQueryResult<CatalogVersion>>();
    expectTypeOf(useInfiniteProducts).returns.toEqualTypeOf<
      UseInfiniteQueryResult<InfiniteData<ShopProductPage, number>>
    >();
    expectTypeOf(useVariantSelection).returns.toHaveProperty("options").toEqualTypeOf<OptionState[]>();
    expectTypeOf(useVariantSelection).returns.toHaveProperty("choices").toEqualTypeOf<Choices>();
  });

  it("infers each Suspense hook's data, never undefined", () => {
    expectTypeOf(useSuspenseProducts).returns.toEqualTypeOf<UseSuspenseQueryResult<ShopProductPage>>();
    expectTypeOf(useSuspenseProduct).returns.toEqualTypeOf<UseSuspenseQueryResult<ShopProduct | null>>();
    expectTypeOf(useSuspenseCollections).returns.toEqualTypeOf<UseSuspenseQueryResult<CollectionV2[]>>();
    expectTypeOf(useSuspenseCollection).returns.toEqualTypeOf<UseSuspenseQueryResult<CollectionV2 | null>>();
    expectTypeOf(useSuspenseCart).returns.toEqualTypeOf<UseSuspenseQueryResult<Cart>>();
    expectTypeOf(useSuspenseCatalogVersion).returns.toEqualTypeOf<UseSuspenseQueryResult<CatalogVersion>>();
    expectTypeOf(useSuspenseProducts).returns.toHaveProperty("data").toEqualTypeOf<ShopProductPage>();
    expectTypeOf(useSuspenseProduct).returns.toHaveProperty("data").toEqualTypeOf<ShopProduct | null>();
    expectTypeOf(useSuspenseCollections).returns.toHaveProperty("data").toEqualTypeOf<CollectionV2[]>();
    expectTypeOf(useSuspenseCollection).returns.toHaveProperty("data").toEqualTypeOf<CollectionV2 | null>();
    expectTypeOf(useSuspenseCart).returns.toHaveProperty("data").toEqualTypeOf<Cart>();
    expectTypeOf(useSuspenseCatalogVersion).returns.toHaveProperty("data").toEqualTypeOf<CatalogVersion>();
    // The Suspense hooks take what the plain ones take, but no `enabled`: a suspending read cannot wait.
    expectTypeOf(useSuspenseProducts).parameters.toEqualTypeOf<[query?: ProductListQuery]>();
    expectTypeOf(useSuspenseProduct).parameters.toEqualTypeOf<[slug: string]>();
  });

  it("takes a typed product list query", () => {
    expectTypeOf<ProductSort>().toEqualTypeOf<
      "newest" | "price-asc" | "price-desc" | "name-asc" | "name-desc"
    >();
    expectTypeOf(useProducts).parameter(0).toEqualTypeOf<ProductListQuery | undefined>();
    expectTypeOf(useProducts).parameter(1).toEqualTypeOf<UseProductsOptions | undefined>();
    expectTypeOf(useInfiniteProducts).parameter(0).toEqualTypeOf<InfiniteProductListQuery | undefined>();
    // @ts-expect-error: an infinite list counts its pages itself
    const paged: InfiniteProductListQuery = { page: 2 };
    expectTypeOf(paged).toEqualTypeOf<InfiniteProductListQuery>();
    // @ts-expect-error: not a sort the list offers
    const wrong: ProductListQuery = { sort: "cheapest" };
    expectTypeOf(wrong).toEqualTypeOf<ProductListQuery>();
  });

  it("needs a client or client options, not both", () => {
    expectTypeOf<{ options: { clientId: string } }>().toExtend<VitrineProviderProps>();
    expectTypeOf<{ client: VitrineClient }>().toExtend<VitrineProviderProps>();
    expectTypeOf<{
      client: VitrineClient;
      options: { clientId: string };
    }>().not.toExtend<VitrineProviderProps>();
    expectTypeOf<{ children: null }>().not.toExtend<VitrineProviderProps>();
  });

  it("builds read-only query keys under one root", () => {
    expectTypeOf(vitrineKeys.product("x")).toEqualTypeOf<
      readonly ["vitrine", "products", "by-slug", string]
    >();
    expectTypeOf(vitrineKeys.collectionList()).toExtend<readonly ["vitrine", "collections", ...string[]]>();
    expectTypeOf(vitrineKeys.productPages({})).toExtend<readonly ["vitrine", "products", "pages", object]>();
  });
});
