/**
 * The storefront's client: `@vitrine/sdk` bound to exactly the catalogue reads (v1, and v3 with
 * its categories) and current-cart calls the hooks use, with visitor OAuth. Passing single calls (not the module objects) keeps the
 * bundle to what is called: no orders, no carts by id, no checkout reads.
 */
import { type BoundModules, createClient, type TransportOptions } from "@vitrine/sdk";
import {
  getCollectionBySlugV2,
  getProductOptionsAvailability,
  queryCollections,
  queryProducts,
} from "@vitrine/sdk/catalog";
import {
  countProducts,
  getCatalogVersion,
  getProductBySlug,
  queryInventoryItems,
  searchProducts,
} from "@vitrine/sdk/catalog-v3";
import {
  addToCurrentCart,
  createCheckoutFromCurrentCart,
  createCheckoutRedirectSession,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from "@vitrine/sdk/ecom";
import { OAuthStrategy, type OAuthTokenStorage } from "@vitrine/sdk/identity";
import type { CartStorage } from "./cart-storage.js";
import { categoryReads } from "./catalog-v3-adapter/categories.js";

/** The modules a {@link VitrineClient} has. */
export const vitrineModules = {
  products: { queryProducts, getProductOptionsAvailability },
  collections: { queryCollections, getCollectionBySlug: getCollectionBySlugV2 },
  catalogVersioning: { getCatalogVersion },
  productsV3: { getProductBySlug, searchProducts, countProducts },
  inventoryItemsV3: { queryInventoryItems },
  categories: categoryReads,
  currentCart: {
    getCurrentCart,
    addToCurrentCart,
    updateCurrentCartLineItemQuantity,
    removeLineItemsFromCurrentCart,
    updateCurrentCart,
    removeCouponFromCurrentCart,
    estimateCurrentCartTotals,
    createCheckoutFromCurrentCart,
  },
  checkout: { createCheckoutRedirectSession },
};

/**
 * The calls the hooks need; any client binding at least these modules fits. `cartStorage` is
 * where the cart hooks remember whether the visitor has a cart (see {@link VitrineClientOptions}).
 */
export type VitrineClient = BoundModules<typeof vitrineModules> & { readonly cartStorage?: CartStorage };

/** Options of {@link createVitrineClient}. */
export interface VitrineClientOptions extends Omit<TransportOptions, "baseUrl"> {
  /** The API origin (the emulator: `http://localhost:4000`). Default: the provider's host. */
  baseUrl?: string;
  /** The headless project's OAuth client id. */
  clientId: string;
  /** Where visitor tokens live. Default: memory. */
  tokenStorage?: OAuthTokenStorage;
  /**
   * Where the cart hooks remember whether the visitor has a cart (`localCartStorage(clientId)`
   * beside `localTokenStorage(clientId)`). Default: none, and a visitor holding tokens is asked.
   */
  cartStorage?: CartStorage;
}

/**
 * Creates the client the provider and hooks use: visitor tokens from `clientId`, catalogue reads
 * and the current cart.
 *
 * @example
 * ```ts
 * const client = createVitrineClient({ baseUrl: "http://localhost:4000", clientId: "vitrine-demo-client" });
 * const page = await client.products.queryProducts().limit(12).find();
 * ```
 */
export function createVitrineClient(options: VitrineClientOptions): VitrineClient {
  const { clientId, tokenStorage, cartStorage, ...transport } = options;
  const client = createClient({
    ...transport,
    modules: vitrineModules,
    auth: OAuthStrategy({
      clientId,
      ...(transport.baseUrl === undefined ? {} : { baseUrl: transport.baseUrl }),
      ...(transport.fetch === undefined ? {} : { fetch: transport.fetch }),
      ...(tokenStorage === undefined ? {} : { tokenStorage }),
    }),
  });
  return cartStorage === undefined ? client : Object.assign(client, { cartStorage });
}
