/** The sample store's checkout: the cart becomes a checkout, paid on the provider's hosted page. */
import { currentCart } from "@wix/ecom";
import type { StoreClient } from "./store-client.ts";

/** The hosted checkout page's URL for the visitor's cart; the shopper comes back to `origin`. */
export async function checkoutUrl(client: StoreClient, origin: string): Promise<string> {
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({
    channelType: currentCart.ChannelType.WEB,
  });
  const { redirectSession } = await client.redirects.createRedirectSession({
    ecomCheckout: { checkoutId: checkoutId ?? "" },
    callbacks: { postFlowUrl: origin, thankYouPageUrl: `${origin}/thank-you`, cartPageUrl: `${origin}/cart` },
  });
  return redirectSession?.fullUrl ?? "";
}
