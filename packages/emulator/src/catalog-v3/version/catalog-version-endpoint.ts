/**
 * `GET /stores/v3/provision/version`: which catalogue the site runs, as the
 * provider's catalog-versioning module reads it (`{catalogVersion}`).
 */
import type { Endpoint } from "../../http/endpoint.ts";

/** Answers `{catalogVersion: "V1_CATALOG" | "V3_CATALOG"}` from the config. */
export const catalogVersionEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/provision/version",
  access: "read",
  async handle({ config }) {
    return { catalogVersion: config.catalogVersion };
  },
};
