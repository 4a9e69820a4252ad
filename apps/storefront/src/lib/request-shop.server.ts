/**
 * The shop as a route loader reads it on the server: one client and query cache for each
 * request, which every loader of that request shares (the root's and the page's read the cart
 * once), on the shopper's own session (the request's cookies, `shop-cookies.ts`, and a member's
 * refresh token in its `HttpOnly` cookie, `member-tokens.server.ts`), so nothing a
 * shopper's request reads or holds (tokens, cart, cache entries) is seen by another's; and what a
 * loader sends from that cache to the browser's (`dehydrateShop`). The `.server` suffix keeps
 * this module out of the browser's build.
 */
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type QueryKey,
} from "@tanstack/react-query";
import type { VitrineClient } from "@vitrine/react";
import { headerCookieJar } from "@vitrine/sdk/cookies";
import { data } from "react-router";
import type { StorefrontConfig } from "../app/config.ts";
import { createShopClient } from "./api.ts";
import { memberCookieTokens } from "./member-tokens.server.ts";
import { cartCookie, tokenCookie } from "./shop-cookies.ts";
import { createShopQueryClient, type ShopQueryClient } from "./shop-data.ts";

/** One request's client and cache. */
export interface RequestShop {
  client: VitrineClient;
  queryClient: ShopQueryClient;
  /** The `Set-Cookie` values for what the client wrote (new or renewed tokens, the cart mark). */
  setCookies: string[];
}

/** What the server hands each request's loaders and action: the settings, one object per request. */
export interface RequestContext {
  config: StorefrontConfig;
}

/**
 * The shop of each request under way, by its load context (the router hands each loader a
 * `Request` of its own, but the one context of the request).
 */
const shops = new WeakMap<RequestContext, RequestShop>();

/**
 * The client and query cache of `request` under the settings of its load context `context`, on
 * the shopper's session from the request's cookies (`Secure` ones when the request came over
 * https): made for the request's first loader (or its action), the same for the others, so a read
 * one of them made (the cart) is not asked of the store again.
 *
 * @example
 * ```ts
 * const { client, queryClient } = requestShop(context, request);
 * await queryClient.prefetchQuery(productQueryOptions(client, params.slug));
 * ```
 */
export function requestShop(context: RequestContext, request: Request): RequestShop {
  const made = shops.get(context);
  if (made) return made;
  const jar = headerCookieJar(request.headers.get("cookie"), {
    secure: new URL(request.url).protocol === "https:",
  });
  const shop = {
    client: createShopClient(context.config, {
      tokenStorage: memberCookieTokens(tokenCookie(jar), jar, request.url),
      cartStorage: cartCookie(jar),
    }),
    queryClient: createShopQueryClient(context.config),
    setCookies: jar.setCookieHeaders,
  };
  shops.set(context, shop);
  return shop;
}

/**
 * What the server's cache holds for the browser: the answers read, and the reads still under way
 * with their promises (the response streams them when they settle, so a slow part of a page does
 * not hold up its first bytes); with `only`, just the queries of those keys (the root's, in a
 * cache the page's loader shares: a query the page's loader still reads must not reach the render
 * first as pending, as hydration does not replace a query it already has until an effect runs).
 *
 * @example
 * ```ts
 * void queryClient.prefetchQuery(slowPart); // not awaited: streamed
 * await queryClient.prefetchQuery(aboveTheFold);
 * return { dehydrated: dehydrateShop(queryClient) };
 * ```
 */
export function dehydrateShop(queryClient: ShopQueryClient, only?: readonly QueryKey[]): DehydratedState {
  const hashes = only?.map((key) => hashKey(key));
  // `@vitrine/react`'s built types name TanStack's CommonJS declarations, this module its ES ones:
  // the same class, declared twice.
  return dehydrate(queryClient as unknown as Parameters<typeof dehydrate>[0], {
    shouldDehydrateQuery: (query) =>
      (hashes === undefined || hashes.includes(query.queryHash)) &&
      (defaultShouldDehydrateQuery(query) || query.state.status === "pending"),
  });
}

/**
 * A loader's answer `payload` with the status `status` and the cookies `shop`'s client wrote, so
 * the browser keeps the session the server used (a first visit's new visitor, renewed tokens).
 *
 * @example
 * ```ts
 * return shopData(shop, { dehydrated: dehydrateShop(shop.queryClient) }, product ? 200 : 404);
 * ```
 */
export function shopData<T>(shop: RequestShop, payload: T, status = 200) {
  const headers = new Headers();
  for (const cookie of shop.setCookies) headers.append("Set-Cookie", cookie);
  return data(payload, { status, headers });
}
