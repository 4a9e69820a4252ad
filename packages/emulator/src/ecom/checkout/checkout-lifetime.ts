/**
 * How long a checkout lives: 30 days from its creation while it is not
 * completed. An expired checkout is gone for every call (404
 * `CHECKOUT_NOT_FOUND`, saying it expired) and for the hosted page; the buyer
 * checks out again from the cart, which makes a new checkout at the prices of
 * the day. A completed checkout stays readable with its order. The
 * emulator's clock (`/_dev` or an injected one) decides, so tests move time
 * instead of waiting.
 */
import { type ApplicationFailure, notFound } from "../../errors.ts";
import type { CheckoutRow } from "./checkout-repository.ts";

/** Days a checkout may be paid after its creation. */
export const CHECKOUT_LIFETIME_DAYS = 30;

const LIFETIME_MS = CHECKOUT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Whether `row` expired at `now` (never once completed).
 *
 * @example
 * ```ts
 * if (hasExpired(row, new Date())) throw checkoutExpired(row.id);
 * ```
 */
export function hasExpired(
  row: Pick<CheckoutRow, "created_at" | "completed_at">,
  now: Date | string,
): boolean {
  return !row.completed_at && new Date(now).getTime() - new Date(row.created_at).getTime() >= LIFETIME_MS;
}

/**
 * 404 `CHECKOUT_NOT_FOUND` for an expired checkout.
 *
 * @example
 * ```ts
 * throw checkoutExpired("k1");
 * ```
 */
export function checkoutExpired(id: string): ApplicationFailure {
  return notFound(
    "CHECKOUT_NOT_FOUND",
    `Checkout ${id} expired (checkouts last ${CHECKOUT_LIFETIME_DAYS} days); create a new one from the cart`,
  );
}
