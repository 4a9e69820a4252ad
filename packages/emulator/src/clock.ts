/**
 * The emulator's clock: real time plus an offset a developer moves forward
 * (`POST /_dev/clock`, the fixture's `clock`), so time-based behaviour (token
 * and link expiry, cart abandonment, webhook retries) can be tested in
 * milliseconds. One clock per app, created by `createApp` and handed to
 * everything that reads time. The offset lives in the `emulator_clock` table,
 * so processes sharing one PostgreSQL agree on the time: a move is seen at
 * once by the app that made it, and by the others within
 * {@link CLOCK_SYNC_INTERVAL_MS} ({@link Clock.syncIfStale} before a request,
 * {@link Clock.sync} before each worker round). Reading the table on every
 * request instead would add a query to each and halve a one-query read's
 * throughput. Time never goes back, except to real time on `reset`.
 */
import type { Database } from "./db/database.ts";

/** How stale the offset read from the database may get before a request reads it again. */
export const CLOCK_SYNC_INTERVAL_MS = 1_000;

/** Called after the clock moved, with the new time; the move waits for it (e.g. a sweep at that time). */
export type ClockListener = (now: Date) => Promise<void>;

/** Why a move was refused: the time asked for is before the clock's. */
export class ClockWouldGoBack extends Error {
  constructor(
    readonly requested: Date,
    readonly current: Date,
  ) {
    super(
      `${requested.toISOString()} is before the emulator's time ${current.toISOString()}: the clock only moves forward`,
    );
  }
}

/** The time of one app: `realNow()` plus the stored offset. */
export class Clock {
  readonly #db: Database;
  readonly #realNow: () => number;
  readonly #listeners = new Set<ClockListener>();
  #offsetMs = 0;
  #syncedAt = Number.NEGATIVE_INFINITY;

  constructor(db: Database, realNow: () => number = Date.now) {
    this.#db = db;
    this.#realNow = realNow;
  }

  /** The emulator's time, in milliseconds since the epoch. */
  now(): number {
    return this.#realNow() + this.#offsetMs;
  }

  /** The emulator's time as a `Date`. */
  date(): Date {
    return new Date(this.now());
  }

  /** How far ahead of real time the clock runs, in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /**
   * Reads the offset another process may have moved.
   *
   * @example
   * ```ts
   * await clock.sync(); // clock.now() agrees with every process on this database
   * ```
   */
  async sync(): Promise<void> {
    const readAt = performance.now();
    const [row] = await this.#db.query<{ offset_ms: string }>(
      "select offset_ms from emulator_clock where id = 1",
    );
    this.#offsetMs = row ? Number(row.offset_ms) : 0;
    this.#syncedAt = readAt;
  }

  /**
   * {@link Clock.sync} when the offset was last read over {@link CLOCK_SYNC_INTERVAL_MS} ago.
   *
   * @example
   * ```ts
   * app.addHook("onRequest", () => clock.syncIfStale());
   * ```
   */
  async syncIfStale(): Promise<void> {
    if (performance.now() - this.#syncedAt > CLOCK_SYNC_INTERVAL_MS) await this.sync();
  }

  /**
   * Moves the clock `ms` milliseconds forward (atomically, against other processes).
   *
   * @example
   * ```ts
   * await clock.advance(4 * 3_600_000); // visitor tokens issued before have expired
   * ```
   */
  async advance(ms: number): Promise<Date> {
    const [row] = await this.#db.query<{ offset_ms: string }>(
      `insert into emulator_clock (id, offset_ms) values (1, $1)
       on conflict (id) do update set offset_ms = emulator_clock.offset_ms + excluded.offset_ms
       returning offset_ms`,
      [Math.round(ms)],
    );
    return this.#moved(Number(row?.offset_ms));
  }

  /**
   * Moves the clock to `at`; throws {@link ClockWouldGoBack} when `at` is before the clock's time.
   *
   * @example
   * ```ts
   * await clock.set(new Date("2030-01-01T00:00:00Z"));
   * ```
   */
  async set(at: Date): Promise<Date> {
    await this.sync();
    const current = this.date();
    if (at.getTime() < current.getTime()) throw new ClockWouldGoBack(at, current);
    // The stored offset only grows: a racing move further ahead wins.
    const [row] = await this.#db.query<{ offset_ms: string }>(
      `insert into emulator_clock (id, offset_ms) values (1, $1)
       on conflict (id) do update set offset_ms = greatest(emulator_clock.offset_ms, excluded.offset_ms)
       returning offset_ms`,
      [Math.max(0, at.getTime() - this.#realNow())],
    );
    return this.#moved(Number(row?.offset_ms));
  }

  /**
   * Goes back to real time.
   *
   * @example
   * ```ts
   * await clock.reset();
   * ```
   */
  async reset(): Promise<Date> {
    await this.#db.query("delete from emulator_clock");
    this.#offsetMs = 0;
    this.#syncedAt = performance.now();
    return this.date();
  }

  /**
   * Calls `listener` after every forward move of this clock, until the returned function is called.
   *
   * @example
   * ```ts
   * const stop = clock.onMove((now) => sweepAbandonedCarts(db, config, now).then(() => {}));
   * ```
   */
  onMove(listener: ClockListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #moved(offsetMs: number): Promise<Date> {
    this.#offsetMs = offsetMs;
    this.#syncedAt = performance.now();
    const now = this.date();
    for (const listener of this.#listeners) await listener(now);
    return now;
  }
}
