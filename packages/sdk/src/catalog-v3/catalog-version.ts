/**
 * `getCatalogVersion()`: which catalogue the site runs (`GET /stores/v3/provision/version`), so a
 * store can pick the v1 calls (`@vitrine/sdk/catalog`) or the v3 ones (`@vitrine/sdk/catalog-v3`).
 */
import type { CatalogVersion } from "../catalog/model/enums.js";
import { defineCall } from "../core/define-call.js";

/**
 * Resolves `"V1_CATALOG"` or `"V3_CATALOG"`.
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { catalogVersioning }, auth });
 * if ((await client.catalogVersioning.getCatalogVersion()) === "V3_CATALOG") useV3();
 * ```
 */
export const getCatalogVersion = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/provision/version",
  response: (wire: { catalogVersion: CatalogVersion }) => wire.catalogVersion,
});
