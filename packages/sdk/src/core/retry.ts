/**
 * Retry policy: which failures are retried, and how long to wait. Only idempotent requests are
 * retried, on network errors and on 429, 502, 503, 504; waits grow exponentially with jitter, and
 * a `Retry-After` header wins over the computed wait.
 */

/**
 * Retry settings of a client (or `false` to switch retries off).
 *
 * @example
 * ```ts
 * createClient({ modules, auth, retry: { limit: 4, backoffMs: 200 } });
 * ```
 */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2. */
  limit?: number;
  /** Statuses that are retried. Default 429, 502, 503, 504. */
  statusCodes?: readonly number[];
  /** Wait before the first retry, doubled for each next one. Default 300 ms. */
  backoffMs?: number;
  /** Upper bound of a computed wait. Default 10 000 ms. */
  maxBackoffMs?: number;
  /** A `Retry-After` longer than this ends the retries instead. Default 60 000 ms. */
  maxRetryAfterMs?: number;
}

/** {@link RetryOptions} with every default filled in. */
export type RetryPolicy = Required<RetryOptions>;

/** The defaults. */
export const DEFAULT_RETRY: RetryPolicy = {
  limit: 2,
  statusCodes: [429, 502, 503, 504],
  backoffMs: 300,
  maxBackoffMs: 10_000,
  maxRetryAfterMs: 60_000,
};

/**
 * Fills in the defaults; `false` gives a policy with no retries.
 *
 * @example
 * ```ts
 * retryPolicy({ limit: 5 }).statusCodes; // [429, 502, 503, 504]
 * ```
 */
export function retryPolicy(options: RetryOptions | false | undefined): RetryPolicy {
  return { ...DEFAULT_RETRY, ...(options === false ? { limit: 0 } : options) };
}

/**
 * The wait before retry number `retry` (1-based): `backoffMs · 2^(retry-1)`, capped at
 * `maxBackoffMs`, then jittered to between half and all of it ("equal jitter").
 *
 * @example
 * ```ts
 * backoffDelay(DEFAULT_RETRY, 2, () => 1); // 600
 * ```
 */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number): number {
  const full = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (retry - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

/**
 * Reads `Retry-After` (delay in seconds, or an HTTP date) as milliseconds from `now`.
 *
 * @example
 * ```ts
 * parseRetryAfter("2", Date.now()); // 2000
 * ```
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  // Header values come trimmed, so a value that is a number is delay-seconds, else an HTTP date.
  if (!value) return undefined;
  const seconds = Number(value);
  const delay = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isNaN(delay) ? undefined : Math.max(0, delay);
}
