/**
 * The delivery worker of one emulator process: every `pollIntervalMs` (or
 * sooner when nudged, `events/outbox-nudge.ts`) it fans out new outbox rows,
 * claims due deliveries and
 * POSTs each event, signed, to its subscriber; a 2xx answer delivers it,
 * anything else (or no answer within `requestTimeoutMs`) schedules a retry.
 * It obeys the fault set of `webhook-faults.ts` (fail, duplicate, reorder).
 * Everything it needs to resume lives in the database, so a restarted
 * process, or another one on the same PostgreSQL, carries on.
 */
import { randomUUID } from "node:crypto";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { onOutboxNudge } from "../events/outbox-nudge.ts";
import { deliveredPayload } from "./delivered-payload.ts";
import { type AttemptOutcome, type ClaimedDelivery, claim, fanOut, settle } from "./delivery-queue.ts";
import { takeFailure } from "./webhook-faults.ts";
import { signWebhookToken } from "./webhook-jwt.ts";
import { webhookMessage } from "./webhook-message.ts";
import { webhookKey } from "./webhook-signing-key.ts";

/** The content type of a delivery: the body is the bare JWT. */
export const WEBHOOK_CONTENT_TYPE = "text/plain; charset=utf-8";

/** What a worker needs. */
export interface DeliveryWorkerOptions {
  db: Database;
  config: EmulatorConfig;
  /** Current time in milliseconds; default `Date.now`. */
  now?: () => number;
  /** Brings `now` up to date before each round (the app's `Clock.sync`, moved by another process); default none. */
  syncClock?: () => Promise<void>;
  /** Source of jitter in [0, 1); default `Math.random`. */
  random?: () => number;
  /** The HTTP client; default the global `fetch`. */
  fetch?: typeof fetch;
}

const FAN_OUT_BATCH = 200;
/** Polls the outbox and delivers webhooks until stopped. */
export class DeliveryWorker {
  /** Identifies this worker's leases in `webhook_deliveries.leased_by`. */
  readonly id = `worker-${randomUUID()}`;
  readonly #db: Database;
  readonly #config: EmulatorConfig;
  readonly #now: () => number;
  readonly #syncClock: () => Promise<void>;
  readonly #random: () => number;
  readonly #fetch: typeof fetch;
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  #stopListening: (() => void) | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.#db = options.db;
    this.#config = options.config;
    this.#now = options.now ?? Date.now;
    this.#syncClock = options.syncClock ?? (async () => {});
    this.#random = options.random ?? Math.random;
    this.#fetch = options.fetch ?? fetch;
  }

  /**
   * Starts polling.
   *
   * @example
   * ```ts
   * const worker = new DeliveryWorker({ db, config });
   * worker.start();
   * ```
   */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#stopListening = onOutboxNudge(this.#db, () => this.nudge());
    this.nudge();
  }

  /** Runs a round now (or right after the current one). */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#tick) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#tick = this.runOnce()
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!this.#stopped) console.error(`webhook delivery: ${(error as Error).message}`);
      })
      .finally(() => {
        this.#tick = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.nudge();
        } else {
          this.#timer = setTimeout(() => this.nudge(), this.#config.webhooks.pollIntervalMs);
        }
      });
  }

  /**
   * Stops polling and waits for the round in progress (its requests end within `requestTimeoutMs`).
   *
   * @example
   * ```ts
   * await worker.stop();
   * ```
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#stopListening?.();
    this.#stopListening = undefined;
    await this.#tick;
  }

  /**
   * One round: fan out every new outbox row, then claim and send due deliveries until none is
   * left. Resolves with how many attempts it made.
   *
   * @example
   * ```ts
   * await worker.runOnce();
   * ```
   */
  async runOnce(): Promise<number> {
    const settings = this.#config.webhooks;
    await this.#syncClock();
    while ((await fanOut(this.#db, FAN_OUT_BATCH, new Date(this.#now()))) === FAN_OUT_BATCH);
    let attempts = 0;
    for (;;) {
      if (this.#stopped) return attempts;
      const batch = await claim(
        this.#db,
        this.id,
        settings.batchSize,
        new Date(this.#now()),
        settings.leaseMs,
      );
      if (batch.length === 0) return attempts;
      // Held deliveries under a `reorder` fault go out one after the other, newest first; the rest together.
      const reordered = batch.filter((d) => d.faults?.reorder);
      const sendReordered = async () => {
        for (const delivery of reordered.reverse()) await this.#deliver(delivery);
      };
      await Promise.all([
        sendReordered(),
        ...batch.filter((d) => !d.faults?.reorder).map((d) => this.#deliver(d)),
      ]);
      attempts += batch.length;
    }
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const failStatus = delivery.faults?.mayFail
      ? await takeFailure(this.#db, delivery.subscriptionId)
      : undefined;
    const outcome: AttemptOutcome =
      failStatus === undefined
        ? await this.#send(delivery)
        : { ok: false, statusCode: failStatus, error: `not sent: failNext fault (HTTP ${failStatus})` };
    await settle(
      this.#db,
      delivery,
      this.id,
      outcome,
      new Date(this.#now()),
      this.#config.webhooks,
      this.#random,
    );
  }

  async #send(delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    try {
      const key = await webhookKey(this.#db);
      const payload = deliveredPayload({
        id: delivery.outboxId,
        eventType: delivery.eventType,
        entityFqdn: delivery.entityFqdn,
        entityId: delivery.entityId,
        slug: delivery.slug,
        payload: delivery.payload,
        createdAt: delivery.recordedAt,
      });
      const message = webhookMessage(delivery.eventType, this.#config.siteId, delivery.identity, payload);
      const body = signWebhookToken(message, key, this.#now());
      const post = async () => {
        const answer = await this.#fetch(delivery.url, {
          method: "POST",
          headers: { "content-type": WEBHOOK_CONTENT_TYPE },
          body,
          redirect: "manual",
          signal: AbortSignal.timeout(this.#config.webhooks.requestTimeoutMs),
        });
        await answer.body?.cancel();
        return answer;
      };
      const response = await post();
      // A `duplicate` fault: the same request again; the first answer counts.
      if (delivery.faults?.duplicate) await post().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true, statusCode: response.status };
      return { ok: false, statusCode: response.status, error: `HTTP ${response.status}` };
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        ok: false,
        statusCode: null,
        error: `${(error as Error).message}${cause ? ` (${cause})` : ""}`,
      };
    }
  }
}
