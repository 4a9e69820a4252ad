/**
 * A delivery's retry schedule, shown in the delivery log: when it is given up
 * (its creation plus the retry window) and, while it is pending, when its next
 * attempt comes and when the later ones would come if each failed (the
 * backoff without its jitter, so the real times may fall up to 20% later).
 */
import type { WebhookSettings } from "../settings/webhook-settings.ts";
import { retryDelayMs } from "./backoff.ts";

/** The schedule of one delivery. */
export interface RetrySchedule {
  /** No attempt is made after this time; a delivery still failing then is `failed`. */
  giveUpAt: string;
  /** Pending deliveries: the next attempt, then the later ones if each fails, until `giveUpAt`. */
  upcomingAttempts: string[];
}

const MOST_LISTED = 50;

/**
 * The schedule of a delivery created at `createdAt` after `attempts` attempts, next due at
 * `nextAttemptAt` when pending.
 *
 * @example
 * ```ts
 * retrySchedule(new Date(0), 1, new Date(1_000), settings).upcomingAttempts[0]; // "1970-01-01T00:00:01.000Z"
 * ```
 */
export function retrySchedule(
  createdAt: Date,
  attempts: number,
  nextAttemptAt: Date | undefined,
  settings: Pick<WebhookSettings, "backoffBaseMs" | "backoffMaxMs" | "retryWindowMs">,
): RetrySchedule {
  const giveUpAt = createdAt.getTime() + settings.retryWindowMs;
  const upcoming: string[] = [];
  let at = nextAttemptAt?.getTime();
  let attempt = attempts + 1;
  while (at !== undefined && at <= giveUpAt && upcoming.length < MOST_LISTED) {
    upcoming.push(new Date(at).toISOString());
    at += retryDelayMs(attempt, settings, () => 0);
    attempt += 1;
  }
  return { giveUpAt: new Date(giveUpAt).toISOString(), upcomingAttempts: upcoming };
}
