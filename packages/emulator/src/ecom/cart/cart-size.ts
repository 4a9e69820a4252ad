/**
 * How many lines a cart holds: at most 300, the provider's `Cart.lineItems`
 * maximum, however many calls the lines came in. A change that would pass it
 * is refused whole with the provider's `MAX_LINE_ITEMS_EXCEEDED` (400, data
 * `{requestCount, maxCount}`).
 */
import { ApplicationFailure } from "../../errors.ts";

/** The most lines a cart holds. */
export const MAX_CART_LINES = 300;

/**
 * The 400 for a change that would make a cart hold `count` lines, more than {@link MAX_CART_LINES}.
 *
 * @example
 * ```ts
 * throw tooManyLines(301);
 * ```
 */
export function tooManyLines(count: number): ApplicationFailure {
  return new ApplicationFailure(
    400,
    "MAX_LINE_ITEMS_EXCEEDED",
    `A cart holds at most ${MAX_CART_LINES} line items; this would make ${count}`,
    { requestCount: count, maxCount: MAX_CART_LINES },
  );
}
