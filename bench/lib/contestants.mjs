/**
 * The three clients every per-call figure compares, each built against one local origin:
 * - `bare`: `fetch` + `JSON.parse` of the very request the clients send, the floor any client adds to;
 * - `bare-timeout`: the same with Vitrine's default timeout (`DEFAULT_TIMEOUT_MS`): an
 *   `AbortSignal` and a timer per call (figure 2 only: what a timeout that cancels the request
 *   costs `fetch` itself);
 * - `vitrine`: `@vitrine/sdk` (built `dist`) with `OAuthStrategy` from `@vitrine/sdk/identity`;
 * - `vitrine-no-timeout`: the same with `timeoutMs: 0` (figure 2 only: what the per-call signal costs);
 * - `provider`: the provider's client (`@wix/sdk` + `@wix/stores`) with its `OAuthStrategy`.
 * `create(name, origin, tokens)` imports a contestant's packages lazily, so a fresh process that
 * times its start-up (see `startup-child.mjs`) loads only the contestant it measures.
 * Each contestant offers `getProduct(id)` and `queryProducts(limit)`, and resolves parsed objects.
 */

/** The client id every contestant uses (the stub accepts any). */
export const CLIENT_ID = "bench-client";

/** Names, in the order tables show them. */
export const CONTESTANTS = ["bare", "vitrine", "provider"];

/** Tokens that stay valid through a run: no contestant asks for tokens while being measured. */
export function validTokens() {
  return {
    accessToken: { value: "bench-access-token", expiresAt: Math.floor(Date.now() / 1000) + 3600 },
    refreshToken: { value: "bench-refresh-token", role: "visitor" },
  };
}

/** Tokens whose access token expired a minute ago (the token-storm figure). */
export function expiredTokens() {
  return {
    accessToken: { value: "bench-expired-token", expiresAt: Math.floor(Date.now() / 1000) - 60 },
    refreshToken: { value: "bench-refresh-token", role: "visitor" },
  };
}

/** The provider's client only knows its https API hosts (reads may go to the edge host). */
const PROVIDER_PREFIX = /^https:\/\/(www|edge)\.wixapis\.com\//;

/** The platform's `fetch`, taken before the provider's routing wraps the global one. */
const platformFetch = globalThis.fetch;

/**
 * A `fetch` that sends the provider's requests to `origin`, a 127.0.0.1 origin, and refuses any
 * other destination. A prefix swap: it costs next to nothing next to a request.
 */
function providerFetchTo(origin) {
  if (!origin.startsWith("http://127.0.0.1:")) throw new Error(`refusing to route to ${origin}`);
  return (input, init) => {
    let url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    url = url.replace(PROVIDER_PREFIX, `${origin}/`);
    if (!url.startsWith(`${origin}/`)) return Promise.reject(new Error(`blocked a request to ${url}`));
    return input instanceof Request ? platformFetch(new Request(url, input), init) : platformFetch(url, init);
  };
}

const factories = {
  async bare(origin, tokens, { timeoutMs } = {}) {
    const headers = { authorization: tokens.accessToken.value };
    const plain = { headers };
    const getJson = async (url, init = plain) => {
      const response = await platformFetch(url, init);
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      return JSON.parse(await response.text());
    };
    // The timeout covers the whole call, body included, as Vitrine's does.
    const getJsonTimed = (url) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      return getJson(url, { headers, signal: controller.signal }).finally(() => clearTimeout(timer));
    };
    const get = timeoutMs ? getJsonTimed : getJson;
    // The very URLs both clients send (path parameter repeated in the query, the query as `.r`),
    // written out once: the floor is the request, not the work of building it.
    const queryUrls = new Map();
    const queryUrl = (limit) => {
      const query = { query: { filter: {}, paging: { limit, offset: 0 } } };
      const r = Buffer.from(JSON.stringify(query)).toString("base64url");
      return `${origin}/stores-reader/v1/products/query-platformized?.r=${r}`;
    };
    return {
      getProduct: (id) => get(`${origin}/stores-reader/v1/products/${id}?id=${id}`),
      queryProducts: (limit) => {
        if (!queryUrls.has(limit)) queryUrls.set(limit, queryUrl(limit));
        return get(queryUrls.get(limit));
      },
    };
  },

  async vitrine(origin, tokens, options = {}) {
    const [{ createClient }, { getProduct, queryProducts }, { OAuthStrategy }] = await Promise.all([
      import("@vitrine/sdk"),
      import("@vitrine/sdk/catalog"),
      import("@vitrine/sdk/identity"),
    ]);
    const client = createClient({
      ...options,
      baseUrl: origin,
      fetch: platformFetch,
      modules: { products: { getProduct, queryProducts } },
      auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: origin, tokens, fetch: platformFetch }),
    });
    return {
      client,
      getProduct: (id) => client.products.getProduct(id),
      queryProducts: (limit) => client.products.queryProducts().limit(limit).find(),
    };
  },

  /** Bare fetch with Vitrine's default timeout: a signal and a timer per call. */
  async "bare-timeout"(origin, tokens) {
    const { DEFAULT_TIMEOUT_MS } = await import("@vitrine/sdk");
    return factories.bare(origin, tokens, { timeoutMs: DEFAULT_TIMEOUT_MS });
  },

  /** Vitrine without a timeout: no `AbortSignal` on its requests (what the signal costs). */
  "vitrine-no-timeout": (origin, tokens) => factories.vitrine(origin, tokens, { timeoutMs: 0 }),

  async provider(origin, tokens) {
    // Its API calls take `fetch` from the client's options; its OAuthStrategy only uses the global.
    const fetch = providerFetchTo(origin);
    globalThis.fetch = fetch;
    const [{ createClient, OAuthStrategy }, { products }] = await Promise.all([
      import("@wix/sdk"),
      import("@wix/stores"),
    ]);
    const client = createClient({
      fetch,
      modules: { products: { getProduct: products.getProduct, queryProducts: products.queryProducts } },
      auth: OAuthStrategy({ clientId: CLIENT_ID, tokens }),
    });
    return {
      client,
      getProduct: (id) => client.products.getProduct(id),
      queryProducts: (limit) => client.products.queryProducts().limit(limit).find(),
    };
  },
};

/** Builds contestant `name` against `origin` (`http://127.0.0.1:PORT`) with `tokens`. */
export function create(name, origin, tokens = validTokens()) {
  const factory = factories[name];
  if (!factory) throw new Error(`unknown contestant ${name}`);
  return factory(origin, tokens);
}
