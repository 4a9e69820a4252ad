/**
 * The listings' reads cut to what their cards show. A page of the shop, of a collection or the
 * new arrivals keeps of each product what a product card shows ({@link ProductCardData}); the
 * collections keep their main picture, not their gallery (a tile and the shop's filter show no
 * more). The server renders a listing from these reads and sends them with the page for the
 * browser to hydrate from, so what no card shows (each product's gallery, variants, description,
 * info sections and purchase options; each collection's gallery) stays out of the HTML, and home
 * fits in the first round trip of a new connection (bench/README.md, "The document's size").
 * The keys extend `@vitrine/react`'s product and collection list keys, so what invalidates those
 * lists invalidates these.
 */
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import {
  collectionsQueryOptions,
  type ProductListQuery,
  productsQueryOptions,
  type ShopProduct,
  type ShopProductPage,
  useVitrineClient,
  type VitrineClient,
} from "@vitrine/react";
import type { CollectionV2 } from "@vitrine/sdk/catalog";

/** What a product card shows of a product. */
export type ProductCardData = Pick<
  ShopProduct,
  "id" | "name" | "slug" | "brand" | "ribbon" | "mainMedia" | "price" | "stock"
>;

/** A page of products, each as its card shows it. */
export type ProductCardPage = Omit<ShopProductPage, "items"> & { items: ProductCardData[] };

/** `product` cut to its card's fields. */
function cardOf({ id, name, slug, brand, ribbon, mainMedia, price, stock }: ShopProduct): ProductCardData {
  return { id, name, slug, brand, ribbon, mainMedia, price, stock };
}

/** `collection` without its gallery (its main picture kept). */
function tileOf(collection: CollectionV2): CollectionV2 {
  const { media, ...rest } = collection;
  return media?.mainMedia ? { ...rest, media: { mainMedia: media.mainMedia } } : rest;
}

/**
 * A page of products as cards (key: `@vitrine/react`'s `vitrineKeys.productList(query)` and
 * `"cards"`); the previous page stays in `data` while the next loads.
 *
 * @example
 * ```ts
 * await queryClient.fetchQuery(productCardsQueryOptions(client, { sort: "newest" }));
 * ```
 */
export function productCardsQueryOptions(client: VitrineClient, query: ProductListQuery = {}) {
  const products = productsQueryOptions(client, query);
  const read = products.queryFn as (context: object) => Promise<ShopProductPage>;
  // A plain object, not TanStack's `queryOptions`: `@vitrine/react`'s types and this module's
  // name TanStack's two declarations of one query client (CommonJS and ES), and a context taken
  // as `object` fits both.
  return {
    queryKey: [...products.queryKey, "cards"] as const,
    queryFn: async (context: object): Promise<ProductCardPage> => {
      const page = await read(context);
      return { ...page, items: page.items.map(cardOf) };
    },
    placeholderData: keepPreviousData,
  };
}

/**
 * The store's collections without their galleries (key: `vitrineKeys.collectionList()` and
 * `"tiles"`).
 *
 * @example
 * ```ts
 * await queryClient.fetchQuery(collectionTilesQueryOptions(client));
 * ```
 */
export function collectionTilesQueryOptions(client: VitrineClient) {
  const collections = collectionsQueryOptions(client);
  const read = collections.queryFn as (context: object) => Promise<CollectionV2[]>;
  return {
    queryKey: [...collections.queryKey, "tiles"] as const,
    queryFn: async (context: object): Promise<CollectionV2[]> => (await read(context)).map(tileOf),
  };
}

/**
 * A page of products as cards, in a component; `enabled: false` holds it.
 *
 * @example
 * ```tsx
 * const { data } = useProductCards({ collectionId, page: 2 });
 * ```
 */
export function useProductCards(
  query: ProductListQuery = {},
  options: { enabled?: boolean } = {},
): UseQueryResult<ProductCardPage> {
  return useQuery({
    ...productCardsQueryOptions(useVitrineClient(), query),
    enabled: options.enabled ?? true,
  });
}

/**
 * The store's collections without their galleries, in a component.
 *
 * @example
 * ```tsx
 * const { data: collections = [] } = useCollectionTiles();
 * ```
 */
export function useCollectionTiles(): UseQueryResult<CollectionV2[]> {
  return useQuery(collectionTilesQueryOptions(useVitrineClient()));
}
