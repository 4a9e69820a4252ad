/**
 * Client CPU per call, in a fresh process: `node cpu-child.mjs <origin> <productId>` prints JSON.
 * The contestants (see `../lib/contestants.mjs`) each make ≥ 2 000 warm-up calls of each kind,
 * then take turns in rounds whose orders form a Williams design (each contestant comes right
 * after each other equally often, so the garbage one leaves, collected in whichever turn comes
 * next, falls on all alike: with a fixed cycle the same contestant would always pay for the
 * provider's); a turn is `CALLS` sequential calls timed with `process.cpuUsage()` (user + system
 * CPU of this process only; the stub runs in another process). Per round a contestant's figure
 * is divided by bare fetch's of the same round, so load from elsewhere on the machine falls on
 * both sides of each ratio; Vitrine's is also divided by bare fetch with the same timeout.
 */
import { CONTESTANTS, create } from "../lib/contestants.mjs";
import { spread } from "../lib/stats.mjs";

const WARMUP_CALLS = 2000;
const CALLS = 200;
const PAGE = 20;

/**
 * The three contestants, Vitrine without a timeout (what its per-call signal costs) and bare
 * fetch with Vitrine's default timeout (what that signal costs `fetch` itself).
 */
const NAMES = [...CONTESTANTS, "vitrine-no-timeout", "bare-timeout"];

/**
 * A Williams design for `names`: orders in which each name comes right after each other name
 * equally often (once for an even count; twice, over two squares, for an odd one).
 */
function williamsOrders(names) {
  const n = names.length;
  // First row 0, 1, n-1, 2, n-2, …; row i adds i to every entry (mod n).
  const first = Array.from({ length: n }, (_, j) => (j % 2 ? (j + 1) / 2 : (n - j / 2) % n));
  const rows = names.map((_, i) => first.map((k) => names[(k + i) % n]));
  return n % 2 ? [...rows, ...rows.map((row) => [...row].reverse())] : rows;
}
/**
 * Six passes through the design (60 rounds for five contestants): with 30 the median moved by
 * about ±0.03 between runs, as much as the margin of the `queryProducts` budget.
 */
const ORDERS = Array.from({ length: 6 }, () => williamsOrders(NAMES)).flat();
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
  const toTimedBare = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = ORDERS[round];
    const thisRound = {};
    for (const name of order) thisRound[name] = await cpuPerCall(operation, clients[name], CALLS);
    for (const name of NAMES) {
      perCall[name].push(thisRound[name]);
      ratios[name].push(thisRound[name] / thisRound.bare);
    }
    toTimedBare.push(thisRound.vitrine / thisRound["bare-timeout"]);
  }
  results[operationName] = Object.fromEntries(
    NAMES.map((name) => [name, { cpuMicros: spread(perCall[name]), ratio: spread(ratios[name]) }]),
  );
  results[operationName].vitrine.ratioToTimedBare = spread(toTimedBare);
}
results.settings = { warmupCalls: WARMUP_CALLS, rounds: ROUNDS, callsPerTurn: CALLS, page: PAGE };
process.stdout.write(`${JSON.stringify(results)}\n`);
