/**
 * The home route: the server reads the collections before the first byte and starts the new
 * arrivals, which stream after the first flush.
 */
import { HydrationBoundary } from "@tanstack/react-query";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { NEW_ARRIVALS } from "../../components/product/new-arrivals.tsx";
import { cachedQuery } from "../../http/cached-read.ts";
import { catalogueCacheFor } from "../../http/catalogue-reads.ts";
import { collectionReadTags, listingReadTags } from "../../http/catalogue-tags.ts";
import { catalogueShop } from "../../lib/catalogue-shop.server.ts";
import { collectionTilesQueryOptions, productCardsQueryOptions } from "../../lib/listing-cards.ts";
import { dehydrateShop, shopData } from "../../lib/request-shop.server.ts";
import { unavailableWhenUnreachable } from "../../lib/store-unavailable.server.ts";
import { HomePage } from "../../pages/home-page.tsx";
import { homePageMeta } from "../../seo/home-page-meta.ts";

/** The collections, read; the new arrivals, under way; 503 when the store cannot be reached. */
export const loader = unavailableWhenUnreachable(async ({ context, request }: LoaderFunctionArgs) => {
  const shop = catalogueShop(context.config);
  const { client, queryClient } = shop;
  const cache = catalogueCacheFor(context);
  void queryClient.prefetchQuery(
    cachedQuery(cache, productCardsQueryOptions(client, NEW_ARRIVALS), listingReadTags),
  );
  await queryClient.fetchQuery(cachedQuery(cache, collectionTilesQueryOptions(client), collectionReadTags));
  return shopData(shop, { dehydrated: dehydrateShop(queryClient), origin: new URL(request.url).origin });
});

/** The store's own title and description, with its Organization and WebSite JSON-LD. */
export const meta = ({ data }: MetaArgs<typeof loader>) => (data ? homePageMeta(data.origin) : []);

/** The home page over the server's reads. */
export default function HomeRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <HomePage />
    </HydrationBoundary>
  );
}
