/**
 * `useCheckout()`: from the current cart to the hosted checkout: creates the checkout of the cart
 * and the hosted checkout's redirect session (with the store's thank-you and cart pages), then
 * sends the browser there, or only answers the URL. The thank-you page is remembered with the cart
 * (`cart-presence.ts`): coming back there with the order's id ends the cart before anything asks.
 */
import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { rememberCheckout } from "./cart-presence.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** What {@link useCheckout}'s `mutate` takes. */
export interface CheckoutVariables {
  /** Where the hosted page sends the shopper once the order is placed, with `?orderId=`. */
  thankYouPageUrl: string;
  /** The store's cart page, linked from the hosted page. */
  cartPageUrl: string;
  /** Where the hosted page's "back to the store" goes (default `cartPageUrl`). */
  postFlowUrl?: string;
  /** `false` only answers the URL; a function navigates itself. Default `location.assign`. */
  navigate?: false | ((url: string) => void);
}

/** The hosted checkout session came back without a URL to open. */
export class CheckoutUrlMissingError extends Error {
  override readonly name = "CheckoutUrlMissingError";
  constructor() {
    super("The hosted checkout gave no URL to open.");
  }
}

/**
 * Starts the hosted checkout; resolves its URL (after navigating, unless `navigate: false`).
 *
 * @example
 * ```tsx
 * const checkout = useCheckout();
 * checkout.mutate({ thankYouPageUrl: `${location.origin}/thank-you`, cartPageUrl: `${location.origin}/cart` });
 * ```
 */
export function useCheckout(): UseMutationResult<string, Error, CheckoutVariables> {
  const client = useVitrineClient();
  return useMutation({
    mutationFn: async ({ thankYouPageUrl, cartPageUrl, postFlowUrl, navigate }: CheckoutVariables) => {
      const checkoutId = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
      const session = await client.checkout.createCheckoutRedirectSession(checkoutId, {
        postFlowUrl: postFlowUrl ?? cartPageUrl,
        thankYouPageUrl,
        cartPageUrl,
      });
      const url = session.fullUrl;
      if (!url) throw new CheckoutUrlMissingError();
      rememberCheckout(client, thankYouPageUrl);
      if (navigate !== false) (navigate ?? ((to: string) => window.location.assign(to)))(url);
      return url;
    },
  });
}
