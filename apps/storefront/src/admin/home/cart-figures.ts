/**
 * The home's cart figures, worked out from the abandoned checkouts their search returns, over the
 * same periods as the sales (`lastDays`): how many carts were found abandoned in a period, how
 * many of those were bought after all (recovered), that share as a rate, and the value bought
 * back (the recovered carts' totals, summed in cents so the sum is exact).
 */
import type { AbandonedCheckout } from "@vitrine/sdk/ecom";
import { lastDays, type Period } from "./sales-figures.ts";

/** The carts of one period. */
export interface CartFigures {
  period: Period;
  /** Carts found abandoned in the period (recovered ones included). */
  abandoned: number;
  /** Of those, the ones bought later. */
  recovered: number;
  /** `recovered` out of `abandoned`, in whole percent; `undefined` with none abandoned. */
  rate: number | undefined;
  /** The recovered carts' totals. */
  recoveredValue: number;
}

const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 0) * 100);

/**
 * The carts abandoned in the last `days` days up to `now` (today counted).
 *
 * @example
 * ```ts
 * const week = cartFigures(carts, new Date(), 7); // { abandoned: 12, recovered: 4, rate: 33, … }
 * ```
 */
export function cartFigures(carts: readonly AbandonedCheckout[], now: Date, days: number): CartFigures {
  const { period } = lastDays(now, days);
  const inPeriod = carts.filter((cart) => {
    const time = new Date(cart.createdDate ?? 0).getTime();
    return time >= period.from.getTime() && time < period.to.getTime();
  });
  const recovered = inPeriod.filter((cart) => cart.status === "RECOVERED");
  const value = recovered.reduce((total, cart) => total + cents(cart.totalPrice?.amount), 0);
  return {
    period,
    abandoned: inPeriod.length,
    recovered: recovered.length,
    rate: inPeriod.length === 0 ? undefined : Math.round((100 * recovered.length) / inPeriod.length),
    recoveredValue: value / 100,
  };
}
