/**
 * Chaos (c): PostgreSQL shut down (`pg_ctl stop -m fast`) and started again
 * under a running emulator process (`store.server` from `createStore("postgres")`),
 * while `LOOPS` clients keep reading and writing (get product, query, price
 * update). Checked:
 * - every answer is a 200 or, during the outage, a 503 in the provider's error
 *   envelope (`applicationError.code` UNAVAILABLE) with a request id: never a
 *   500, never a hang (each request has `REQUEST_TIMEOUT_MS`);
 * - while the server is down, requests do fail with that 503;
 * - once it is back, the same emulator process (never restarted) answers 200
 *   again within `RECOVERY_MS`, and every request after that succeeds.
 */
import { startEmulatorCli } from "../lib/emulator-cli.mjs";
import { merchantCall } from "../lib/merchant-call.mjs";
import { seedStore } from "../lib/store.mjs";

const LOOPS = 4;
const OUTAGE_MS = 3_000;
const RECOVERY_MS = 5_000;
const AFTER_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 503 as the emulator must answer it during the outage. */
function isCleanUnavailable(reply) {
  return (
    reply.status === 503 &&
    reply.body?.details?.applicationError?.code === "UNAVAILABLE" &&
    typeof reply.body?.message === "string" &&
    Boolean(reply.headers.get("x-wix-request-id"))
  );
}

/**
 * Runs the scenario on a fresh PostgreSQL `store`; resolves
 * `{ requests, recoveredInMs, ok, unavailable, violations }`.
 */
export async function postgresRestart(store, { log }) {
  await seedStore(store, 200);
  const db = await store.open();
  const ids = (await db.query("select id from products where slug like 'gen-%'")).map((p) => p.id);
  await db.close();
  const cli = await startEmulatorCli(store);
  const answers = [];
  let phase = "before";
  let stopping = false;
  const violations = [];
  const call = (method, path, body) =>
    Promise.race([
      merchantCall(cli.baseUrl, method, path, body),
      sleep(REQUEST_TIMEOUT_MS).then(() => ({ status: "hang", body: undefined, headers: new Headers() })),
    ]);
  const loop = async (n) => {
    for (let i = 0; !stopping; i++) {
      const id = ids[(n * 997 + i) % ids.length];
      const sent = phase;
      const reply =
        i % 3 === 0
          ? await call("GET", `/stores-reader/v1/products/${id}`)
          : i % 3 === 1
            ? await call("GET", "/stores-reader/v1/products/query-platformized")
            : await call("PATCH", `/stores/v1/products/${id}`, {
                product: { id, priceData: { price: 10 + (i % 50) } },
              });
      answers.push({ sent, answered: phase, at: performance.now(), reply });
      await sleep(20);
    }
  };
  try {
    const loops = Array.from({ length: LOOPS }, (_, n) => loop(n));
    await sleep(1_000);
    log("postgres restart: shutting PostgreSQL down under the running emulator");
    phase = "shutting down";
    try {
      store.server.shutDown();
      phase = "down";
      await sleep(OUTAGE_MS);
    } finally {
      log("postgres restart: starting PostgreSQL again");
      phase = "starting";
      store.server.startUp();
      phase = "back";
    }
    const backAt = performance.now();
    await sleep(RECOVERY_MS + AFTER_MS);
    stopping = true;
    await Promise.all(loops);

    for (const { sent, answered, reply, at } of answers) {
      const ok = reply.status === 200;
      if (!ok && !isCleanUnavailable(reply))
        violations.push(`${sent}→${answered}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      if (sent === "before" && answered === "before" && !ok)
        violations.push(`before the outage: ${reply.status}`);
      if (sent === "back" && at > backAt + RECOVERY_MS && !ok)
        violations.push(`${((at - backAt) / 1000).toFixed(1)} s after PostgreSQL was back: ${reply.status}`);
    }
    const down = answers.filter((a) => a.sent === "down" && a.answered === "down");
    if (down.length === 0 || !down.every((a) => isCleanUnavailable(a.reply)))
      violations.push(`during the outage: ${down.length} answers, not all a clean 503`);
    if (cli.child.exitCode !== null || cli.child.signalCode !== null)
      violations.push("the emulator process exited");
    // How long after PostgreSQL was back the last failed answer came (0: none after).
    const lastFailure = Math.max(backAt, ...answers.filter((a) => a.reply.status !== 200).map((a) => a.at));
    return {
      requests: answers.length,
      recoveredInMs: lastFailure - backAt,
      ok: answers.filter((a) => a.reply.status === 200).length,
      unavailable: answers.filter((a) => a.reply.status === 503).length,
      violations,
    };
  } finally {
    stopping = true;
    await cli.stop();
  }
}
