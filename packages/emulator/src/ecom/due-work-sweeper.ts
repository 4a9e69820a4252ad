/**
 * The periodic sweep of one emulator process: every `intervalMs` it runs the
 * work due with time, cart abandonment and subscription renewals
 * ({@link sweepDueWork}), and wakes the webhook
 * workers when it recorded events. The CLI's app runs one
 * (`createApp({ …, sweepAbandonedCarts: true })`); tests call `runOnce` with
 * an injected clock instead. Several processes on one PostgreSQL may sweep at
 * once: each cart and each subscription is claimed by one of them.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { nudgeDeliveryWorkers } from "../events/outbox-nudge.ts";
import { sweepDueWork } from "./due-sweep.ts";

/** What a sweeper needs. */
export interface DueWorkSweeperOptions {
  db: Database;
  config: EmulatorConfig;
  /** Current time in milliseconds; default `Date.now`. */
  now?: () => number;
  /** Brings `now` up to date before each sweep (the app's `Clock.sync`, moved by another process); default none. */
  syncClock?: () => Promise<void>;
  /** Time between sweeps; default 30 s. */
  intervalMs?: number;
}

const DEFAULT_INTERVAL_MS = 30_000;

/** Sweeps for the work due with time (abandoned carts, renewals) until stopped. */
export class DueWorkSweeper {
  readonly #db: Database;
  readonly #config: EmulatorConfig;
  readonly #now: () => number;
  readonly #syncClock: () => Promise<void>;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #sweep: Promise<void> | undefined;
  #stopped = true;

  constructor(options: DueWorkSweeperOptions) {
    this.#db = options.db;
    this.#config = options.config;
    this.#now = options.now ?? Date.now;
    this.#syncClock = options.syncClock ?? (async () => {});
    this.#intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  }

  /**
   * Sweeps now, then every `intervalMs`.
   *
   * @example
   * ```ts
   * const sweeper = new DueWorkSweeper({ db, config });
   * sweeper.start();
   * ```
   */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /**
   * Stops sweeping and waits for the sweep in progress.
   *
   * @example
   * ```ts
   * await sweeper.stop();
   * ```
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#sweep;
  }

  /**
   * One sweep at the clock's time; resolves with how many carts it found abandoned plus renewal orders it made.
   *
   * @example
   * ```ts
   * await sweeper.runOnce();
   * ```
   */
  async runOnce(): Promise<number> {
    await this.#syncClock();
    const done = await sweepDueWork(this.#db, this.#config, new Date(this.#now()));
    if (done > 0) nudgeDeliveryWorkers(this.#db);
    return done;
  }

  #schedule(delayMs: number): void {
    this.#timer = setTimeout(() => {
      this.#sweep = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => {
          if (!this.#stopped) console.error(`cart abandonment sweep: ${(error as Error).message}`);
        })
        .finally(() => {
          this.#sweep = undefined;
          if (!this.#stopped) this.#schedule(this.#intervalMs);
        });
    }, delayMs);
  }
}
