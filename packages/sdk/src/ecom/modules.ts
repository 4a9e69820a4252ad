/**
 * The cart, checkout and order calls grouped into plain module objects for
 * `createClient({ modules })`, named like the provider's modules (`currentCart`, `cart`,
 * `checkout`, `orders`, `abandonedCheckouts`). Importing one binds all of its calls; for the smallest bundle pass only
 * the calls you use.
 */
import {
  getAbandonedCheckout,
  iterateAbandonedCheckouts,
  searchAbandonedCheckouts,
} from "./abandoned-checkouts.js";
import { addToCart, createCart, getCart } from "./carts.js";
import {
  createOrder,
  getCheckout,
  getCheckoutUrl,
  markCheckoutAsCompleted,
  updateCheckout,
} from "./checkouts.js";
import * as currentCartCalls from "./current-cart.js";
import { createCheckoutRedirectSession } from "./hosted-checkout.js";
import { cancelOrder, getOrder } from "./orders.js";
import { iterateOrders, searchOrders } from "./search-orders.js";

/**
 * The visitor's or member's own cart.
 *
 * @example
 * ```ts
 * const shop = createClient({ modules: { currentCart }, auth: OAuthStrategy({ clientId }) });
 * await shop.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: catalogReference("p1"), quantity: 1 }] });
 * ```
 */
// Every call of `current-cart.ts`: the module's namespace is the module object.
export const currentCart = currentCartCalls;

/**
 * Carts by id.
 *
 * @example
 * ```ts
 * const cart = await client.cart.getCart(cartId);
 * ```
 */
export const cart = { createCart, getCart, addToCart };

/**
 * Checkouts by id, and the hosted checkout's redirect session.
 *
 * @example
 * ```ts
 * const session = await client.checkout.createCheckoutRedirectSession(checkoutId, { thankYouPageUrl });
 * ```
 */
export const checkout = {
  getCheckout,
  updateCheckout,
  getCheckoutUrl,
  createOrder,
  markCheckoutAsCompleted,
  createCheckoutRedirectSession,
};

/**
 * Orders (merchant or app credentials).
 *
 * @example
 * ```ts
 * const admin = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * for await (const order of admin.orders.iterateOrders({ filter: { status: "APPROVED" } })) console.log(order.number);
 * ```
 */
export const orders = { getOrder, searchOrders, iterateOrders, cancelOrder };

/**
 * Carts left before buying, and which were bought later (merchant or app credentials).
 *
 * @example
 * ```ts
 * const admin = createClient({ modules: { abandonedCheckouts }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * const page = await admin.abandonedCheckouts.searchAbandonedCheckouts({ filter: { status: "RECOVERED" } });
 * ```
 */
export const abandonedCheckouts = {
  getAbandonedCheckout,
  searchAbandonedCheckouts,
  iterateAbandonedCheckouts,
};
