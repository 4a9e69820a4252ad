#!/usr/bin/env node
/**
 * `npm run chaos [-- --products N] [-- --only bulk|webhooks|postgres] [-- --backend pglite|postgres]`:
 * the built emulator CLI killed and its database pulled away, each scenario on
 * a fresh store (a PGlite data folder, or a database on a throwaway PostgreSQL
 * cluster):
 * - `bulk` (`chaos/bulk-update-kill.mjs`): `kill -9` during a bulk price update
 *   of `--products` (default 10 000) products; on both backends;
 * - `webhooks` (`chaos/webhook-delivery-kill.mjs`): `kill -9` during webhook
 *   delivery to a slow receiver; on both backends;
 * - `postgres` (`chaos/postgres-restart.mjs`): PostgreSQL stopped and started
 *   under the running emulator; PostgreSQL only.
 * Prints what each found and one summary line; exits 1 on any violation.
 */
import { parseArgs } from "node:util";
import { buildEmulatorAndTestkit } from "./lib/build.mjs";

const { values: flags } = parseArgs({
  options: {
    products: { type: "string", default: "10000" },
    only: { type: "string", multiple: true },
    backend: { type: "string", multiple: true },
    "no-build": { type: "boolean", default: false },
  },
});
const products = Number(flags.products);
if (!Number.isInteger(products) || products < 100) throw new Error(`--products must be an integer ≥ 100`);
const scenarios = flags.only ?? ["bulk", "webhooks", "postgres"];
const backends = flags.backend ?? ["pglite", "postgres"];

const log = (line) => process.stderr.write(`chaos: ${line}\n`);
if (!flags["no-build"]) buildEmulatorAndTestkit(log);
const { createStore } = await import("./lib/store.mjs");
const { bulkUpdateKill } = await import("./chaos/bulk-update-kill.mjs");
const { webhookDeliveryKill } = await import("./chaos/webhook-delivery-kill.mjs");
const { postgresRestart } = await import("./chaos/postgres-restart.mjs");

/** Each scenario: where it applies, how it runs, and how its result reads in the summary. */
const SCENARIOS = {
  bulk: {
    backends: ["pglite", "postgres"],
    run: (store) => bulkUpdateKill(store, { products, log }),
    describe: (r) =>
      `${r.calls} bulk calls of up to 100, ${r.answered} answered and ${r.inFlightAtKill} in flight at kill -9, ` +
      `${r.applied} applied whole, ${r.untouched} untouched, ${r.productsRaised} products raised`,
    short: (r) => `${r.applied}/${r.calls} calls applied whole, ${r.untouched} untouched`,
  },
  webhooks: {
    backends: ["pglite", "postgres"],
    run: (store) => webhookDeliveryKill(store, { log }),
    describe: (r) =>
      `${r.answeredUpdates} updates answered, ${r.events} events (${r.notReceivedAtKill} not yet received at kill -9), ` +
      `${r.delivered} logged delivered once, ${r.received} POSTs received (${r.receivedTwice} events received twice)`,
    short: (r) => `${r.delivered}/${r.events} events delivered`,
  },
  postgres: {
    backends: ["postgres"],
    run: (store) => postgresRestart(store, { log }),
    describe: (r) =>
      `${r.requests} requests: ${r.ok} answered 200, ${r.unavailable} answered 503 UNAVAILABLE; ` +
      `last failure ${r.recoveredInMs.toFixed(0)} ms after PostgreSQL was back`,
    short: (r) => `${r.unavailable} × 503 while down, recovered in ${r.recoveredInMs.toFixed(0)} ms`,
  },
};

const results = [];
for (const name of scenarios) {
  const scenario = SCENARIOS[name];
  if (!scenario) throw new Error(`unknown scenario ${name} (bulk, webhooks, postgres)`);
  for (const backend of scenario.backends.filter((b) => backends.includes(b))) {
    const store = await createStore(backend);
    try {
      const result = await scenario.run(store);
      const line = `${name} on ${backend}: ${scenario.describe(result)}; ${result.violations.length} violations`;
      console.log(line);
      for (const violation of result.violations.slice(0, 20)) console.log(`  violation: ${violation}`);
      results.push({
        short: `${name}/${backend} ${scenario.short(result)}`,
        violations: result.violations.length,
      });
    } catch (error) {
      console.log(`${name} on ${backend}: FAILED to run: ${error?.stack ?? error}`);
      results.push({ short: `${name}/${backend} failed to run`, violations: 1 });
    } finally {
      await store.remove();
    }
  }
}
const violations = results.reduce((sum, r) => sum + r.violations, 0);
const ok = violations === 0 && results.length > 0;
console.log(
  `chaos summary: ${results.map((r) => r.short).join("; ")}; ${violations} violations; ${ok ? "OK" : "FAILED"}`,
);
process.exit(ok ? 0 : 1);
