/** The collection route: the server reads the collection and its first page of products. */
import { HydrationBoundary } from "@tanstack/react-query";
import { collectionQueryOptions } from "@vitrine/react";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { readShopParams } from "../../components/shop/shop-params.ts";
import { cachedQuery } from "../../http/cached-read.ts";
import { catalogueCacheFor } from "../../http/catalogue-reads.ts";
import { collectionReadTags, listingReadTags } from "../../http/catalogue-tags.ts";
import { catalogueShop } from "../../lib/catalogue-shop.server.ts";
import { productCardsQueryOptions } from "../../lib/listing-cards.ts";
import { dehydrateShop, shopData } from "../../lib/request-shop.server.ts";
import { unavailableWhenUnreachable } from "../../lib/store-unavailable.server.ts";
import { CollectionPage } from "../../pages/collection-page.tsx";
import { listingPageMeta } from "../../seo/listing-page-meta.ts";
import { pageMeta, plainText } from "../page-meta.ts";
import { paths } from "../paths.ts";

/**
 * The collection and the page of its products the URL asks for (sort, page); 404 (with the page's
 * "not found") when the store has no collection with that slug, 503 when it cannot be reached.
 */
export const loader = unavailableWhenUnreachable(async ({ context, params, request }: LoaderFunctionArgs) => {
  const shop = catalogueShop(context.config);
  const { client, queryClient } = shop;
  const cache = catalogueCacheFor(context);
  const collection = await queryClient.fetchQuery(
    cachedQuery(cache, collectionQueryOptions(client, params.slug ?? ""), collectionReadTags),
  );
  const { sort, page } = readShopParams(new URL(request.url).searchParams);
  const products = collection?.id
    ? await queryClient.fetchQuery(
        cachedQuery(
          cache,
          productCardsQueryOptions(client, { collectionId: collection.id, sort, page }),
          listingReadTags,
        ),
      )
    : null;
  return shopData(
    shop,
    {
      dehydrated: dehydrateShop(queryClient),
      name: collection?.name ?? null,
      description: collection?.description ? plainText(collection.description) : null,
      slug: collection?.slug ?? null,
      products,
      origin: new URL(request.url).origin,
    },
    collection ? 200 : 404,
  );
});

/** The collection's name and description. */
export const meta = ({ data }: MetaArgs<typeof loader>) =>
  data?.products && data.slug && data.name
    ? listingPageMeta(
        {
          path: paths.collection(data.slug),
          name: data.name,
          description: data.description,
          products: data.products,
        },
        data.origin,
      )
    : pageMeta(data?.name ?? "Collection not found", data?.description);

/** The collection page over the server's reads. */
export default function CollectionRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <CollectionPage />
    </HydrationBoundary>
  );
}
