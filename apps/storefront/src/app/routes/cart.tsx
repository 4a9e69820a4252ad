/**
 * The cart route: the server reads the shopper's cart and its totals (so the page comes whole,
 * with or without JavaScript), and its action makes the changes the cart page's forms post
 * without JavaScript (`actions/cart-changes.server.ts`).
 */
import { HydrationBoundary } from "@tanstack/react-query";
import { cartQueryOptions, vitrineKeys } from "@vitrine/react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { dehydrateShop, requestShop, shopData } from "../../lib/request-shop.server.ts";
import { CartPage } from "../../pages/cart-page.tsx";
import { cartAction } from "../actions/cart-changes.server.ts";
import { pageMeta } from "../page-meta.ts";

/**
 * The cart (none asked for when the shopper has none) and, when it has lines, its totals, under
 * the keys the page's hooks read. A read the store does not answer is left to the browser.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const shop = requestShop(context, request);
  const { client, queryClient } = shop;
  // The root's loader reads the cart too, through this request's one cache: asked once.
  const cart = await queryClient.ensureQueryData(cartQueryOptions(client)).catch(() => undefined);
  if (cart?.id && (cart.lineItems?.length ?? 0) > 0) {
    const revision = cart.revision ?? cart.updatedDate?.toISOString() ?? "";
    await queryClient.prefetchQuery({
      queryKey: vitrineKeys.cartTotals(revision, {}),
      queryFn: () => client.currentCart.estimateCurrentCartTotals({}),
    });
  }
  return shopData(shop, { dehydrated: dehydrateShop(queryClient) });
}

/** The cart page's forms posted without JavaScript. */
export const action = cartAction;

/**
 * The page's title, and `noindex`: a shopper's own page is kept out of search results by this tag,
 * which crawlers read because `/robots.txt` lets them fetch the page.
 */
export const meta = () => [...pageMeta("Cart"), { name: "robots", content: "noindex, nofollow" }];

/** The cart page over the server's reads. */
export default function CartRoute() {
  const { dehydrated } = useLoaderData<typeof loader>();
  return (
    <HydrationBoundary state={dehydrated}>
      <CartPage />
    </HydrationBoundary>
  );
}
