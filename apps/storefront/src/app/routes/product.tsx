/**
 * The product route: the server reads the product (by its slug) before the first byte; "Add to
 * cart" posted as a form (without JavaScript) is its action.
 */
import { HydrationBoundary } from "@tanstack/react-query";
import { productQueryOptions } from "@vitrine/react";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { cachedRead } from "../../http/cached-read.ts";
import { catalogueCacheFor } from "../../http/catalogue-reads.ts";
import { productReadTags } from "../../http/catalogue-tags.ts";
import { catalogueShop } from "../../lib/catalogue-shop.server.ts";
import { dehydrateShop, shopData } from "../../lib/request-shop.server.ts";
import { unavailableWhenUnreachable } from "../../lib/store-unavailable.server.ts";
import { ProductPage } from "../../pages/product-page.tsx";
import { productPageMeta } from "../../seo/product-page-meta.ts";
import { addToCartAction } from "../actions/add-to-cart.server.ts";
import { pageMeta } from "../page-meta.ts";

/**
 * The product, read, with its name and description for the page's meta; 404 (with the page's
 * "not found") when the store has no product with that slug, 503 when the store cannot be reached.
 */
export const loader = unavailableWhenUnreachable(async ({ context, params, request }: LoaderFunctionArgs) => {
  const shop = catalogueShop(context.config);
  const { client, queryClient } = shop;
  // Through the server's catalogue cache (purged by the store's webhooks), then into the
  // request's query cache, so the browser hydrates it.
  const options = productQueryOptions(client, params.slug ?? "");
  const product = await cachedRead(catalogueCacheFor(context), options.queryKey, productReadTags, () =>
    queryClient.fetchQuery(options),
  );
  queryClient.setQueryData(options.queryKey, product);
  return shopData(
    shop,
    { dehydrated: dehydrateShop(queryClient), product, origin: new URL(request.url).origin },
    product ? 200 : 404,
  );
});

/** "Add to cart" posted as a form. */
export const action = addToCartAction;

/** The product's head: title, description, canonical URL, preview tags and JSON-LD. */
export const meta = ({ data }: MetaArgs<typeof loader>) =>
  data?.product ? productPageMeta(data.product, data.origin) : pageMeta("Product not found");

/** The product page over the server's read. */
export default function ProductRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ProductPage />
    </HydrationBoundary>
  );
}
