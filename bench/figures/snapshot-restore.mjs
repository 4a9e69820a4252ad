/**
 * Figure 7, snapshot restore: the demo store (catalogue, content pages, demo member) on PGlite in
 * memory, in this process (`createApp`, `inject`, the built `dist`). A snapshot is taken once;
 * then `RUNS` times a product is added and `POST /_dev/snapshots/{name}/restore` brings the store
 * back, timed. The baseline, in the same run: emptying the store and seeding it again (what a
 * suite without snapshots does between tests, `resetStore` + the demo seeds), timed `RUNS` times
 * after the restores (emptying the store drops the snapshot too). Medians and quartiles count.
 * The emulator is imported when the figure runs, after `run.mjs` has built it.
 */
import { spread } from "../lib/stats.mjs";

const RUNS = 15;
const API_KEY = "bench-snapshot-key";
const PUBLIC_URL = "http://localhost:4000";

async function seedDemo(db) {
  const { seedDemoData, seedDemoMember, seedDemoStore } = await import("@vitrine/emulator/testing");
  await seedDemoStore(db, PUBLIC_URL);
  await seedDemoData(db);
  await seedDemoMember(db, new Date());
}

async function timed(work) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

/** `{ runs, restore: {median,p25,p75}, reseed: {median,p25,p75}, ratio, rows }`: ms; ratio = reseed ÷ restore. */
export async function measureSnapshotRestore() {
  const { createApp, defaultConfig, openDatabase } = await import("@vitrine/emulator");
  const { resetStore } = await import("@vitrine/emulator/testing");
  const db = await openDatabase({ inMemory: true });
  const config = defaultConfig({ apiKeys: [API_KEY] });
  const app = createApp({ db, config });
  const headers = { authorization: API_KEY, "wix-site-id": config.siteId };
  const call = async (method, url, payload) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  try {
    await app.ready();
    await seedDemo(db);
    const { snapshot } = await call("POST", "/_dev/snapshots", { name: "demo" });
    const restores = [];
    for (let run = 0; run < RUNS; run++) {
      await call("POST", "/stores/v1/products", {
        product: { name: `Bench Shirt ${run}`, productType: "physical", priceData: { price: 10 } },
      });
      restores.push(await timed(() => call("POST", "/_dev/snapshots/demo/restore")));
    }
    const reseeds = [];
    for (let run = 0; run < RUNS; run++) {
      reseeds.push(
        await timed(async () => {
          await resetStore(db);
          await seedDemo(db);
        }),
      );
    }
    const restore = spread(restores);
    const reseed = spread(reseeds);
    return { runs: RUNS, rows: snapshot.rows, restore, reseed, ratio: reseed.median / restore.median };
  } finally {
    await app.close();
    await db.close();
  }
}
