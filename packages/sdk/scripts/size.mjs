// Size budgets: bundles a small scenario per entry point with esbuild (minified, tree-shaken),
// gzips it with node:zlib and fails when an entry exceeds its budget. `bundleSize` and `scenarios`
// are exported for `npm run bench`, which builds the provider's client the same way.
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

/**
 * Each scenario imports what a small storefront would use from one entry. Calls are defined the
 * documented way (`/* @__PURE__ *\/ defineCall(…)`), and a call nobody binds must not be bundled.
 * Core budget: 4.5 KB gzip (it holds the transport with retries, timeouts, hooks and the whole
 * error hierarchy); the provider's client needs about 26 KB for a small storefront.
 */
/** Strings only the events entry holds; the storefront scenario must contain none of them. */
const EVENTS_MARKERS = [
  "RSASSA-PKCS1-v1_5",
  "wix.stores.catalog.v3.product_",
  "Unexpected event type",
  "BEGIN PUBLIC KEY",
];

/** Strings only the sign-in flows hold (redirect sessions, identity calls, PKCE, frames). */
const SIGN_IN_MARKERS = ["/_api/redirects-api", "/_api/iam", "authorization_code", "SHA-256", "iframe"];

export const scenarios = [
  {
    entry: "@vitrine/sdk",
    budget: 4608,
    code: `
      import { createClient, defineCall, ApiKeyStrategy, isApiError } from "./src/index.ts";
      const getProduct = /* @__PURE__ */ defineCall({
        method: "GET",
        path: "/stores-reader/v1/products/{id}",
        request: (id) => ({ query: { id } }),
        dates: ["product.createdDate"],
        response: (wire) => wire.product,
      });
      const unused = /* @__PURE__ */ defineCall({ method: "POST", path: "/never-bundled", request: (body) => ({ body }) });
      const client = createClient({ modules: { products: { getProduct } }, auth: ApiKeyStrategy({ apiKey: "k" }) });
      client.products.getProduct("p1").catch((e) => isApiError(e) && console.log(e.status));
    `,
    mustNotContain: ["/never-bundled"],
  },
  {
    // Storefront: core + queryProducts, getProduct, queryCollections + visitor auth (OAuthStrategy
    // with tokens in localStorage). About 6 KB gzip, of which visitor auth is about 1.05 KB (strategy:
    // single-flight and cross-tab renewal, fallback, events, the token endpoint's error; plus the
    // localStorage storage). Sign-in flows are separate imports and must not come along.
    entry: "@vitrine/sdk/catalog",
    budget: 6144,
    code: `
      import { createClient } from "./src/index.ts";
      import { getProduct, queryCollections, queryProducts } from "./src/catalog/index.ts";
      import { localTokenStorage, OAuthStrategy } from "./src/identity/index.ts";
      const auth = OAuthStrategy({ clientId: "c", tokenStorage: localTokenStorage("c") });
      const client = createClient({ modules: { products: { getProduct, queryProducts }, collections: { queryCollections } }, auth });
      client.products.queryProducts().eq("productType", "physical").ascending("price").limit(20).find().then((p) => p.next());
      client.products.getProduct("p1").then(console.log);
      client.collections.queryCollections().find().then(console.log);
    `,
    mustNotContain: [
      "/stores/v1/products",
      "/stores/v1/collections",
      "/stores/v1/bulk",
      "remove-brand",
      "/v2/collections/slug",
      "/stores/v3/ribbons",
      // Nothing of the events entry: webhook verification lives only in ./events.
      ...EVENTS_MARKERS,
      // Nothing of the sign-in flows: visitor auth is the strategy alone.
      ...SIGN_IN_MARKERS,
    ],
  },
  {
    // Sign-in page: visitor auth plus register, e-mail verification and direct login (PKCE, redirect
    // session, hidden frame, code exchange) on the sign-in client, which carries no retries, hooks,
    // consistency header or query-string encoder.
    entry: "@vitrine/sdk/identity",
    budget: 5120,
    code: `
      import { createSignInClient, getMemberTokensForDirectLogin, localTokenStorage, login, OAuthStrategy, processVerification, register } from "./src/identity/index.ts";
      const client = createSignInClient({ auth: OAuthStrategy({ clientId: "c", tokenStorage: localTokenStorage("c") }) });
      globalThis.signUp = async (email, password, code) => {
        let state = await register(client, { email, password });
        if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") state = await processVerification(client, { verificationCode: code });
        if (state.loginState !== "SUCCESS") state = await login(client, { email, password });
        if (state.loginState === "SUCCESS") await client.auth.setTokens(await getMemberTokensForDirectLogin(client, state.data.sessionToken));
        return state;
      };
    `,
    mustNotContain: [
      "/_api/iam/recovery",
      "sign-on",
      "change-password",
      "membersAccount",
      "authorized_client",
      // createClient's transport: retries, the consistency header, hooks, the query-string encoder.
      "retry-after",
      "X-Wix-Consistent",
      "afterResponse",
      "URLSearchParams",
      // The second factor's module: a page that offers none does not carry it.
      "totpData",
      "{factorType}",
    ],
  },
  {
    // Catalogue v3 storefront (about 5.9 KB gzip): core + getCatalogVersion, the v3 products query (cursor pages),
    // getProductBySlug and searchProducts + visitor auth. Writes, inventory, brands and the v1
    // catalogue must not come along.
    entry: "@vitrine/sdk/catalog-v3",
    budget: 6144,
    code: `
      import { createClient } from "./src/index.ts";
      import { getCatalogVersion, getProductBySlug, queryProducts, searchProducts } from "./src/catalog-v3/index.ts";
      import { localTokenStorage, OAuthStrategy } from "./src/identity/index.ts";
      const auth = OAuthStrategy({ clientId: "c", tokenStorage: localTokenStorage("c") });
      const client = createClient({ modules: { catalog: { getCatalogVersion }, products: { getProductBySlug, queryProducts, searchProducts } }, auth });
      client.catalog.getCatalogVersion().then(console.log);
      client.products.queryProducts({ fields: ["URL", "CURRENCY"] }).eq("visible", true).descending("createdDate").limit(20).find().then((p) => p.next());
      client.products.getProductBySlug("tee", { fields: ["URL"] }).then(console.log);
      client.products.searchProducts({ search: { expression: "tee" }, cursorPaging: { limit: 20 } }).then(console.log);
    `,
    mustNotContain: [
      "/stores/v3/bulk",
      "/stores/v3/brands",
      "/stores/v3/inventory-items",
      "/stores/v3/customizations",
      "/stores/v3/info-sections",
      "/stores/v3/ribbons",
      "/stores-reader/v1",
      "/stores/v1",
      ...EVENTS_MARKERS,
      ...SIGN_IN_MARKERS,
    ],
  },
  {
    // Cart and hosted checkout: visitor tokens, the current cart's calls a cart page makes, the
    // catalogue reference helper and the checkout's redirect session (about 5.6 KB gzip). Order
    // and checkout calls, coupons and the sign-in flows must not come along.
    entry: "@vitrine/sdk/ecom",
    budget: 6144,
    code: `
      import { createClient, isApplicationError } from "./src/index.ts";
      import {
        addToCurrentCart, catalogReference, createCheckoutFromCurrentCart, createCheckoutRedirectSession, estimateCurrentCartTotals,
        getCurrentCart, OWNED_CART_NOT_FOUND, removeLineItemsFromCurrentCart, updateCurrentCartLineItemQuantity,
      } from "./src/ecom/index.ts";
      import { localTokenStorage, OAuthStrategy } from "./src/identity/index.ts";
      const currentCart = { getCurrentCart, addToCurrentCart, updateCurrentCartLineItemQuantity, removeLineItemsFromCurrentCart, estimateCurrentCartTotals, createCheckoutFromCurrentCart };
      const client = createClient({
        modules: { currentCart, checkout: { createCheckoutRedirectSession } },
        auth: OAuthStrategy({ clientId: "c", tokenStorage: localTokenStorage("c") }),
      });
      globalThis.buy = async (productId) => {
        await client.currentCart.getCurrentCart().catch((e) => { if (!(isApplicationError(e) && e.code === OWNED_CART_NOT_FOUND)) throw e; });
        const cart = await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: catalogReference(productId, { options: { Size: "M" } }), quantity: 1 }] });
        const line = cart.lineItems[0].id;
        await client.currentCart.updateCurrentCartLineItemQuantity([{ id: line, quantity: 2 }]);
        await client.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: "US" } });
        await client.currentCart.removeLineItemsFromCurrentCart([line]);
        const checkoutId = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
        const session = await client.checkout.createCheckoutRedirectSession(checkoutId, { thankYouPageUrl: "/thanks" });
        location.href = session.fullUrl;
      };
    `,
    mustNotContain: [
      "/ecom/v1/orders",
      "/ecom/v1/abandoned-checkout",
      "/ecom/v1/checkouts",
      "remove-coupon",
      "/stores-reader",
      ...EVENTS_MARKERS,
      "/_api/iam",
      "authorization_code",
      "iframe",
    ],
  },
  {
    entry: "@vitrine/sdk/cookies",
    budget: 1024,
    code: `
      import { cookieStorage, localStorageStorage } from "./src/cookies/index.ts";
      const storage = globalThis.document ? cookieStorage() : localStorageStorage();
      storage.setTokens({ refreshToken: { value: "r" } });
    `,
    mustNotContain: [],
  },
  {
    // A webhook endpoint: verify, two typed handlers, answer by error kind (about 3.5 KB gzip: the
    // JWT checks, key import, envelope building and eight error classes with their messages; the
    // provider's client loads jose for the same job). Definitions it does not register must not
    // be bundled.
    entry: "@vitrine/sdk/events",
    budget: 3712,
    code: `
      import { cartAbandoned, createWebhookProcessor, isHandlerError, productUpdated } from "./src/events/index.ts";
      const webhooks = createWebhookProcessor({ publicKey: globalThis.WEBHOOK_PUBLIC_KEY });
      webhooks.on(productUpdated, ({ entity, modifiedFields }) => console.log(entity.id, modifiedFields));
      webhooks.on(cartAbandoned, ({ data }) => console.log(data.cartId));
      globalThis.handle = (request) =>
        webhooks.processRequest(request).then(() => 200, (e) => (isHandlerError(e) ? 500 : 400));
    `,
    mustNotContain: [
      "ribbon_created",
      "product_deleted",
      "InventoryVariantsChanged",
      "redirect_session_created",
    ],
  },
];

