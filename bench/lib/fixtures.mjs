/**
 * Real answers for the stub: seeds the emulator's demo store (built `dist`, PGlite in memory),
 * asks it for the product whose `getProduct` answer is closest to 3.4 KB, and for a page of the 20
 * products closest to that size (`queryProducts` with an `id $in` filter), then closes it.
 * Takes about 5–10 s (PGlite start and the seed). Traffic: in-process `inject` only.
 */
import { createApp, defaultConfig, openDatabase } from "@vitrine/emulator";
import { seedDemoStore } from "@vitrine/emulator/testing";

const API_KEY = "bench-fixtures-key";
const TARGET_BYTES = 3400;

/** `{ productId, product, page }`: `product` and `page` are answer bodies (JSON text). */
export async function loadFixtures() {
  const db = await openDatabase({ inMemory: true });
  const app = createApp({ db, config: defaultConfig({ apiKeys: [API_KEY] }) });
  try {
    await seedDemoStore(db, "http://localhost:4000");
    const headers = { authorization: API_KEY, "wix-site-id": defaultConfig().siteId };
    const get = async (url) => {
      const answer = await app.inject({ method: "GET", url, headers });
      if (answer.statusCode !== 200) throw new Error(`fixtures: ${url} answered ${answer.statusCode}`);
      return answer.body;
    };
    const all = JSON.parse(await get("/stores-reader/v1/products/query-platformized?query.paging.limit=100"));
    const sized = [];
    for (const { id } of all.products) {
      const body = await get(`/stores-reader/v1/products/${id}`);
      sized.push({ id, body, distance: Math.abs(body.length - TARGET_BYTES) });
    }
    sized.sort((a, b) => a.distance - b.distance);
    const ids = sized.slice(0, 20).map((p) => p.id);
    const query = Buffer.from(
      JSON.stringify({ query: { filter: { id: { $in: ids } }, paging: { limit: 20 } } }),
    );
    const page = await get(`/stores-reader/v1/products/query-platformized?.r=${query.toString("base64url")}`);
    return { productId: sized[0].id, product: sized[0].body, page };
  } finally {
    await app.close();
    await db.close();
  }
}
