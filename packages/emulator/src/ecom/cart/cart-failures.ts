/**
 * The application errors of cart calls: `OWNED_CART_NOT_FOUND` (404, the
 * provider's, when the caller has no current cart), `CART_NOT_FOUND` (404,
 * the emulator's, for a cart id that does not exist or is another buyer's),
 * `ERROR_COUPON_DOES_NOT_EXIST` (400, the provider's) and the merchant's
 * refusal on current-cart calls (403 `PERMISSION_DENIED`: an API key names no
 * visitor or member, so it has no current cart).
 */
import { permissionDenied } from "../../auth/credentials.ts";
import { ApplicationFailure, notFound } from "../../errors.ts";

/**
 * 404: the caller has no current cart.
 *
 * @example
 * ```ts
 * throw ownedCartNotFound();
 * ```
 */
export function ownedCartNotFound(): ApplicationFailure {
  return notFound("OWNED_CART_NOT_FOUND", "You have no current cart");
}

/**
 * 404: no cart `id` the caller may see.
 *
 * @example
 * ```ts
 * throw cartNotFound("c1");
 * ```
 */
export function cartNotFound(id: string): ApplicationFailure {
  return notFound("CART_NOT_FOUND", `Cart ${id} not found`);
}

/**
 * 400: the shop has no coupon with this code.
 *
 * @example
 * ```ts
 * throw couponNotFound("NOPE");
 * ```
 */
export function couponNotFound(code: string): ApplicationFailure {
  return new ApplicationFailure(400, "ERROR_COUPON_DOES_NOT_EXIST", `Coupon ${code} does not exist`, {
    couponCode: code,
  });
}

/**
 * 403: a merchant credential has no current cart.
 *
 * @example
 * ```ts
 * throw merchantHasNoCurrentCart();
 * ```
 */
export function merchantHasNoCurrentCart(): ApplicationFailure {
  return permissionDenied(
    "A merchant API key has no current cart: current carts belong to visitors and members. Use /ecom/v1/carts/{id}.",
  );
}
