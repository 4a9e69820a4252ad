/**
 * Figure 5's v3 query page statement taken apart, at each catalogue size: the PostgreSQL
 * backend's CPU time (`/proc/<pid>/schedstat`, so the server must run on this machine) per
 * statement for the 100 price windows of the "v3 query products" scenario, for the statement
 * the emulator sends (captured from a real query through the app) and for parts of it with the
 * same `from`, `where`, `order by` and `limit`:
 * - `empty`: a statement with the same parameters reading nothing (the round trip's floor);
 * - `id`: the rows' ids (the index scan and the heap rows, nothing sent but ids);
 * - `keys`: the page's two cursor keys as text;
 * - `listText`: the keys and the stored `list_text`;
 * - `page`: the statement itself.
 * Each is prepared once per connection, warmed over the 100 windows, then timed over them in
 * `rounds` rounds, the sizes and parts interleaved so a drift of the machine falls on all alike;
 * it prints the median (and the least) µs per statement. It reads the catalogues a run with
 * `BENCH_KEEP_DATABASES=1` kept (`vitrine_bench_kept_v3_<size>`, `lib/emulator-catalogue.mjs`):
 *
 * ```sh
 * DATABASE_URL=postgres://… node bench/figures/emulator-v3-statements.mjs [rounds]
 * ```
 */
import { readFileSync } from "node:fs";
import { PRICE_WINDOWS } from "../lib/emulator-server.mjs";
import { v3PriceQuery } from "../lib/v3-catalogue.mjs";

const SIZES = [1_000, 10_000, 100_000];
const API_KEY = "bench-statements-api-key-0123456789";

/** The kept catalogue of `size` v3 products. */
const keptUrl = (size) => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/vitrine_bench_kept_v3_${size}`;
  return url.toString();
};

/** The page statement the emulator sends for a price window, captured from a real query. */
async function pageStatement(url) {
  const { createApp, defaultConfig, openDatabase } = await import("@vitrine/emulator");
  const db = await openDatabase({ url });
  const sent = [];
  const record = (sql, params) => {
    sent.push(sql);
    return db.query(sql, params);
  };
  const recording = new Proxy(db, {
    get(target, key) {
      if (key === "query") return record;
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const config = defaultConfig({ siteId: "bench-site", apiKeys: [API_KEY], catalogVersion: "V3_CATALOG" });
  const app = createApp({ db: recording, config });
  await app.ready();
  sent.length = 0;
  const [low, high] = PRICE_WINDOWS[0];
  const answer = await app.inject({
    method: "GET",
    url: v3PriceQuery(low, high),
    headers: { authorization: API_KEY, "wix-site-id": "bench-site" },
  });
  await app.close();
  await db.close();
  const statement = sent.find((sql) => sql.includes("from v3_products p") && sql.includes("limit (select"));
  if (answer.statusCode !== 200 || !statement)
    throw new Error(`emulator-v3-statements: the query answered ${answer.statusCode} with no page statement`);
  return statement;
}

/** The statement and its parts (see the module comment), by name. */
function parts(page) {
  const rest = page.slice(page.indexOf(" from v3_products p"));
  return {
    empty: "select 1 where $1::text is not null and $2::text is not null and $3::int > 0",
    id: `select p.id${rest}`,
    keys: `select (p.min_price)::text, (p.id)::text${rest}`,
    listText: `select p.list_text, (p.min_price)::text, (p.id)::text${rest}`,
    page,
  };
}

const backendMicros = (pid) => Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1000;

const rounds = Number(process.argv[2] ?? 7);
const { default: pg } = await import("pg");
const clients = new Map();
for (const size of SIZES) {
  const client = new pg.Client({ connectionString: keptUrl(size) });
  await client.connect();
  const [{ pid }] = (await client.query("select pg_backend_pid() as pid")).rows;
  clients.set(size, { client, pid });
}
const statements = parts(await pageStatement(keptUrl(SIZES[0])));
const samples = new Map();
for (let round = 0; round < rounds; round += 1) {
  for (const [name, text] of Object.entries(statements)) {
    for (const [size, { client, pid }] of clients) {
      const run = ([low, high]) => client.query({ name, text, values: [String(low), String(high), 21] });
      if (round === 0) for (const window of PRICE_WINDOWS) await run(window);
      const before = backendMicros(pid);
      for (const window of PRICE_WINDOWS) await run(window);
      const key = `${name} ${size}`;
      samples.set(key, [...(samples.get(key) ?? []), (backendMicros(pid) - before) / PRICE_WINDOWS.length]);
    }
  }
}
for (const { client } of clients.values()) await client.end();
console.log(`backend µs per statement, median (least) of ${rounds} rounds of the 100 windows`);
for (const name of Object.keys(statements)) {
  const cells = SIZES.map((size) => {
    const sorted = samples.get(`${name} ${size}`).sort((a, b) => a - b);
    return `${size}: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} (${sorted[0].toFixed(0)})`;
  });
  console.log(`${name.padEnd(9)} ${cells.join("  ")}`);
}
