/**
 * Orders placed through the SDK against a test's emulator, for the dashboard's browser tests: a
 * visitor's cart of chosen sizes (and a coupon), its checkout with the buyer's e-mail and shipping
 * address, and the merchant's create-order call; and the stock the server holds afterwards. The
 * products to buy come from `shopper-steps.ts` (`sizedProduct`, `sellAsDemoShop`).
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { products } from "@vitrine/sdk/catalog";
import { catalogReference, checkout, currentCart, orders } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";

const API_KEY = "vitrine-demo-api-key";
const SITE_ID = "vitrine-demo-site";
const CLIENT_ID = "vitrine-demo-client";

/** A buyer and where the order ships. */
export interface Buyer {
  email: string;
  firstName: string;
  lastName: string;
}

/** The merchant's client on `emulator`: products and orders. */
export function merchantClient(emulator: ListeningTestApp) {
  return createClient({
    baseUrl: emulator.baseUrl,
    modules: { products, orders, checkout },
    auth: ApiKeyStrategy({ apiKey: API_KEY, siteId: SITE_ID }),
  });
}

/** The stock of each size of `productId`, as the server holds it. */
export async function stockBySize(
  emulator: ListeningTestApp,
  productId: string,
): Promise<Record<string, number>> {
  const product = await merchantClient(emulator).products.getProduct(productId, {
    includeMerchantSpecificData: true,
  });
  return Object.fromEntries(
    (product.variants ?? []).map((variant) => [variant.choices?.Size ?? "", variant.stock?.quantity ?? 0]),
  );
}

/**
 * A new visitor buys `quantities` (size → units) of `productId`, with `coupon` when given (the
 * shop must have it: see `sellAsDemoShop`), ships to London, and the merchant places the order;
 * resolves the order's id and number.
 *
 * @example
 * ```ts
 * const order = await placeOrder(emulator, productId, { S: 2, M: 1 }, { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" }, "VITRINE10");
 * ```
 */
export async function placeOrder(
  emulator: ListeningTestApp,
  productId: string,
  quantities: Record<string, number>,
  buyer: Buyer,
  coupon?: string,
): Promise<{ id: string; number: string }> {
  const visitor = createClient({
    baseUrl: emulator.baseUrl,
    modules: { currentCart, checkout },
    auth: OAuthStrategy({ clientId: CLIENT_ID, baseUrl: emulator.baseUrl }),
  });
  await visitor.currentCart.addToCurrentCart({
    lineItems: Object.entries(quantities).map(([size, quantity]) => ({
      catalogReference: catalogReference(productId, { options: { Size: size } }),
      quantity,
    })),
  });
  if (coupon) await visitor.currentCart.updateCurrentCart({ couponCode: coupon });
  const checkoutId = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
  const contactDetails = { firstName: buyer.firstName, lastName: buyer.lastName };
  await visitor.checkout.updateCheckout(checkoutId, {
    buyerInfo: { email: buyer.email },
    shippingInfo: {
      shippingDestination: {
        address: { country: "GB", city: "London", postalCode: "N1 7AA", addressLine: "12 Analytical Row" },
        contactDetails,
      },
    },
    billingInfo: { address: { country: "GB", city: "London", postalCode: "N1 7AA" }, contactDetails },
  });
  const admin = merchantClient(emulator);
  const { orderId = "" } = await admin.checkout.createOrder(checkoutId);
  const order = await admin.orders.getOrder(orderId);
  return { id: orderId, number: order.number ?? "" };
}
