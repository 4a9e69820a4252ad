/** The product route: the server reads the product (by its slug) before the first byte. */
import { HydrationBoundary } from "@tanstack/react-query";
import { productQueryOptions } from "@vitrine/react";
import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { dehydrateShop, requestShop, shopData } from "../../lib/request-shop.server.ts";
import { unavailableWhenUnreachable } from "../../lib/store-unavailable.server.ts";
import { ProductPage } from "../../pages/product-page.tsx";
import { pageMeta, plainText } from "../page-meta.ts";

/**
 * The product, read, with its name and description for the page's meta; 404 (with the page's
 * "not found") when the store has no product with that slug, 503 when the store cannot be reached.
 */
export const loader = unavailableWhenUnreachable(async ({ context, params, request }: LoaderFunctionArgs) => {
  const shop = requestShop(context.config, request);
  const { client, queryClient } = shop;
  const product = await queryClient.fetchQuery(productQueryOptions(client, params.slug ?? ""));
  return shopData(
    shop,
    {
      dehydrated: dehydrateShop(queryClient),
      name: product?.name ?? null,
      description: product?.description ? plainText(product.description) : null,
    },
    product ? 200 : 404,
  );
});

/** The product's name and description. */
export const meta = ({ data }: MetaArgs<typeof loader>) =>
  pageMeta(data?.name ?? "Product not found", data?.description);

/** The product page over the server's read. */
export default function ProductRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <ProductPage />
    </HydrationBoundary>
  );
}
