/** Time as an injectable dependency: the clock the retry logic reads and sleeps on. */

/**
 * A source of time. Tests pass a clock that records waits instead of sleeping.
 *
 * @example
 * ```ts
 * const waits: number[] = [];
 * const clock: Clock = { now: () => 0, sleep: async (ms) => { waits.push(ms); } };
 * ```
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms` milliseconds; rejects with the reason of `signal`, if given, when it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/**
 * The real clock (`Date.now`, `setTimeout`).
 *
 * @example
 * ```ts
 * await systemClock.sleep(100, AbortSignal.timeout(1000));
 * ```
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const done = () => {
        signal?.removeEventListener("abort", stop);
        resolve();
      };
      const stop = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener("abort", stop); // an abort event fires once; `done` removes it
    }),
};
