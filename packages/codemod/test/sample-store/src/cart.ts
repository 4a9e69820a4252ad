/** The sample store's cart: add a product, read the cart, change a line's quantity. */
import type { currentCart } from "@wix/ecom";
import type { StoreClient } from "./store-client.ts";

/** The stores app's id, which names a store product in a cart line. */
const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";

/** A cart as the store's pages show it. */
export interface CartSummary {
  lines: { id: string; name: string; quantity: number; price: string }[];
}

function summary(cart: currentCart.Cart | undefined): CartSummary {
  return {
    lines: (cart?.lineItems ?? []).map((line) => ({
      id: line._id ?? "",
      name: line.productName?.original ?? "",
      quantity: line.quantity ?? 0,
      price: line.price?.amount ?? "0",
    })),
  };
}

/** Adds `quantity` of the product with the chosen options (e.g. `{ Size: "M" }`). */
export async function addToCart(
  client: StoreClient,
  productId: string,
  options: Record<string, string>,
  quantity = 1,
): Promise<CartSummary> {
  const { cart } = await client.currentCart.addToCurrentCart({
    lineItems: [
      {
        catalogReference: { appId: STORES_APP_ID, catalogItemId: productId, options: { options } },
        quantity,
      },
    ],
  });
  return summary(cart);
}

/** The visitor's cart. */
export async function readCart(client: StoreClient): Promise<CartSummary> {
  return summary(await client.currentCart.getCurrentCart());
}

/** Sets the quantity of the line `lineId`. */
export async function setQuantity(
  client: StoreClient,
  lineId: string,
  quantity: number,
): Promise<CartSummary> {
  const { cart } = await client.currentCart.updateCurrentCartLineItemQuantity([{ _id: lineId, quantity }]);
  return summary(cart);
}
