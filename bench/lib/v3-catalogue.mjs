/**
 * The catalogue v3 store of figure 5, served by `lib/emulator-server.mjs` when asked for
 * `catalog: "v3"`: the v3 demo store and generated v3 products up to the size, a store running
 * catalogue v3, and its same-body ceilings (bench-only routes, access `read` like the real reads):
 * - `GET /__bench/ceiling/v3-product`: the very body v3 get product answered for one generated
 *   product, captured once (parsed, so it is serialised per request like the real answer);
 * - `GET /__bench/ceiling/v3-page?.r=…`: the very body the v3 query answers for the same `.r`
 *   query, one of the price windows the server passes (`PRICE_WINDOWS` of
 *   `lib/emulator-server.mjs`), each captured once (parsed);
 * - `GET /__bench/ceiling/v3-search?.r=…`: the very body v3 search answers for the same `.r`
 *   search, one of the 100 expressions, each captured once (parsed).
 * The load generator sends each ceiling the same requests as its real call, so both decode the
 * same `.r` and send the same bodies: only the database and the query work differ.
 */
/** Where the real v3 reads are served. */
const V3_QUERY_PATH = "/stores/v3/products/query";
const V3_SEARCH_PATH = "/stores/v3/products/search";

/** The v3 page and search ceilings. */
export const V3_PAGE_CEILING_PATH = "/__bench/ceiling/v3-page";
export const V3_SEARCH_CEILING_PATH = "/__bench/ceiling/v3-search";

/** The amount field the price windows filter and sort on. */
const PRICE = "actualPriceRange.minValue.amount";

/** How many search expressions the "search products" scenario sends, one at random per request. */
const SEARCH_EXPRESSIONS = 100;

const dotR = (payload) => Buffer.from(JSON.stringify(payload)).toString("base64url");

/**
 * The `.r` query of the v3 "query products" scenario: amounts from `low` to `high` (decimal
 * strings, as the provider's clients send amounts), sorted by that amount, 20 per page; on
 * `path`, the real query's by default.
 */
export function v3PriceQuery(low, high, path = V3_QUERY_PATH) {
  const query = {
    query: {
      filter: { [PRICE]: { $gte: String(low), $lte: String(high) } },
      sort: [{ fieldName: PRICE, order: "ASC" }],
      cursorPaging: { limit: 20 },
    },
  };
  return `${path}?.r=${dotR(query)}`;
}

/**
 * The `.r` search of the v3 "search products" scenario: the free-text `expression` (AND of its
 * words, ranked), 20 per page; on `path`, the real search's by default.
 */
export function v3Search(expression, path = V3_SEARCH_PATH) {
  return `${path}?.r=${dotR({ search: { search: { expression }, cursorPaging: { limit: 20 } } })}`;
}

/** Seeds `db` with `size` v3 products (demo store first), then leaves it at rest (`vacuum analyze`). */
export async function seedV3Catalogue(db, size) {
  const { seedSizedCatalogueV3 } = await import("@vitrine/emulator/testing");
  await seedSizedCatalogueV3(db, size);
  await db.query("vacuum analyze");
}

/**
 * Serves the seeded v3 store `db` on 127.0.0.1:0 with the ceilings and `extraEndpoints` (the
 * server's CPU route), capturing the answers of `priceWindows`; resolves `{ stop, info }`, `info` as the load generator reads it:
 * `{ port, clientId, apiKey, siteId, productIds, searchExpressions, productBytes, pageBytes,
 * searchBytes, seedSeconds }`.
 */
export async function serveV3Catalogue({ db, drop, seedSeconds, credentials, priceWindows, extraEndpoints }) {
  const { createApp, defaultConfig } = await import("@vitrine/emulator");
  const { clientId, siteId, apiKey } = credentials;
  const captured = { product: {}, pages: new Map(), searches: new Map() };
  const find = (map, key) => {
    const body = map.get(key);
    if (!body) throw new Error("v3 catalogue: a ceiling was asked for an answer it did not capture");
    return body;
  };
  const ceilings = [
    ["v3-product", async () => captured.product],
    ["v3-page", async ({ payload }) => find(captured.pages, payload.query?.filter?.[PRICE]?.$gte)],
    ["v3-search", async ({ payload }) => find(captured.searches, payload.search?.search?.expression)],
  ].map(([name, handle]) => ({ method: "GET", path: `/__bench/ceiling/${name}`, access: "read", handle }));
  const config = defaultConfig({
    siteId,
    apiKeys: [apiKey],
    oauthClients: [{ clientId, allowedOrigins: [] }],
    catalogVersion: "V3_CATALOG",
  });
  const app = createApp({ db, config, extraEndpoints: [...ceilings, ...extraEndpoints] });
  await app.ready();

  const headers = { authorization: apiKey, "wix-site-id": siteId };
  const get = async (url) => {
    const answer = await app.inject({ method: "GET", url, headers });
    if (answer.statusCode !== 200) throw new Error(`v3 catalogue: ${url} answered ${answer.statusCode}`);
    return answer.body;
  };
  const rows = await db.query("select id, slug, name from v3_products where visible order by id");
  const productIds = rows.map((r) => r.id);
  // A generated product served by get product (the highest number every size has), the answer of
  // every price window, and of the names of generated products 101 to 200 as search expressions.
  const generated = rows
    .filter((r) => r.slug.startsWith("gen-"))
    .sort((a, b) => Number(a.slug.slice(4)) - Number(b.slug.slice(4)));
  const productId = generated.find((r) => r.slug === "gen-940")?.id ?? generated.at(-1)?.id ?? productIds[0];
  const productBody = await get(`/stores/v3/products/${productId}`);
  captured.product = JSON.parse(productBody);
  let pageBytes = 0;
  for (const [low, high] of priceWindows) {
    const body = await get(v3PriceQuery(low, high));
    captured.pages.set(String(low), JSON.parse(body));
    pageBytes += Buffer.byteLength(body);
  }
  const searchExpressions = generated.slice(100, 100 + SEARCH_EXPRESSIONS).map((r) => r.name);
  let searchBytes = 0;
  for (const expression of searchExpressions) {
    const body = await get(v3Search(expression));
    captured.searches.set(expression, JSON.parse(body));
    searchBytes += Buffer.byteLength(body);
  }

  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    stop: async () => {
      await app.close();
      await db.close();
      await drop();
    },
    info: {
      port: Number(new URL(address).port),
      clientId,
      apiKey,
      siteId,
      productIds,
      productId,
      searchExpressions,
      productBytes: Buffer.byteLength(productBody),
      pageBytes: pageBytes / priceWindows.length,
      searchBytes: searchBytes / Math.max(1, searchExpressions.length),
      seedSeconds,
    },
  };
}
