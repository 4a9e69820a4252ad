/**
 * A site runs one catalogue. This guard wraps the registry's endpoints so that,
 * keyed on path prefixes alone, a v3 store refuses the v1 catalogue calls
 * (`/stores/v1/…`, `/stores-reader/v1/…`, `/v2/collections…`) and a v1 store
 * the v3 ones (`/stores/v3/…`, and the categories of `/categories/v1/…`, a v3
 * store's collections), as the provider does: HTTP 428 with
 * `CATALOG_V3_CALLING_CATALOG_V1_API` (or the reverse). The v3 ribbons and the
 * catalogue version call are served on both.
 */
import type { CatalogVersion } from "../../config.ts";
import { ApplicationFailure } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";

const V1_PREFIXES = ["/stores/v1/", "/stores-reader/v1/", "/v2/collections"] as const;
const V3_PREFIXES = ["/stores/v3/", "/categories/v1/"] as const;
const SERVED_ON_BOTH = ["/stores/v3/ribbons", "/stores/v3/provision/"] as const;

/** The catalogue an endpoint belongs to, or undefined when it belongs to neither (or both). */
function catalogOfPath(path: string): CatalogVersion | undefined {
  if (SERVED_ON_BOTH.some((prefix) => path.startsWith(prefix))) return undefined;
  if (V1_PREFIXES.some((prefix) => path.startsWith(prefix))) return "V1_CATALOG";
  if (V3_PREFIXES.some((prefix) => path.startsWith(prefix))) return "V3_CATALOG";
  return undefined;
}

const SHORT_NAME: Record<CatalogVersion, string> = { V1_CATALOG: "CATALOG_V1", V3_CATALOG: "CATALOG_V3" };

/** The provider's refusal of a call to the catalogue the site does not run. */
export function wrongCatalogFailure(site: CatalogVersion, endpoint: CatalogVersion): ApplicationFailure {
  return new ApplicationFailure(
    428,
    `${SHORT_NAME[site]}_CALLING_${SHORT_NAME[endpoint]}_API`,
    `Endpoint belongs to ${SHORT_NAME[endpoint]}, but your site is using ${SHORT_NAME[site]}.`,
    { siteCatalogVersion: site, endpointCatalogVersion: endpoint },
  );
}

/**
 * Wraps each catalogue endpoint so that it first checks the site's `config.catalogVersion`;
 * other endpoints pass through unchanged.
 *
 * @example
 * ```ts
 * export const endpoints = guardCatalogVersion([...catalogReadEndpoints, ...catalogV3Endpoints]);
 * ```
 */
export function guardCatalogVersion(endpoints: readonly Endpoint[]): Endpoint[] {
  return endpoints.map((endpoint) => {
    const catalog = catalogOfPath(endpoint.path);
    if (catalog === undefined) return endpoint;
    return {
      ...endpoint,
      handle(input) {
        if (input.config.catalogVersion !== catalog)
          throw wrongCatalogFailure(input.config.catalogVersion, catalog);
        return endpoint.handle(input);
      },
    };
  });
}
