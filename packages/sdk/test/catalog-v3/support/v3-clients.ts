/**
 * The catalogue v3 clients against a listening emulator: `admin` sends the test API key (writes
 * and merchant reads), `visitor` the SDK's own `OAuthStrategy` (anonymous visitor tokens from the
 * emulator's token endpoint). Both bind every module of `@vitrine/sdk/catalog-v3`. `listenV3Store`
 * starts a v3 emulator with the v3 demo store.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  seedDemoStoreV3,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import {
  brandsV3,
  catalogVersioning,
  categories,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
} from "@vitrine/sdk/catalog-v3";
import { OAuthStrategy } from "@vitrine/sdk/identity";

const modules = {
  catalogVersioning,
  productsV3,
  readOnlyVariantsV3,
  inventoryItemsV3,
  brandsV3,
  customizationsV3,
  infoSectionsV3,
  categories,
};

/** A merchant and a visitor client of the v3 modules, both on `baseUrl`. */
export function v3Clients(baseUrl: string) {
  return {
    admin: createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl,
      retry: false,
    }),
    visitor: createClient({
      modules,
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl }),
      baseUrl,
      retry: false,
    }),
  };
}

/** The clients {@link v3Clients} returns. */
export type V3Clients = ReturnType<typeof v3Clients>;

/** The application error a promise rejects with (fails the test on anything else). */
export async function applicationFailure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApplicationError(error)) throw new Error(`expected an application error, got ${String(error)}`);
  return error;
}

/** A listening catalogue v3 emulator with the v3 demo store seeded, and its two clients. */
export async function listenV3Store(): Promise<{ t: ListeningTestApp } & V3Clients> {
  const t = await listenTestApp({ catalogVersion: "V3_CATALOG" });
  await seedDemoStoreV3(t.db, t.config.publicUrl);
  return { t, ...v3Clients(t.baseUrl) };
}
