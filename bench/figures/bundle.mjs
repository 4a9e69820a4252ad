/**
 * Figure 1, bundle size: the same scenario written for Vitrine and for the provider's client,
 * each bundled by `bundleSize` from `packages/sdk/scripts/size.mjs` (esbuild, browser, minified,
 * tree-shaken, gzip level 9). Vitrine is read from its sources (`source` export condition), the
 * provider from its published packages. The provider's modules are passed call by call
 * (`{ products: { getProduct: products.getProduct } }`), its smallest form.
 */
import { bundleSize } from "../../packages/sdk/scripts/size.mjs";

const ROOT = new URL("../..", import.meta.url).pathname;

export const BUNDLE_SCENARIOS = [
  {
    name: "storefront",
    what: "visitor tokens, queryProducts, getProduct, queryCollections, login",
    vitrine: `
      import { createClient } from "@vitrine/sdk";
      import { getProduct, queryCollections, queryProducts } from "@vitrine/sdk/catalog";
      import { login, OAuthStrategy } from "@vitrine/sdk/identity";
      const client = createClient({
        modules: { products: { getProduct, queryProducts }, collections: { queryCollections } },
        auth: OAuthStrategy({ clientId: "c" }),
      });
      client.products.queryProducts().eq("productType", "physical").ascending("price").limit(20).find().then(console.log);
      client.products.getProduct("p1").then(console.log);
      client.collections.queryCollections().find().then(console.log);
      globalThis.signIn = (email, password) => login(client, { email, password });
    `,
    provider: `
      import { createClient, OAuthStrategy } from "@wix/sdk";
      import { collections, products } from "@wix/stores";
      const client = createClient({
        modules: {
          products: { getProduct: products.getProduct, queryProducts: products.queryProducts },
          collections: { queryCollections: collections.queryCollections },
        },
        auth: OAuthStrategy({ clientId: "c" }),
      });
      client.products.queryProducts().eq("productType", "physical").ascending("price").limit(20).find().then(console.log);
      client.products.getProduct("p1").then(console.log);
      client.collections.queryCollections().find().then(console.log);
      globalThis.signIn = (email, password) => client.auth.login({ email, password });
    `,
  },
  {
    name: "merchant",
    what: "API key, createProduct, updateProduct, bulk update",
    vitrine: `
      import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
      import { bulkUpdateProducts, createProduct, updateProduct } from "@vitrine/sdk/catalog";
      const admin = createClient({
        modules: { products: { bulkUpdateProducts, createProduct, updateProduct } },
        auth: ApiKeyStrategy({ apiKey: "k", siteId: "s" }),
      });
      globalThis.run = async () => {
        const product = await admin.products.createProduct({ name: "Tee", productType: "physical", priceData: { price: 20 } });
        await admin.products.updateProduct(product.id, { ribbon: "New" });
        await admin.products.bulkUpdateProducts([product.id], { price: 18 });
      };
    `,
    provider: `
      import { ApiKeyStrategy, createClient } from "@wix/sdk";
      import { products } from "@wix/stores";
      const admin = createClient({
        modules: {
          products: {
            bulkUpdateProductsProperty: products.bulkUpdateProductsProperty,
            createProduct: products.createProduct,
            updateProduct: products.updateProduct,
          },
        },
        auth: ApiKeyStrategy({ apiKey: "k", siteId: "s" }),
      });
      globalThis.run = async () => {
        const { product } = await admin.products.createProduct({ name: "Tee", productType: "physical", priceData: { price: 20 } });
        await admin.products.updateProduct(product._id, { ribbon: "New" });
        await admin.products.bulkUpdateProductsProperty([product._id], { price: 18 });
      };
    `,
  },
  {
    name: "sign-in",
    what: "visitor tokens in memory on both sides, register, verify, login, direct-login tokens",
    vitrine: `
      import { createSignInClient, getMemberTokensForDirectLogin, login, OAuthStrategy, processVerification, register } from "@vitrine/sdk/identity";
      const client = createSignInClient({ auth: OAuthStrategy({ clientId: "c" }) });
      globalThis.signUp = async (email, password, code) => {
        let state = await register(client, { email, password });
        if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") state = await processVerification(client, { verificationCode: code });
        if (state.loginState !== "SUCCESS") state = await login(client, { email, password });
        if (state.loginState === "SUCCESS") await client.auth.setTokens(await getMemberTokensForDirectLogin(client, state.data.sessionToken));
        return state;
      };
    `,
    provider: `
      import { createClient, OAuthStrategy } from "@wix/sdk";
      const client = createClient({ modules: {}, auth: OAuthStrategy({ clientId: "c" }) });
      globalThis.signUp = async (email, password, code) => {
        let state = await client.auth.register({ email, password });
        if (state.loginState === "EMAIL_VERIFICATION_REQUIRED") state = await client.auth.processVerification({ verificationCode: code });
        if (state.loginState !== "SUCCESS") state = await client.auth.login({ email, password });
        if (state.loginState === "SUCCESS") client.auth.setTokens(await client.auth.getMemberTokensForDirectLogin(state.data.sessionToken));
        return state;
      };
    `,
  },
  {
    name: "cart",
    what: "visitor tokens, get cart, add, change quantity, remove, estimate, checkout redirect",
    vitrine: `
      import { createClient } from "@vitrine/sdk";
      import {
        addToCurrentCart, catalogReference, createCheckoutFromCurrentCart, createCheckoutRedirectSession, estimateCurrentCartTotals,
        getCurrentCart, removeLineItemsFromCurrentCart, updateCurrentCartLineItemQuantity,
      } from "@vitrine/sdk/ecom";
      import { OAuthStrategy } from "@vitrine/sdk/identity";
      const client = createClient({
        modules: {
          currentCart: { getCurrentCart, addToCurrentCart, updateCurrentCartLineItemQuantity, removeLineItemsFromCurrentCart, estimateCurrentCartTotals, createCheckoutFromCurrentCart },
          checkout: { createCheckoutRedirectSession },
        },
        auth: OAuthStrategy({ clientId: "c" }),
      });
      globalThis.buy = async (productId) => {
        await client.currentCart.getCurrentCart().catch(() => undefined);
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
    provider: `
      import { createClient, OAuthStrategy } from "@wix/sdk";
      import { currentCart } from "@wix/ecom";
      import { redirects } from "@wix/redirects";
      const client = createClient({
        modules: {
          currentCart: {
            getCurrentCart: currentCart.getCurrentCart,
            addToCurrentCart: currentCart.addToCurrentCart,
            updateCurrentCartLineItemQuantity: currentCart.updateCurrentCartLineItemQuantity,
            removeLineItemsFromCurrentCart: currentCart.removeLineItemsFromCurrentCart,
            estimateCurrentCartTotals: currentCart.estimateCurrentCartTotals,
            createCheckoutFromCurrentCart: currentCart.createCheckoutFromCurrentCart,
          },
          redirects: { createRedirectSession: redirects.createRedirectSession },
        },
        auth: OAuthStrategy({ clientId: "c" }),
      });
      globalThis.buy = async (productId) => {
        await client.currentCart.getCurrentCart().catch(() => undefined);
        const catalogReference = { appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e", catalogItemId: productId, options: { options: { Size: "M" } } };
        const cart = await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference, quantity: 1 }] });
        const line = cart.lineItems[0]._id;
        await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: line, quantity: 2 }]);
        await client.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: "US" } });
        await client.currentCart.removeLineItemsFromCurrentCart([line]);
        const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
        const { redirectSession } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: "/thanks" } });
        location.href = redirectSession.fullUrl;
      };
    `,
  },
];

/** `{ [scenario]: { what, vitrine: {min, gzip}, provider: {min, gzip}, ratio } }`; ratio = provider ÷ Vitrine gzip. */
export async function measureBundles() {
  const result = {};
  for (const scenario of BUNDLE_SCENARIOS) {
    const sizes = {};
    for (const side of ["vitrine", "provider"]) {
      const { min, gzip } = await bundleSize(scenario[side], { resolveDir: ROOT, conditions: ["source"] });
      sizes[side] = { min, gzip };
    }
    result[scenario.name] = {
      what: scenario.what,
      ...sizes,
      ratio: sizes.provider.gzip / sizes.vitrine.gzip,
    };
  }
  return result;
}
