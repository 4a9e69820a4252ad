/**
 * The application errors of checkout calls. The provider's published typings
 * name `CHECKOUT_IS_COMPLETE` (changing a completed checkout) and the create
 * order codes; they name no code for an unknown checkout, so
 * `CHECKOUT_NOT_FOUND` (404) is the emulator's, also for another buyer's
 * checkout (its existence is not revealed).
 */
import { ApplicationFailure, notFound } from "../../errors.ts";

/**
 * 404 for a checkout that does not exist or that the caller may not see.
 *
 * @example
 * ```ts
 * throw checkoutNotFound("k1");
 * ```
 */
export function checkoutNotFound(id: string): ApplicationFailure {
  return notFound("CHECKOUT_NOT_FOUND", `Checkout ${id} not found`);
}

/**
 * 400 `CHECKOUT_IS_COMPLETE`: a completed checkout does not change.
 *
 * @example
 * ```ts
 * throw checkoutComplete("k1");
 * ```
 */
export function checkoutComplete(id: string): ApplicationFailure {
  return new ApplicationFailure(
    400,
    "CHECKOUT_IS_COMPLETE",
    `Checkout ${id} is complete and can no longer change`,
    {
      checkoutId: id,
    },
  );
}
