/** Types of `storefront-server.mjs` (plain JavaScript, so Node runs it without a build step). */

import type { PageCacheStats } from "../src/http/page-cache.ts";

/** How the server's page cache is doing. */
export type { PageCacheStats };

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
  /** Stops taking connections; resolves once the requests under way have finished. */
  close(): Promise<void>;
}

/** Starts serving the build in `buildDir` with the settings `config`. */
export function startStorefrontServer(options: {
  buildDir: string;
  config: StorefrontServerConfig;
  port?: number;
  host?: string;
}): Promise<StorefrontServer>;
