/**
 * The shop route: the server reads the collections and the page of products the URL asks for
 * (search, collection, price range, sort, page).
 */
import { HydrationBoundary } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { readShopParams } from "../../components/shop/shop-params.ts";
import { shopProductQuery } from "../../components/shop/shop-product-query.ts";
import { cachedQuery } from "../../http/cached-read.ts";
import { catalogueCacheFor } from "../../http/catalogue-reads.ts";
import { collectionReadTags, listingReadTags } from "../../http/catalogue-tags.ts";
import { catalogueShop } from "../../lib/catalogue-shop.server.ts";
import { collectionTilesQueryOptions, productCardsQueryOptions } from "../../lib/listing-cards.ts";
import { dehydrateShop, shopData } from "../../lib/request-shop.server.ts";
import { unavailableWhenUnreachable } from "../../lib/store-unavailable.server.ts";
import { ShopPage } from "../../pages/shop-page.tsx";
import { listingPageMeta } from "../../seo/listing-page-meta.ts";
import { pageMeta } from "../page-meta.ts";
import { paths } from "../paths.ts";

/**
 * The collections, and the products of the shop's URL (in the collection it names, if any); 503
 * when the store cannot be reached.
 */
export const loader = unavailableWhenUnreachable(async ({ context, request }: LoaderFunctionArgs) => {
  const shop = catalogueShop(context.config);
  const { client, queryClient } = shop;
  const cache = catalogueCacheFor(context);
  const params = readShopParams(new URL(request.url).searchParams);
  const collections = await queryClient.fetchQuery(
    cachedQuery(cache, collectionTilesQueryOptions(client), collectionReadTags),
  );
  const collection = params.collection ? collections.find((c) => c.slug === params.collection) : undefined;
  const products =
    !params.collection || collection
      ? await queryClient.fetchQuery(
          cachedQuery(
            cache,
            productCardsQueryOptions(client, shopProductQuery(params, collection?.id)),
            listingReadTags,
          ),
        )
      : null;
  return shopData(shop, {
    dehydrated: dehydrateShop(queryClient),
    title: collection?.name ?? null,
    products,
    query: params.q,
    origin: new URL(request.url).origin,
  });
});

/** The shop's title: the collection shown, or all products. */
export const meta = ({ data }: MetaArgs<typeof loader>) =>
  data?.products
    ? listingPageMeta(
        { path: paths.shop, name: data.title ?? "All products", query: data.query, products: data.products },
        data.origin,
      )
    : pageMeta(data?.title ?? "All products");

/** The shop page over the server's reads. */
export default function ShopRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ShopPage />
    </HydrationBoundary>
  );
}
