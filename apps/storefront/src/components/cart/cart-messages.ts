/**
 * The words of the cart's failures: a change the store refused or could not hear, a coupon it
 * does not know, a checkout that could not start, and what each unavailable line asks of the
 * shopper. One place, so the product page, the cart and the badge say the same.
 */
import {
  isApiError,
  isApplicationError,
  isSystemError,
  isTimeoutError,
  isValidationError,
} from "@vitrine/sdk";
import { ERROR_COUPON_DOES_NOT_EXIST, type LineItem } from "@vitrine/sdk/ecom";

/** The store could not be reached (no answer, or none in time). */
export function isNetworkFailure(error: unknown): boolean {
  return isSystemError(error) || isTimeoutError(error);
}

/** Why a call failed, in a sentence the shopper can act on. */
export function failureReason(error: unknown): string {
  if (isNetworkFailure(error)) return "The store cannot be reached. Check your connection and try again.";
  if (isValidationError(error)) {
    const violation = error.fieldViolations[0];
    if (violation?.violatedRule === "MAX") return "That is more than the store sells at once.";
    return "The store did not accept that change.";
  }
  if (isApplicationError(error) && error.description) return error.description;
  if (isApiError(error) && error.status >= 500) return "The store had a problem. Try again in a moment.";
  return "Something went wrong. Try again.";
}

/** The message of a refused coupon, shown under its field. */
export function couponFailure(error: unknown): string {
  if (isApplicationError(error) && error.code === ERROR_COUPON_DOES_NOT_EXIST)
    return "This coupon code does not exist. Check the spelling, or remove it.";
  return `The coupon could not be applied. ${failureReason(error)}`;
}

/** What an unavailable line tells the shopper to do, or `undefined` when it can be bought. */
export function unavailableLineMessage(line: LineItem): string | undefined {
  const availability = line.availability;
  switch (availability?.status) {
    case "NOT_FOUND":
      return "No longer sold. Remove it to check out.";
    case "NOT_AVAILABLE":
      return "Sold out. Remove it to check out.";
    case "PARTIALLY_AVAILABLE":
      return `Only ${availability.quantityAvailable ?? 0} left. Lower the quantity to check out.`;
    default:
      return undefined;
  }
}
