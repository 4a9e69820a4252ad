/**
 * The hosted checkout: a redirect session of kind `ecomCheckout` (the identity entry's
 * `createRedirectSession`) whose `fullUrl` is the provider's checkout page for a checkout. The
 * shopper pays there and comes back to `callbacks.thankYouPageUrl` with the order id, or to
 * `cartPageUrl` / `postFlowUrl`.
 */
import { defineMethod } from "../core/client-method.js";
import {
  createRedirectSession,
  type RedirectCallbacks,
  type RedirectSession,
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
export const createCheckoutRedirectSession = /* @__PURE__ */ defineMethod((context) => {
  const create = createRedirectSession(context);
  return (checkoutId: string, callbacks: RedirectCallbacks = {}): Promise<RedirectSession> =>
    create({ ecomCheckout: { checkoutId }, callbacks });
});
