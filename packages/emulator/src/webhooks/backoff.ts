/**
 * When to try a failed delivery again: exponential backoff with jitter, and
 * giving up once the next attempt would fall outside the retry window.
 */
import type { WebhookSettings } from "../settings/webhook-settings.ts";

/**
 * The delay before attempt `attempts + 1`, after `attempts` failed ones: `backoffBaseMs`
 * doubled per earlier failure, capped at `backoffMaxMs`, plus up to 20% jitter from `random`.
 *
 * @example
 * ```ts
 * retryDelayMs(3, settings, () => 0); // 4 × backoffBaseMs
 * ```
 */
export function retryDelayMs(
  attempts: number,
  settings: Pick<WebhookSettings, "backoffBaseMs" | "backoffMaxMs">,
  random: () => number = Math.random,
): number {
  const exponential = settings.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(settings.backoffMaxMs, exponential);
  return Math.round(capped * (1 + 0.2 * random()));
}
