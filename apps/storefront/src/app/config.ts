/**
 * The storefront's settings, read at run time (one build serves any store): the API origin (the
 * emulator by default), the headless project's OAuth client id, and the store's catalogue when it
 * is known. The server reads them from its environment (`configFromEnv`) and hands them to the
 * routes through the request's load context; the root route passes them to the browser, which
 * keeps them for the page's life (`setBrowserConfig`, `browserConfig`). Nothing here is secret.
 */
import type { CatalogVersion } from "@vitrine/sdk/catalog";

/** The settings the server and the browser share. */
export interface StorefrontConfig {
  /** Where the API lives (the local emulator by default). */
  apiUrl: string;
  /** The OAuth client the visitor tokens are for. */
  clientId: string;
  /**
   * The store's catalogue when the deployment knows it: the hooks then never ask the store,
   * which saves a request before the first page of products. Unset: asked once per cache.
   */
  catalog?: CatalogVersion;
  /** The store's webhook public key (PEM), which verifies the deliveries that purge the server's catalogue cache. */
  webhookPublicKey?: string;
  /** Most bytes of finished catalogue pages the server keeps (`http/page-cache.ts`; default 32 MiB, 0 keeps none). */
  pageCacheBytes?: number;
}

/** The settings of a local demo store. */
export const DEFAULT_CONFIG: StorefrontConfig = {
  apiUrl: "http://localhost:4000",
  clientId: "vitrine-demo-client",
};

/**
 * The settings from the environment: `VITRINE_API_URL`, `VITRINE_CLIENT_ID`, `VITRINE_CATALOG`
 * (`v1` or `v3`), each defaulting to the local demo store, and `VITRINE_WEBHOOK_PUBLIC_KEY`.
 *
 * @example
 * ```ts
 * configFromEnv({ VITRINE_API_URL: "http://127.0.0.1:4100" }).apiUrl; // "http://127.0.0.1:4100"
 * ```
 */
export function configFromEnv(env: Record<string, string | undefined>): StorefrontConfig {
  const catalog = ({ v1: "V1_CATALOG", v3: "V3_CATALOG" } as const)[env.VITRINE_CATALOG as "v1" | "v3"];
  return {
    apiUrl: env.VITRINE_API_URL || DEFAULT_CONFIG.apiUrl,
    clientId: env.VITRINE_CLIENT_ID || DEFAULT_CONFIG.clientId,
    ...(catalog ? { catalog } : {}),
    ...(env.VITRINE_WEBHOOK_PUBLIC_KEY ? { webhookPublicKey: env.VITRINE_WEBHOOK_PUBLIC_KEY } : {}),
  };
}

let inBrowser: StorefrontConfig | undefined;

/** Keeps the settings the server sent for this page (browser only; one shopper per page). */
export function setBrowserConfig(config: StorefrontConfig): void {
  inBrowser = config;
}

/** The settings the server sent for this page; a call before the root route rendered is a bug. */
export function browserConfig(): StorefrontConfig {
  if (!inBrowser) throw new Error("The storefront's settings are read before the root route has rendered.");
  return inBrowser;
}
