/**
 * Webhook delivery settings for tests: the delivery worker polls every 20 ms and retries from
 * 30 ms apart, so a test sees deliveries and retries in milliseconds rather than seconds.
 */
import { defaultWebhookSettings, type WebhookSettings } from "../settings/webhook-settings.ts";

/**
 * Fast delivery settings; `overrides` change what a test needs (e.g. a short retry window).
 *
 * @example
 * ```ts
 * const t = await listenTestApp({ webhooks: fastWebhookSettings() }, { deliverWebhooks: true });
 * ```
 */
export function fastWebhookSettings(overrides: Partial<WebhookSettings> = {}): WebhookSettings {
  return defaultWebhookSettings({
    pollIntervalMs: 20,
    backoffBaseMs: 30,
    backoffMaxMs: 200,
    retryWindowMs: 10_000,
    requestTimeoutMs: 2_000,
    leaseMs: 5_000,
    ...overrides,
  });
}
