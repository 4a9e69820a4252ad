/**
 * The provider's published catalogue client, as a store uses it against the emulator: `admin`
 * with `ApiKeyStrategy({ apiKey, siteId })` for writes, `visitor` with `OAuthStrategy({ clientId })`
 * for reads, both with `@wix/stores`' v1 `products` and v2 `collections` modules and the default
 * API host (route it with `routeProviderTo`). `createProviderTee` makes the product with options
 * the tests share.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { collections, products } from "@wix/stores";

const modules = { products, collections };

/** A merchant and a visitor client of the provider's catalogue modules. */
export function providerCatalogClients() {
  return {
    admin: createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) }),
    visitor: createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) }),
  };
}

/** The clients {@link providerCatalogClients} returns. */
export type ProviderCatalogClients = ReturnType<typeof providerCatalogClients>;

/**
 * Creates "Tee" through the provider's client: price 20, cost 8, brand "Acme", ribbon "New",
 * options Size S/M and Color Red/Blue (four variants). Resolves the typed product.
 */
export async function createProviderTee(admin: ProviderCatalogClients["admin"]) {
  const { product } = await admin.products.createProduct({
    name: "Tee",
    productType: "physical",
    priceData: { price: 20 },
    costAndProfitData: { itemCost: 8 },
    brand: "Acme",
    ribbon: "New",
    manageVariants: true,
    stock: { trackInventory: true, quantity: 5 },
    productOptions: [
      {
        name: "Size",
        optionType: "drop_down",
        choices: [
          { value: "S", description: "S" },
          { value: "M", description: "M" },
        ],
      },
      {
        name: "Color",
        optionType: "color",
        choices: [
          { value: "#ff0000", description: "Red" },
          { value: "#0000ff", description: "Blue" },
        ],
      },
    ],
  });
  return product;
}
