/**
 * The storefront's settings, read from Vite's env at build time: the API origin (the emulator by
 * default), the headless project's OAuth client id, and the store's catalogue when it is known.
 */
import type { CatalogVersion } from "@vitrine/sdk/catalog";

/** Where the API lives: `VITE_VITRINE_API_URL`, default the local emulator. */
export const API_URL: string = import.meta.env.VITE_VITRINE_API_URL || "http://localhost:4000";

/** The OAuth client the visitor tokens are for: `VITE_VITRINE_CLIENT_ID`. */
export const CLIENT_ID: string = import.meta.env.VITE_VITRINE_CLIENT_ID || "vitrine-demo-client";

/**
 * The store's catalogue, `VITE_VITRINE_CATALOG` (`v1` or `v3`), when the deployment knows it: the
 * hooks then never ask the store, which saves a request before the first page of products.
 * Unset: the hooks ask once (`getCatalogVersion`).
 */
export const CATALOG_VERSION: CatalogVersion | undefined = ({ v1: "V1_CATALOG", v3: "V3_CATALOG" } as const)[
  import.meta.env.VITE_VITRINE_CATALOG ?? ""
];
