/**
 * Chaos (a): `kill -9` the emulator in the middle of a bulk price update of a
 * whole catalogue (`products`, default 10 000: the demo catalogue, whose
 * products have variants, plus generated ones), sent as bulk adjust calls of
 * 100 ids (the most one call takes), `IN_FLIGHT` at a time; the kill comes
 * when `KILL_AT` of the calls have been answered, others still running.
 *
 * What the emulator guarantees, and what is checked after a restart on the
 * same data: one bulk call is one transaction (its products, their variant
 * rows and its outbox events commit together or not at all), so
 * - every product is either untouched or raised by exactly `RAISE`, and all its
 *   variant rows moved with it;
 * - every call is all or nothing: its 100 products all raised, or none;
 * - every answered call is applied (a 200 means committed);
 * - every raised product has exactly one new `product_updated` event, an
 *   untouched one none, and the catalogue's invariants (the fuzz suite's SQL
 *   checks) hold.
 */
import { catalogInvariantViolations } from "@vitrine/testkit";
import { startEmulatorCli } from "../lib/emulator-cli.mjs";
import { merchantCall } from "../lib/merchant-call.mjs";
import { seedStore } from "../lib/store.mjs";

/** The most ids one bulk call takes. */
const CHUNK = 100;
/** Bulk calls sent at a time. */
const IN_FLIGHT = 2;
/** The share of calls answered when the process is killed. */
const KILL_AT = 0.4;
/** What each call adds to the price (and so to every variant's price). */
const RAISE = 1000;

const close = (a, b) => Math.abs(a - b) < 1e-6;

async function priceSnapshot(db) {
  const products = await db.query("select id, price from products order by numeric_id");
  const variants = await db.query("select product_id, variant_id, price from variants");
  const variantPrices = new Map();
  for (const v of variants) variantPrices.set(`${v.product_id}/${v.variant_id}`, v.price);
  return { products, variantPrices };
}

/**
 * Runs the scenario on `store` (fresh, from `createStore`); resolves
 * `{ calls, answered, inFlightAtKill, applied, untouched, productsRaised, violations }`.
 */
export async function bulkUpdateKill(store, { products = 10_000, log }) {
  const seeded = await seedStore(store, products);
  let db = await store.open();
  const before = await priceSnapshot(db);
  const [{ last: lastEventBefore }] = await db.query("select coalesce(max(id), 0)::text as last from outbox");
  await db.close();

  const ids = before.products.map((p) => p.id);
  const chunks = [];
  for (let at = 0; at < ids.length; at += CHUNK) chunks.push(ids.slice(at, at + CHUNK));
  const killAfter = Math.max(1, Math.floor(chunks.length * KILL_AT));
  log(
    `bulk kill on ${store.backend}: ${seeded} products in ${chunks.length} bulk calls; kill after ${killAfter} answers`,
  );

  let cli = await startEmulatorCli(store);
  const answered = new Set();
  const unexpected = [];
  let next = 0;
  let killed;
  const kill = () => {
    killed ??= cli.stop("SIGKILL");
    return killed;
  };
  const sender = async () => {
    while (next < chunks.length && !killed) {
      const index = next++;
      const reply = await merchantCall(cli.baseUrl, "POST", "/stores/v1/bulk/products/adjust-properties", {
        ids: chunks[index],
        adjust: { price: { amount: RAISE } },
      }).catch(() => undefined); // the connection dies with the process
      if (killed || !reply) return;
      if (reply.status !== 200 || reply.body.bulkActionMetadata?.totalFailures !== 0)
        unexpected.push(`call ${index}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      answered.add(index);
      if (answered.size >= killAfter) await kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
  await kill();
  const inFlightAtKill = next - answered.size;
  log(
    `bulk kill on ${store.backend}: killed with ${answered.size} calls answered, ${inFlightAtKill} in flight; restarting`,
  );

  // The restarted emulator serves the store (PGlite recovers its folder), then stops cleanly for the checks.
  cli = await startEmulatorCli(store);
  const violations = [...unexpected];
  const probe = await merchantCall(cli.baseUrl, "GET", `/stores-reader/v1/products/${ids[0]}`);
  if (probe.status !== 200) violations.push(`restarted emulator answered ${probe.status} for a product`);
  await cli.stop();

  db = await store.open();
  try {
    const after = await priceSnapshot(db);
    const priceAfter = new Map(after.products.map((p) => [p.id, p.price]));
    const raised = new Set();
    for (const { id, price } of before.products) {
      const now = priceAfter.get(id);
      if (close(now, price + RAISE)) raised.add(id);
      else if (!close(now, price)) violations.push(`product ${id}: price ${price} became ${now}`);
    }
    for (const [key, price] of before.variantPrices) {
      const productId = key.split("/")[0];
      const expected = raised.has(productId) ? price + RAISE : price;
      const now = after.variantPrices.get(key);
      if (now === undefined || !close(now, expected))
        violations.push(
          `variant ${key}: price ${now}, expected ${expected} (product ${raised.has(productId) ? "raised" : "untouched"})`,
        );
    }
    let applied = 0;
    let untouched = 0;
    for (const [index, chunk] of chunks.entries()) {
      const count = chunk.filter((id) => raised.has(id)).length;
      if (count === chunk.length) applied += 1;
      else if (count === 0) untouched += 1;
      else if (count > 0) violations.push(`bulk call ${index}: ${count} of ${chunk.length} products raised`);
      if (answered.has(index) && count !== chunk.length)
        violations.push(`bulk call ${index} was answered but not applied`);
    }
    const events = await db.query(
      `select entity_id, count(*)::int as count from outbox
        where id > $1 and event_type = 'wix.stores.catalog.v3.product_updated' group by entity_id`,
      [lastEventBefore],
    );
    const eventCount = new Map(events.map((e) => [e.entity_id, e.count]));
    for (const id of ids) {
      const count = eventCount.get(id) ?? 0;
      if (count !== (raised.has(id) ? 1 : 0))
        violations.push(
          `product ${id} (${raised.has(id) ? "raised" : "untouched"}) has ${count} new update events`,
        );
    }
    // Seeded products were inserted by the seeders, not created through the API, so they have no
    // product_created event; every other invariant applies.
    const invariants = await catalogInvariantViolations(db);
    violations.push(...invariants.filter((v) => !v.startsWith("product without a product_created event")));
    return {
      calls: chunks.length,
      answered: answered.size,
      inFlightAtKill,
      applied,
      untouched,
      productsRaised: raised.size,
      violations,
    };
  } finally {
    await db.close();
  }
}
