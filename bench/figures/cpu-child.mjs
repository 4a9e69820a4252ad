/**
 * Client CPU per call, in a fresh process: `node cpu-child.mjs <origin> <productId>` prints JSON.
 * The three contestants (see `../lib/contestants.mjs`) each make ≥ 2 000 warm-up calls of each
 * kind, then take turns, one round per order of the four (24 rounds), so that each follows each
 * other equally often (the garbage one leaves is collected in whichever turn comes next: with a
 * fixed cycle the same contestant would always pay for the provider's); a turn is `CALLS`
 * sequential calls timed with `process.cpuUsage()` (user + system CPU of this process only; the
 * stub runs in another process). Per round a contestant's figure is divided by bare fetch's of
 * the same round, so load from elsewhere on the machine falls on both sides of each ratio.
 */
import { CONTESTANTS, create } from "../lib/contestants.mjs";
import { spread } from "../lib/stats.mjs";

const WARMUP_CALLS = 2000;
const CALLS = 200;
const PAGE = 20;

/** The three contestants, and Vitrine without a timeout to show what its per-call signal costs. */
const NAMES = [...CONTESTANTS, "vitrine-no-timeout"];

/** Every order of the contestants (24): over a run each one follows each other equally often. */
function permutations(names) {
  if (names.length <= 1) return [names];
  return names.flatMap((name, i) =>
    permutations([...names.slice(0, i), ...names.slice(i + 1)]).map((rest) => [name, ...rest]),
  );
}
const ORDERS = permutations(NAMES);
/** One round per order. */
const ROUNDS = ORDERS.length;

const [origin, productId] = process.argv.slice(2);
const clients = Object.fromEntries(
  await Promise.all(NAMES.map(async (name) => [name, await create(name, origin)])),
);
const operations = {
  getProduct: (client) => client.getProduct(productId),
  queryProducts: (client) => client.queryProducts(PAGE),
};

/** CPU microseconds per call for `calls` sequential calls of `operation` by `client`. */
async function cpuPerCall(operation, client, calls) {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) await operation(client);
  const { user, system } = process.cpuUsage(start);
  return (user + system) / calls;
}

const results = {};
for (const [operationName, operation] of Object.entries(operations)) {
  for (const name of NAMES) {
    const answer = await operation(clients[name]);
    const items = operationName === "queryProducts" ? (answer.items ?? answer.products) : [answer];
    if (items?.length !== (operationName === "queryProducts" ? PAGE : 1))
      throw new Error(`${name}: bad answer`);
    await cpuPerCall(operation, clients[name], WARMUP_CALLS);
  }
  const perCall = Object.fromEntries(NAMES.map((name) => [name, []]));
  const ratios = Object.fromEntries(NAMES.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = ORDERS[round];
    const thisRound = {};
    for (const name of order) thisRound[name] = await cpuPerCall(operation, clients[name], CALLS);
    for (const name of NAMES) {
      perCall[name].push(thisRound[name]);
      ratios[name].push(thisRound[name] / thisRound.bare);
    }
  }
  results[operationName] = Object.fromEntries(
    NAMES.map((name) => [name, { cpuMicros: spread(perCall[name]), ratio: spread(ratios[name]) }]),
  );
}
results.settings = { warmupCalls: WARMUP_CALLS, rounds: ROUNDS, callsPerTurn: CALLS, page: PAGE };
process.stdout.write(`${JSON.stringify(results)}\n`);
