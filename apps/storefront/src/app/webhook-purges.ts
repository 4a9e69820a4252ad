/**
 * The webhooks' purges of a server that runs in several processes (`server/start.mjs` with
 * `VITRINE_WORKERS`): each process keeps its own catalogue cache and page cache, and a store
 * webhook reaches one of them. That process's `/webhooks` route purges its own caches and tells the
 * server (`webhookPurged`, which calls the listener the server gave `onWebhookPurge`); the server
 * sends the purge to its other processes, each of which drops the same entries (`purgeCaches`).
 * The build's server entry exports `onWebhookPurge` and `purgeCaches` for the server, its way into
 * the app's code. A server in one process gives no listener, and a purge stays where it was made.
 */

import { catalogueCacheOf } from "../http/catalogue-cache-of.ts";
import { applyCachePurge, type CachePurge } from "../http/catalogue-webhooks.ts";
import { pageCacheOf } from "../http/page-cache-of.ts";
import type { StorefrontConfig } from "./config.ts";

const listeners = new WeakMap<StorefrontConfig, (purge: CachePurge) => void>();

/**
 * Hands each purge a verified webhook makes in the caches of the server running with `config` to
 * `listener`, once made.
 *
 * @example
 * ```ts
 * onWebhookPurge(config, (purge) => process.send?.({ type: "storefront:purge", purge }));
 * ```
 */
export function onWebhookPurge(config: StorefrontConfig, listener: (purge: CachePurge) => void): void {
  listeners.set(config, listener);
}

/**
 * Tells the server running with `config` of a purge a verified webhook made in its caches (the
 * `/webhooks` route calls it).
 *
 * @example
 * ```ts
 * webhookPurged(config, { tags: ["product:p1", "listings", "missing"] });
 * ```
 */
export function webhookPurged(config: StorefrontConfig, purge: CachePurge): void {
  listeners.get(config)?.(purge);
}

/**
 * Drops what `purge` names from the catalogue cache and the page cache of the server running
 * with `config` (a purge another of the server's processes made).
 *
 * @example
 * ```ts
 * purgeCaches(config, { all: true });
 * ```
 */
export function purgeCaches(config: StorefrontConfig, purge: CachePurge): void {
  applyCachePurge(purge, catalogueCacheOf(config), pageCacheOf(config));
}
