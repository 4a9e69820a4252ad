/**
 * The product route's action: "Add to cart" posted as a form (the page without JavaScript). It
 * reads the product, checks what the form asks (`add-to-cart-fields.ts`), adds the line to the
 * shopper's cart with the request's client (on the visitor's tokens from the cookie, made when
 * there are none), and sends the shopper back to the product with the choice, the gallery's
 * picture if the page's URL named one, and `?added=` (303).
 * A refused form or change answers the page with its message (400, or the store's status).
 */
import { lineReference, onlyVariant, productQueryOptions, rememberCart } from "@vitrine/react";
import type { ActionFunctionArgs } from "react-router";
import { failureReason } from "../../components/cart/cart-messages.ts";
import type { AddToCartFailure } from "../../components/product/add-to-cart.tsx";
import { ADDED_PARAM, addToCartRequest } from "../../components/product/add-to-cart-fields.ts";
import { PICTURE_PARAM } from "../../components/product/gallery-params.ts";
import { requestShop, shopData } from "../../lib/request-shop.server.ts";
import { paths } from "../paths.ts";
import { failureStatus, redirectAfterPost } from "./action-answers.server.ts";

/**
 * Adds the posted variant and quantity to the shopper's cart.
 *
 * @example
 * ```ts
 * export const action = addToCartAction; // in routes/product.tsx
 * ```
 */
export async function addToCartAction({ context, params, request }: ActionFunctionArgs) {
  const shop = requestShop(context, request);
  const { client, queryClient } = shop;
  const slug = params.slug ?? "";
  const form = await request.formData().catch(() => new FormData());
  let name = "It";
  try {
    const product = await queryClient.fetchQuery(productQueryOptions(client, slug));
    if (!product) return shopData<AddToCartFailure>(shop, { failure: "This product is not sold here." }, 404);
    name = product.name || name;
    const asked = addToCartRequest(product, form);
    if (typeof asked === "string") return shopData<AddToCartFailure>(shop, { failure: asked }, 400);
    const variant = asked.variant ?? onlyVariant(product);
    const cart = await client.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: lineReference(
            product.id,
            variant?.selection,
            asked.purchase,
            product.catalog === "V3_CATALOG",
          ),
          quantity: asked.quantity,
        },
      ],
    });
    rememberCart(client, cart);
    // Back to the same picture of the gallery, if the page showed one the URL asked for.
    const picture = new URL(request.url).searchParams.get(PICTURE_PARAM);
    const back = new URLSearchParams({
      ...asked.choices,
      ...(picture ? { [PICTURE_PARAM]: picture } : {}),
      [ADDED_PARAM]: String(asked.quantity),
    });
    return redirectAfterPost(shop, `${paths.product(slug)}?${back}`);
  } catch (error) {
    const failure = `${name} was not added to your cart. ${failureReason(error)}`;
    return shopData<AddToCartFailure>(shop, { failure }, failureStatus(error));
  }
}
