/**
 * Buyers and a merchant against a listening emulator: `admin` sends the test API key, each
 * `visitor()` is a new anonymous visitor with the SDK's own `OAuthStrategy` (so its own current
 * cart). All carry the catalogue and every ecom module. `SHOP` is the shop the tests price with;
 * `createShopProducts` makes what the tests buy.
 */

import { TEST_API_KEY, TEST_CLIENT_ID, TEST_SITE_ID } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import { cart, checkout, currentCart, orders } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";

const modules = { products, currentCart, cart, checkout, orders };

/** A 10 % coupon, 5.00 flat shipping and 8 % tax. */
export const SHOP = {
  coupons: [{ code: "VITRINE10", percentOff: 10 }],
  shippingFlatRate: 5,
  taxRatePercent: 8,
};

/** The merchant's client and a factory of visitors' clients, on `baseUrl`. */
export function ecomClients(baseUrl: string) {
  return {
    admin: createClient({
      modules,
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl,
    }),
    visitor: () =>
      createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl }), baseUrl }),
  };
}

/** The clients {@link ecomClients} returns. */
export type EcomClients = ReturnType<typeof ecomClients>;

/** What `promise` rejects with (it must reject). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

/**
 * Creates "Tee" (20.00, stock 5, options Size S/M and Color Red/Blue) and "Mug" (9.50, untracked
 * stock) and resolves their ids.
 */
export async function createShopProducts(
  admin: EcomClients["admin"],
): Promise<{ teeId: string; mugId: string }> {
  const tee = await admin.products.createProduct({
    name: "Tee",
    productType: "physical",
    priceData: { price: 20 },
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
  });
  const mug = await admin.products.createProduct({
    name: "Mug",
    productType: "physical",
    priceData: { price: 9.5 },
  });
  return { teeId: tee.id ?? "", mugId: mug.id ?? "" };
}