/**
 * Bundles `code` (an entry module's text, resolved from `resolveDir`) for the browser with esbuild,
 * minified and tree-shaken, and gzips it at level 9. `conditions` are extra export conditions.
 */
export async function bundleSize(code, { resolveDir = root, conditions = [] } = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: "ts" },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: "esm",
    target: "es2022",
    platform: "browser",
    conditions,
    write: false,
    logLevel: "silent",
  });
  const text = result.outputFiles[0].text;
  return { text, min: text.length, gzip: gzipSync(text, { level: 9 }).length };
}

async function main() {
  let failed = false;
  for (const { entry, budget, code, mustNotContain, mustContain = [] } of scenarios) {
    const { text, gzip } = await bundleSize(code);
    const leaked = [
      ...mustNotContain.filter((s) => text.includes(s)),
      ...mustContain.filter((s) => !text.includes(s)).map((s) => `(missing marker) ${s}`),
    ];
    const over = gzip > budget;
    failed ||= over || leaked.length > 0;
    console.log(
      `${entry.padEnd(22)} ${String(text.length).padStart(6)} B min  ${String(gzip).padStart(5)} B gzip  budget ${budget} B  ${over ? "OVER BUDGET" : "ok"}`,
    );
    if (leaked.length) console.log(`  not tree-shaken: ${leaked.join(", ")}`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
