/** Every cart, checkout and order endpoint, for the registry (`src/endpoints.ts`). */
import type { Endpoint } from "../http/endpoint.ts";
import { abandonedCheckoutEndpoints } from "./abandoned-checkouts/abandoned-checkout-endpoints.ts";
import { cartEndpoints } from "./cart/cart-endpoints.ts";
import { currentCartEndpoints } from "./cart/current-cart-endpoints.ts";
import { checkoutEndpoints } from "./checkout/checkout-endpoints.ts";
import { fulfillmentEndpoints } from "./fulfillments/fulfillment-endpoints.ts";
import { orderTransactionEndpoints } from "./order-transactions/order-transaction-endpoints.ts";
import { orderEndpoints } from "./orders/order-endpoints.ts";
import { recommendationEndpoints } from "./recommendations/recommendation-endpoints.ts";
import { testEventEndpoints } from "./test-events/test-event-endpoints.ts";

/**
 * The buying half of the store: current cart, carts by id, checkouts, orders with their payments,
 * refunds and fulfilments, abandoned checkouts, recommendations, test events.
 */
export const ecomEndpoints: readonly Endpoint[] = [
  ...currentCartEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...orderEndpoints,
  ...orderTransactionEndpoints,
  ...fulfillmentEndpoints,
  ...abandonedCheckoutEndpoints,
  ...recommendationEndpoints,
  ...testEventEndpoints,
];
