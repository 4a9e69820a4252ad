/**
 * Single-flight: concurrent callers of an async task share one run of it. The building block for
 * token renewal: many calls find an expired token at once, one renewal happens, all wait for it.
 */

/**
 * Wraps `task` so that calls made while a run is in flight get that run's promise; the next call
 * after it settles (resolved or rejected) starts a new run.
 *
 * @example
 * ```ts
 * const renew = singleFlight(() => fetchNewTokens(refreshToken));
 * await Promise.all([renew(), renew(), renew()]); // fetchNewTokens ran once
 * ```
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= (async () => {
      try {
        return await task();
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}
