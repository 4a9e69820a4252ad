/**
 * The cart route's action: the cart page's forms posted without JavaScript. By the form's
 * `intent`: set a line's quantity, remove a line, apply or remove the coupon (each then back to
 * the cart page, 303, with the change in its URL for the page to tell, `cart-change-notice.ts`), or open the hosted checkout (the checkout and its redirect session made,
 * then a 303 to the hosted page). A change refused, by the form's checks or by the store, answers
 * the cart page with the message the JavaScript version shows there (`CartAnswer`).
 */
import {
  currentCartOrEmpty,
  isLineUnavailable,
  rememberCart,
  rememberCheckout,
  type VitrineClient,
} from "@vitrine/react";
import type { LineItem } from "@vitrine/sdk/ecom";
import type { ActionFunctionArgs } from "react-router";
import { changedCartLocation } from "../../components/cart/cart-change-notice.ts";
import {
  CART_FIELDS,
  CART_INTENTS,
  type CartAnswer,
  type CartIntent,
} from "../../components/cart/cart-form-fields.tsx";
import { couponFailure, failureReason } from "../../components/cart/cart-messages.ts";
import { type RequestShop, requestShop, shopData } from "../../lib/request-shop.server.ts";
import { paths } from "../paths.ts";
import { failureStatus, redirectAfterPost } from "./action-answers.server.ts";

/** The most of one line a form may ask for (the cart page's stepper offers as many). */
const MAX_QUANTITY = 999;

function nameOf(line: LineItem): string {
  return line.productName?.translated ?? line.productName?.original ?? "the item";
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** The posted line of the shopper's cart, or `undefined` when the cart has no such line. */
async function postedLine(client: VitrineClient, form: FormData): Promise<LineItem | undefined> {
  const id = field(form, CART_FIELDS.line);
  const cart = await currentCartOrEmpty(client);
  return id ? cart.lineItems?.find((line) => line.id === id) : undefined;
}

/** A change to one line: its quantity or its removal. */
async function changeLine(shop: RequestShop, form: FormData, intent: "quantity" | "remove") {
  const { client } = shop;
  const line = await postedLine(client, form);
  if (!line?.id) return shopData<CartAnswer>(shop, { failure: "That item is no longer in your cart." }, 400);
  const id = line.id;
  if (intent === "remove") {
    try {
      rememberCart(client, await client.currentCart.removeLineItemsFromCurrentCart([id]));
    } catch (error) {
      const failure = `${nameOf(line)} was not removed and is back in your cart. ${failureReason(error)}`;
      return shopData<CartAnswer>(shop, { failure }, failureStatus(error));
    }
    return redirectAfterPost(shop, changedCartLocation({ kind: "removed", name: nameOf(line) }));
  }
  const typed = field(form, CART_FIELDS.quantity);
  const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  const was = `The quantity of ${nameOf(line)} was not changed and is back to ${line.quantity ?? 1}.`;
  if (!(quantity >= 1 && quantity <= MAX_QUANTITY))
    return shopData<CartAnswer>(
      shop,
      { failure: `${was} Enter a whole number from 1 to ${MAX_QUANTITY}.` },
      400,
    );
  try {
    await client.currentCart.updateCurrentCartLineItemQuantity([{ id, quantity }]);
  } catch (error) {
    return shopData<CartAnswer>(shop, { failure: `${was} ${failureReason(error)}` }, failureStatus(error));
  }
  return redirectAfterPost(shop, changedCartLocation({ kind: "quantity", line: id }));
}

/** Applies the posted coupon code, or takes the coupon off. */
async function changeCoupon(shop: RequestShop, form: FormData, intent: "apply-coupon" | "remove-coupon") {
  const { client } = shop;
  if (intent === "remove-coupon") {
    try {
      await client.currentCart.removeCouponFromCurrentCart();
    } catch (error) {
      const failure = `The coupon was not removed. ${failureReason(error)}`;
      return shopData<CartAnswer>(shop, { failure }, failureStatus(error));
    }
    return redirectAfterPost(shop, changedCartLocation({ kind: "coupon-removed" }));
  }
  const code = field(form, CART_FIELDS.code);
  if (!code) return shopData<CartAnswer>(shop, { couponError: "Enter a coupon code.", couponCode: "" }, 400);
  try {
    await client.currentCart.updateCurrentCart({ couponCode: code });
  } catch (error) {
    const answer = { couponError: couponFailure(error), couponCode: code };
    return shopData<CartAnswer>(shop, answer, failureStatus(error));
  }
  return redirectAfterPost(shop, changedCartLocation({ kind: "coupon-applied", code }));
}

/** Opens the hosted checkout of the shopper's cart, when every line can be bought. */
async function checkOut(shop: RequestShop, request: Request) {
  const { client } = shop;
  const at = (path: string) => new URL(path, request.url).href;
  try {
    const cart = await currentCartOrEmpty(client);
    const lines = cart.lineItems ?? [];
    if (lines.length === 0)
      return shopData<CartAnswer>(shop, { checkoutFailure: "Your cart is empty." }, 400);
    if (lines.some(isLineUnavailable))
      return shopData<CartAnswer>(
        shop,
        { checkoutFailure: "Some items cannot be bought as they are. Change or remove them to check out." },
        400,
      );
    const checkoutId = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    const session = await client.checkout.createCheckoutRedirectSession(checkoutId, {
      postFlowUrl: at(paths.cart),
      thankYouPageUrl: at(paths.thankYou),
      cartPageUrl: at(paths.cart),
    });
    if (!session.fullUrl) throw new Error("The hosted checkout gave no URL to open.");
    rememberCheckout(client, at(paths.thankYou));
    return redirectAfterPost(shop, session.fullUrl);
  } catch (error) {
    const checkoutFailure = failureReason(error);
    return shopData<CartAnswer>(shop, { checkoutFailure }, failureStatus(error));
  }
}

function isIntent(value: string): value is CartIntent {
  return (CART_INTENTS as readonly string[]).includes(value);
}

/**
 * Makes the change the posted cart form asks for.
 *
 * @example
 * ```ts
 * export const action = cartAction; // in routes/cart.tsx
 * ```
 */
export async function cartAction({ context, request }: ActionFunctionArgs) {
  const shop = requestShop(context, request);
  const form = await request.formData().catch(() => new FormData());
  const intent = field(form, CART_FIELDS.intent);
  if (!isIntent(intent))
    return shopData<CartAnswer>(shop, { failure: "The cart did not understand that change." }, 400);
  try {
    if (intent === "quantity" || intent === "remove") return await changeLine(shop, form, intent);
    if (intent === "apply-coupon" || intent === "remove-coupon")
      return await changeCoupon(shop, form, intent);
    return await checkOut(shop, request);
  } catch (error) {
    return shopData<CartAnswer>(shop, { failure: failureReason(error) }, failureStatus(error));
  }
}
