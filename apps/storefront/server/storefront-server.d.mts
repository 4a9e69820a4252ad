/** Types of `storefront-server.mjs` (plain JavaScript, so Node runs it without a build step). */

import type { IncomingMessage, ServerResponse } from "node:http";
import type { CachePurge } from "../src/http/catalogue-webhooks.ts";
import type { PageCacheStats } from "../src/http/page-cache.ts";

/**
 * What a verified store webhook dropped from a server's caches (`CachePurge`: entries by tag, or
 * all), and how the server's page cache is doing (`PageCacheStats`).
 */
export type { CachePurge, PageCacheStats };

/** The settings the server hands every loader (see `src/app/config.ts`). */
export interface StorefrontServerConfig {
  apiUrl: string;
  clientId: string;
  catalog?: "V1_CATALOG" | "V3_CATALOG";
  /** The store's webhook public key (PEM): `POST /webhooks` verifies deliveries with it. */
  webhookPublicKey?: string;
  /** Most bytes of catalogue pages kept in the page cache (default 32 MiB; 0 keeps none). */
  pageCacheBytes?: number;
}

/** A listening storefront server. */
export interface StorefrontServer {
  /** The port it listens on. */
  port: number;
  /** The page cache's counters. */
  pageCacheStats(): PageCacheStats;
  /** Drops from the server's caches what `purge` names (a purge another of its processes made). */
  purgeCaches(purge: CachePurge): void;
  /** Stops taking connections; resolves once the requests under way have finished. */
  close(): Promise<void>;
}

/** Options of {@link startStorefrontServer}. */
export interface StorefrontServerOptions {
  /** The production build's folder (`client/`, `server/`). */
  buildDir: string;
  config: StorefrontServerConfig;
  /** The port to listen on (default 0: any free port). */
  port?: number;
  host?: string;
  /** Told of each purge a verified store webhook made in the server's caches, once made. */
  onWebhookPurge?: (purge: CachePurge) => void;
}

/** What the server uses of the build's server entry (`src/app/entry.server.tsx`). */
export interface ServerEntry {
  serveCachedPage(config: StorefrontServerConfig, req: IncomingMessage, res: ServerResponse): boolean;
  pageCacheStats(config: StorefrontServerConfig): PageCacheStats;
  onWebhookPurge(config: StorefrontServerConfig, listener: (purge: CachePurge) => void): void;
  purgeCaches(config: StorefrontServerConfig, purge: CachePurge): void;
}

/** Starts serving the build in `buildDir` with the settings `config`. */
export function startStorefrontServer(options: StorefrontServerOptions): Promise<StorefrontServer>;
