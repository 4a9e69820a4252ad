/**
 * A subscription's cycles on the calendar: an order line bought on a plan
 * `{frequency, interval, autoRenewal, billingCycles}` is billed every
 * `interval` × `frequency` (day, week, month, year) from the first order's
 * date, cycle 1 being that order. A month later than the 31st is the last day
 * of the shorter month, and each date counts from the start (not from the
 * cycle before), so a plan started on 31 January renews on 28 February, then
 * on 31 March. The plan bills `billingCycles` cycles, or until canceled when
 * it renews automatically or names no number (the provider's typings: the
 * count is ignored under `autoRenewal`).
 */
import type { SubscriptionOptionInfo } from "../pricing/subscription-plan.ts";

type Settings = SubscriptionOptionInfo["subscriptionSettings"];

const DAY_MS = 86_400_000;

function addMonths(start: Date, months: number): Date {
  const at = new Date(start.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

/**
 * When cycle `cycle` (2, 3, …) of a plan started at `start` falls due.
 *
 * @example
 * ```ts
 * cycleDate(new Date("2030-01-31T00:00:00Z"), { frequency: "MONTH", interval: 1, autoRenewal: true }, 2);
 * // 2030-02-28T00:00:00.000Z
 * ```
 */
export function cycleDate(start: Date, settings: Settings, cycle: number): Date {
  const units = Math.max(1, settings.interval) * (cycle - 1);
  switch (settings.frequency) {
    case "DAY":
      return new Date(start.getTime() + units * DAY_MS);
    case "WEEK":
      return new Date(start.getTime() + units * 7 * DAY_MS);
    case "YEAR":
      return addMonths(start, units * 12);
    default:
      return addMonths(start, units);
  }
}

/**
 * How many cycles the plan bills; `null` until canceled.
 *
 * @example
 * ```ts
 * billedCycles({ frequency: "MONTH", interval: 1, autoRenewal: false, billingCycles: 3 }); // 3
 * ```
 */
export function billedCycles(settings: Settings): number | null {
  if (settings.autoRenewal || !settings.billingCycles) return null;
  return settings.billingCycles;
}
