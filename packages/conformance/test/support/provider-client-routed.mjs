// Run as `node --import @vitrine/emulator/route-provider-hosts provider-client-routed.mjs` with
// VITRINE_EMULATOR_URL set: the provider's published client with its default hosts, unchanged.
// It takes visitor tokens, queries products and collections, calls the edge host and one URL off
// the provider's hosts (OTHER_URL), and prints what it got as one JSON line.
import { createClient, OAuthStrategy } from "@wix/sdk";
import { collections, products } from "@wix/stores";

const client = createClient({
  modules: { products, collections },
  auth: OAuthStrategy({ clientId: process.env.CLIENT_ID }),
});
const tokens = await client.auth.generateVisitorTokens();
const page = await client.products.queryProducts().limit(3).find();
const shelves = await client.collections.queryCollections().find();
const edge = await fetch("https://edge.wixapis.com/healthz");
const other = await fetch(process.env.OTHER_URL);
console.log(
  JSON.stringify({
    visitorToken: tokens.accessToken.value.length > 0,
    products: page.items.map((product) => product.slug),
    total: page.totalCount,
    collections: shelves.items.map((collection) => collection.slug),
    edge: { status: edge.status, body: await edge.json() },
    other: { status: other.status, body: await other.text() },
  }),
);
