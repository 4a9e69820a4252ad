/**
 * How a shopper form's action answers, the same for every route: after a change, a 303 redirect
 * (post, redirect, get: a reload does not post again) with the cookies the request's client wrote
 * (a first visitor's new tokens, the cart mark); when the change could not be made, the page again
 * with the message its form shows, 400 for what the shopper sent, 503 when the store could not be
 * reached, 502 for any other refusal of the store.
 */
import { isApiError, isApplicationError, isValidationError } from "@vitrine/sdk";
import { redirect } from "react-router";
import { isNetworkFailure } from "../../components/cart/cart-messages.ts";
import type { RequestShop } from "../../lib/request-shop.server.ts";

/**
 * A 303 to `location` with the cookies `shop`'s client wrote.
 *
 * @example
 * ```ts
 * return redirectAfterPost(shop, paths.cart);
 * ```
 */
export function redirectAfterPost(shop: RequestShop, location: string): Response {
  const headers = new Headers();
  for (const cookie of shop.setCookies) headers.append("Set-Cookie", cookie);
  return redirect(location, { status: 303, headers });
}

/** The status of a page answering a failed call to the store. */
export function failureStatus(error: unknown): number {
  if (isNetworkFailure(error) || (isApiError(error) && error.status >= 500)) return 503;
  if (isApplicationError(error) || isValidationError(error)) return 400;
  return 502;
}
