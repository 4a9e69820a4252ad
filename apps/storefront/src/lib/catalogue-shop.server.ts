/**
 * The shop as a catalogue page's loader reads it: the server's own client (visitor tokens of its
 * own, kept in memory, never sent to a browser), one per server configuration, and a new query
 * cache for each request. A catalogue page reads no cookie and writes none, so what it renders is
 * the same for every shopper and a shared cache may keep it; what is a shopper's own (the cart
 * badge, the member's name) their browser reads after hydration. The `.server` suffix keeps this
 * module out of the browser's build.
 */
import type { VitrineClient } from "@vitrine/react";
import type { StorefrontConfig } from "../app/config.ts";
import { createShopClient } from "./api.ts";
import type { RequestShop } from "./request-shop.server.ts";
import { createShopQueryClient } from "./shop-data.ts";

const clients = new WeakMap<StorefrontConfig, VitrineClient>();

/**
 * The catalogue client and a new query cache for a catalogue page under the settings `config`;
 * it sets no cookie.
 *
 * @example
 * ```ts
 * const { client, queryClient } = catalogueShop(context.config);
 * await queryClient.fetchQuery(collectionsQueryOptions(client));
 * ```
 */
export function catalogueShop(config: StorefrontConfig): RequestShop {
  let client = clients.get(config);
  if (!client) {
    client = createShopClient(config);
    clients.set(config, client);
  }
  return { client, queryClient: createShopQueryClient(config), setCookies: [] };
}
