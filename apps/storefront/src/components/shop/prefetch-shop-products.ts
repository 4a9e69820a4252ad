/**
 * The shop route's loader: starts the first page of products (and so the visitor token it needs)
 * as soon as the route matches, alongside the download of the shop page's code instead of after
 * it. It does not wait for the answer: the page renders its loading state and picks the answer
 * up from the query cache. A collection given by slug is resolved by the page first, so that
 * request is left to the page.
 */
import { prefetchProducts } from "../../lib/shop-data.ts";
import { readShopParams } from "./shop-params.ts";
import { shopProductQuery } from "./shop-product-query.ts";

/** Starts the shop's product query for `request`'s URL; returns `null` at once. */
export function prefetchShopProducts({ request }: { request: Request }): null {
  const params = readShopParams(new URL(request.url).searchParams);
  if (params.collection === "") prefetchProducts(shopProductQuery(params, undefined));
  return null;
}
