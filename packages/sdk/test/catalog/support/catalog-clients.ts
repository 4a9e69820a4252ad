/**
 * The catalogue's two clients against a listening emulator: `admin` sends the test API key
 * (writes and merchant reads), `visitor` the SDK's own `OAuthStrategy` (anonymous visitor tokens
 * from the emulator's token endpoint). `createTee` makes the product with options most tests use.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, type Modules } from "@vitrine/sdk";
import { collections, collectionsV2, type Product, products, storeVariants } from "@vitrine/sdk/catalog";
import { OAuthStrategy } from "@vitrine/sdk/identity";

const catalogModules = { products, collections, collectionsV2, storeVariants };

/**
 * A merchant and a visitor client of `modules` (default: the v1 and v2 catalogue modules), both on
 * `baseUrl`.
 */
export function catalogClients<M extends Modules = typeof catalogModules>(
  baseUrl: string,
  modules: M = catalogModules as unknown as M,
) {
  return {
    admin: createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl,
    }),
    visitor: createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl }), baseUrl }),
  };
}

/** The clients {@link catalogClients} returns for the default modules. */
export type CatalogClients = ReturnType<typeof catalogClients<typeof catalogModules>>;

/**
 * Creates "Tee" (price 20, cost 8, brand and ribbon, stock 5) with options Size S/M and Color
 * Red/Blue, so four variants; `extra` overrides fields.
 */
export function createTee(admin: CatalogClients["admin"], extra: Product = {}): Promise<Product> {
  return admin.products.createProduct({
    name: "Tee",
    productType: "physical",
    priceData: { price: 20 },
    costAndProfitData: { itemCost: 8 },
    brand: "Acme",
    ribbon: "New",
    manageVariants: true,
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [
      { name: "Size", optionType: "drop_down", choices: [{ description: "S" }, { description: "M" }] },
      {
        name: "Color",
        optionType: "color",
        choices: [
          { value: "#ff0000", description: "Red" },
          { value: "#0000ff", description: "Blue" },
        ],
      },
    ],
    ...extra,
  });
}
