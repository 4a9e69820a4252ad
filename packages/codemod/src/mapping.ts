/**
 * What the codemod knows: each provider import it maps and its Vitrine form. The tables are the
 * codemod's whole knowledge; anything outside them is reported, never guessed.
 */

/** Vitrine's entry points. */
export const SDK = "@vitrine/sdk";
/** @vitrine/sdk/catalog */
export const CATALOG = "@vitrine/sdk/catalog";
/** @vitrine/sdk/ecom */
export const ECOM = "@vitrine/sdk/ecom";
/** @vitrine/sdk/identity */
export const IDENTITY = "@vitrine/sdk/identity";
/** @vitrine/sdk/events */
export const EVENTS = "@vitrine/sdk/events";

/** A named export of a Vitrine entry. */
export interface Export {
  entry: string;
  name: string;
}

/** `@wix/sdk` named imports and where they live in Vitrine (types included). */
export const SDK_IMPORTS: Record<string, Export> = {
  createClient: { entry: SDK, name: "createClient" },
  ApiKeyStrategy: { entry: SDK, name: "ApiKeyStrategy" },
  OAuthStrategy: { entry: IDENTITY, name: "OAuthStrategy" },
  OauthData: { entry: IDENTITY, name: "OAuthData" },
  Tokens: { entry: IDENTITY, name: "OAuthTokens" },
};

/** A provider module object (`products` of `@wix/stores` …) and its Vitrine counterpart. */
export interface ModuleMapping {
  /** The Vitrine entry holding its calls. */
  entry: string;
  /** The Vitrine module object of the same calls, bound when the calls used cannot be listed. */
  moduleObject: string;
  /** Provider method → the Vitrine export bound under that method name. */
  methods: Record<string, string>;
  /** Provider method → the field of its answer that Vitrine's call returns by itself. */
  unwrap: Record<string, string>;
  /** Type names under the module namespace (`currentCart.Cart`) → the Vitrine type. */
  types: Record<string, string>;
}

const same = (...names: string[]) => Object.fromEntries(names.map((n) => [n, n]));

/** Module objects by provider package, then by exported name. */
export const MODULES: Record<string, Record<string, ModuleMapping>> = {
  "@wix/stores": {
    products: {
      entry: CATALOG,
      moduleObject: "products",
      methods: same("queryProducts", "getProduct", "getProductOptionsAvailability", "queryProductVariants"),
      unwrap: { getProduct: "product" },
      types: { Product: "Product", Media: "Media" },
    },
  },
  "@wix/ecom": {
    currentCart: {
      entry: ECOM,
      moduleObject: "currentCart",
      methods: same(
        "getCurrentCart",
        "addToCurrentCart",
        "updateCurrentCartLineItemQuantity",
        "removeLineItemsFromCurrentCart",
        "updateCurrentCart",
        "removeCouponFromCurrentCart",
        "estimateCurrentCartTotals",
        "createCheckoutFromCurrentCart",
        "deleteCurrentCart",
      ),
      unwrap: {
        addToCurrentCart: "cart",
        updateCurrentCartLineItemQuantity: "cart",
        removeLineItemsFromCurrentCart: "cart",
        removeCouponFromCurrentCart: "cart",
        createCheckoutFromCurrentCart: "checkoutId",
      },
      types: { Cart: "Cart", LineItem: "LineItem" },
    },
    checkout: {
      entry: ECOM,
      moduleObject: "checkout",
      methods: same("getCheckout", "createOrder", "markCheckoutAsCompleted"),
      unwrap: {},
      types: { Checkout: "Checkout" },
    },
    orders: {
      entry: ECOM,
      moduleObject: "orders",
      methods: same("getOrder", "searchOrders"),
      unwrap: {},
      types: { Order: "Order" },
    },
  },
  "@wix/redirects": {
    redirects: {
      entry: IDENTITY,
      moduleObject: "redirects",
      methods: same("createRedirectSession"),
      unwrap: { createRedirectSession: "redirectSession" },
      types: { RedirectSession: "RedirectSession" },
    },
  },
};

/** Webhook event registrations (`client.productsV3.onProductUpdated`) → Vitrine's event definitions. */
export const EVENT_MODULES: Record<string, Record<string, Record<string, string>>> = {
  "@wix/stores": {
    productsV3: {
      onProductCreated: "productCreated",
      onProductUpdated: "productUpdated",
      onProductDeleted: "productDeleted",
    },
    ribbonsV3: {
      onRibbonCreated: "ribbonCreated",
      onRibbonUpdated: "ribbonUpdated",
      onRibbonDeleted: "ribbonDeleted",
    },
    abandonedCarts: {
      onAbandonedCartCartAbandonedEvent: "cartAbandoned",
      onAbandonedCartCartRecoveredEvent: "cartRecovered",
    },
    inventory: {
      onInventoryItemChanged: "inventoryItemChanged",
      onInventoryVariantsChanged: "inventoryVariantsChanged",
    },
  },
};

/** How a method of `client.auth` (the provider's OAuth strategy) becomes Vitrine's. */
export type AuthMove =
  /** Unchanged: same name, same shape. */
  | "same"
  /** A function of the client: `client.auth.m(a)` → `m(client, a)`. */
  | "client-function"
  /** A plain function: `client.auth.m(a)` → `m(a)`, and it returns a promise. */
  | "async-function"
  /** A plain function with the same result: `client.auth.m(a)` → `m(a)`. */
  | "function"
  /** Same method, but it returns a promise in Vitrine: awaited. */
  | "now-async";

/** `client.auth.*` methods the codemod maps. */
export const AUTH_METHODS: Record<string, AuthMove> = {
  generateVisitorTokens: "same",
  renewToken: "same",
  getTokens: "now-async",
  setTokens: "now-async",
  loggedIn: "now-async",
  generateOAuthData: "async-function",
  parseFromUrl: "function",
  getAuthUrl: "client-function",
  getMemberTokens: "client-function",
  getMemberTokensForDirectLogin: "client-function",
  getMemberTokensForExternalLogin: "client-function",
  logout: "client-function",
  register: "client-function",
  login: "client-function",
  processVerification: "client-function",
  sendPasswordResetEmail: "client-function",
};

/** Provider field names Vitrine keeps as on the wire. */
export const RENAMED_FIELDS: Record<string, string> = {
  _id: "id",
  _createdDate: "createdDate",
  _updatedDate: "updatedDate",
};

/** Query builder methods whose first argument names a field. */
export const FIELD_ARGUMENT_METHODS = new Set([
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "between",
  "in",
  "hasSome",
  "hasAll",
  "startsWith",
  "isEmpty",
  "isNotEmpty",
  "exists",
  "ascending",
  "descending",
]);
