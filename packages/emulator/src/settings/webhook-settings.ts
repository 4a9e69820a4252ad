/**
 * How webhooks are delivered: the subscribed URLs given at start, the polling
 * interval, the retry window and backoff, the claim lease and the request
 * timeout. Part of the emulator's config (`EmulatorConfig.webhooks`).
 */

/** Webhook delivery settings; every duration is in milliseconds. */
export interface WebhookSettings {
  /** URLs subscribed to every event at start (the CLI's `--webhook URL`). */
  urls: string[];
  /** How often the worker looks for new events and due retries. */
  pollIntervalMs: number;
  /** How long failed deliveries are retried, from the first attempt, before they are given up. */
  retryWindowMs: number;
  /** Delay before the first retry; each further retry doubles it (plus up to 20% jitter). */
  backoffBaseMs: number;
  /** Longest delay between two attempts. */
  backoffMaxMs: number;
  /** How long a claimed delivery stays reserved for the process that claimed it. */
  leaseMs: number;
  /** How long one POST may take before it counts as failed. */
  requestTimeoutMs: number;
  /** Most deliveries one process sends at a time. */
  batchSize: number;
}

/**
 * The defaults: retries for 10 minutes, from 1 s up to 1 min apart.
 *
 * @example
 * ```ts
 * defaultWebhookSettings({ urls: ["http://127.0.0.1:3000/webhooks"] }).retryWindowMs; // 600000
 * ```
 */
export function defaultWebhookSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return {
    urls: [],
    pollIntervalMs: 250,
    retryWindowMs: 10 * 60_000,
    backoffBaseMs: 1_000,
    backoffMaxMs: 60_000,
    leaseMs: 30_000,
    requestTimeoutMs: 10_000,
    batchSize: 20,
    ...overrides,
  };
}
