/**
 * Chaos (b): `kill -9` the emulator while it delivers webhooks to a slow local
 * receiver (each POST held `RECEIVER_DELAY_MS`), with price updates still
 * being written. After a restart on the same data every committed change's
 * event must be delivered, and the delivery log's accounting must be exact:
 * - every outbox event has exactly one log entry for the subscription, and
 *   every entry ends `delivered` (none missing, none given up);
 * - no event is logged as delivered twice (one entry per event id);
 * - the receiver got every event at least once (a POST in flight at the kill
 *   may arrive twice: at-least-once delivery, counted and reported);
 * - every update answered 200 before the kill has its event, carrying the
 *   price it set.
 */
import { startWebhookReceiver } from "@vitrine/emulator/testing";
import { startEmulatorCli } from "../lib/emulator-cli.mjs";
import { merchantCall } from "../lib/merchant-call.mjs";
import { seedStore } from "../lib/store.mjs";

/** How long the receiver holds each delivery before answering 200. */
const RECEIVER_DELAY_MS = 300;
/** Products whose price is updated, `ROUNDS` times each. */
const PRODUCTS = 10;
const ROUNDS = 4;

/** The event id in a delivered webhook (an RS256 JWT whose `data` nests the event as JSON). */
function eventIdOf(jwt) {
  const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
  return JSON.parse(JSON.parse(claims.data).data).id;
}

async function waitFor(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Runs the scenario on `store` (fresh); resolves `{ events, delivered, notReceivedAtKill,
 * received, receivedTwice, answeredUpdates, violations }`.
 */
export async function webhookDeliveryKill(store, { killAfterReceived = 8, log }) {
  await seedStore(store, 100);
  const db = await store.open();
  const products = await db.query(
    "select id from products where slug like 'gen-%' order by numeric_id limit $1",
    [PRODUCTS],
  );
  // The seed's own events predate the subscription; the run's events come after this one.
  const [{ last: lastEventBefore }] = await db.query("select coalesce(max(id), 0)::text as last from outbox");
  await db.close();

  const receiver = await startWebhookReceiver();
  receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(200), RECEIVER_DELAY_MS));
  const args = ["--webhook", receiver.url];
  let cli = await startEmulatorCli(store, args);
  const answered = [];
  let killed;
  try {
    log(
      `webhook kill on ${store.backend}: ${PRODUCTS * ROUNDS} price updates, receiver holds each POST ${RECEIVER_DELAY_MS} ms`,
    );
    const writer = async () => {
      for (let round = 1; round <= ROUNDS; round++) {
        for (const { id } of products) {
          if (killed) return;
          const price = 100 + round + products.findIndex((p) => p.id === id) / 100;
          const reply = await merchantCall(cli.baseUrl, "PATCH", `/stores/v1/products/${id}`, {
            product: { id, priceData: { price } },
          }).catch(() => undefined);
          if (killed || !reply) return;
          if (reply.status !== 200)
            throw new Error(`update answered ${reply.status}: ${JSON.stringify(reply.body)}`);
          answered.push({ id, price });
        }
      }
    };
    const writing = writer();
    await receiver.until((received) => received.length >= killAfterReceived, 60_000);
    killed = cli.stop("SIGKILL");
    await killed;
    await writing;
    const receivedAtKill = receiver.received.length;
    const idsAtKill = new Set(receiver.received.map(({ body }) => eventIdOf(body)));
    log(
      `webhook kill on ${store.backend}: killed after ${receivedAtKill} POSTs received, ${answered.length} updates answered; restarting`,
    );

    cli = await startEmulatorCli(store, args);
    const log_ = async () =>
      (await merchantCall(cli.baseUrl, "GET", "/_dev/webhooks/deliveries?limit=10000")).body;
    // Deliveries leased by the killed process wait for their lease (30 s) to run out.
    await waitFor(
      async () => {
        const { deliveries } = await log_();
        return deliveries.length > 0 && deliveries.every((d) => d.status !== "pending");
      },
      120_000,
      "every delivery to settle",
    );
    const deliveries = (await log_()).deliveries.filter((d) => BigInt(d.outboxId) > BigInt(lastEventBefore));
    await new Promise((resolve) => setTimeout(resolve, RECEIVER_DELAY_MS * 2));
    await cli.stop();

    const violations = [];
    const check = await store.open();
    let events;
    try {
      events = await check.query(
        "select id::text as id, entity_id, payload from outbox where id > $1 order by id",
        [lastEventBefore],
      );
    } finally {
      await check.close();
    }
    const entriesByOutbox = new Map();
    for (const entry of deliveries)
      entriesByOutbox.set(entry.outboxId, [...(entriesByOutbox.get(entry.outboxId) ?? []), entry]);
    for (const event of events) {
      const entries = entriesByOutbox.get(event.id) ?? [];
      if (entries.length !== 1) violations.push(`outbox event ${event.id}: ${entries.length} log entries`);
      for (const entry of entries)
        if (entry.status !== "delivered")
          violations.push(`outbox event ${event.id}: ${entry.status} (${entry.lastError})`);
    }
    const loggedIds = deliveries.map((d) => d.eventId);
    if (new Set(loggedIds).size !== loggedIds.length)
      violations.push("an event id appears twice in the delivery log");
    const receivedCount = new Map();
    for (const { body } of receiver.received) {
      const id = eventIdOf(body);
      receivedCount.set(id, (receivedCount.get(id) ?? 0) + 1);
    }
    for (const entry of deliveries)
      if (!receivedCount.has(entry.eventId))
        violations.push(`event ${entry.eventId} logged delivered, never received`);
    for (const { id, price } of answered) {
      const found = events.some(
        (e) => e.entity_id === id && e.payload?.updatedEvent?.currentEntity?.priceData?.price === price,
      );
      if (!found) violations.push(`update of ${id} to ${price} was answered but has no event`);
    }
    return {
      events: events.length,
      delivered: deliveries.filter((d) => d.status === "delivered").length,
      notReceivedAtKill: deliveries.filter((d) => !idsAtKill.has(d.eventId)).length,
      received: receiver.received.length,
      receivedTwice: [...receivedCount.values()].filter((count) => count > 1).length,
      answeredUpdates: answered.length,
      violations,
    };
  } finally {
    await cli.stop();
    await receiver.close();
  }
}
