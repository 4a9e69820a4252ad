/**
 * `GET /_dev/health` and `GET /healthz`: whether the emulator answers, for scripts, containers
 * and test harnesses waiting on it. Public and free of secrets: the version, the catalogue the
 * site runs and the kind of database.
 */
import type { CatalogVersion } from "../config.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { EMULATOR_VERSION } from "../version.ts";

/** The health answer. */
export interface Health {
  status: "ok";
  version: string;
  catalogVersion: CatalogVersion;
  database: "pglite" | "postgres";
}

function health(path: string): Endpoint {
  return {
    method: "GET",
    path,
    access: "public",
    handle: async ({ db, config }): Promise<Health> => ({
      status: "ok",
      version: EMULATOR_VERSION,
      catalogVersion: config.catalogVersion,
      database: db.kind,
    }),
  };
}

/** The two health routes (the same answer). */
export const healthEndpoints: readonly Endpoint[] = [health("/_dev/health"), health("/healthz")];
