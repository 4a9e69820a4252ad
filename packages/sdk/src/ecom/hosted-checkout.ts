/**
 * The hosted checkout: a redirect session of kind `ecomCheckout` (sent by `requestRedirectSession`,
 * as `createRedirectSession` sends it) whose `fullUrl` is the provider's checkout page for a
 * checkout. The shopper pays there and comes back to `callbacks.thankYouPageUrl` with the order id,
 * or to `cartPageUrl` / `postFlowUrl`.
 */
import { defineMethod } from "../core/client-method.js";
import {
  type RedirectCallbacks,
  type RedirectSession,
  requestRedirectSession,
} from "../identity/redirect-session.js";

/**
 * Creates the hosted checkout's redirect session for `checkoutId`; send the shopper to its
 * `fullUrl`.
 *
 * @example
 * ```ts
 * const checkoutId = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
 * const session = await client.checkout.createCheckoutRedirectSession(checkoutId, {
 *   postFlowUrl: location.href,
 *   thankYouPageUrl: `${location.origin}/thank-you`,
 *   cartPageUrl: `${location.origin}/cart`,
 * });
 * if (session.fullUrl) location.href = session.fullUrl;
 * ```
 */
export const createCheckoutRedirectSession = /* @__PURE__ */ defineMethod(
  (context) =>
    (checkoutId: string, callbacks: RedirectCallbacks = {}): Promise<RedirectSession> =>
      requestRedirectSession(context, { ecomCheckout: { checkoutId }, callbacks }),
);
