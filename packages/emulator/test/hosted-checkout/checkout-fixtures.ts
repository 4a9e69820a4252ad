/**
 * Shortcuts for the checkout tests: a tracked product, a visitor's cart
 * and checkout made through the cart calls, the hosted page opened and its
 * form posted as a browser would (form-urlencoded, with the page's hidden
 * fields), and reads of what the database holds afterwards.
 */

import type { CheckoutDocument, OrderDocument } from "@vitrine/emulator/testing";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { expect } from "vitest";
import { type CreatedProduct, createProduct } from "../catalog/writes/merchant-calls.ts";
import type { TestApp } from "../support/test-app.ts";

/** The redirect-session call. */
export const SESSION_PATH = "/_api/redirects-api/v1/redirect-session";

/** A name that must reach the page as text. */
export const HOSTILE_NAME = `Tee <script>alert(1)</script> & "quotes"`;

/** A tee with sizes S and M, `stock` units of each tracked, 12.50 each. */
export async function trackedTee(t: TestApp, stock = 5): Promise<CreatedProduct> {
  return createProduct(t, {
    name: HOSTILE_NAME,
    priceData: { price: 12.5 },
    manageVariants: true,
    stock: { trackInventory: true, quantity: stock },
    productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
  });
}

/** A POST with a token; status and JSON. */
export async function visitorCall(t: TestApp, token: string, url: string, payload: unknown) {
  const response = await t.inject({
    method: "POST",
    url,
    headers: { authorization: token },
    payload: payload as Record<string, unknown>,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/** What a visitor's cart of tees holds: `quantity` (2) in `size` (M), added with `token` (a new visitor's). */
export interface TeeCart {
  quantity?: number;
  size?: "S" | "M";
  token?: string;
}

/** A visitor's cart of tees, added through the current-cart call. */
export async function visitorCart(t: TestApp, product: CreatedProduct, cart: TeeCart = {}) {
  const visitor = cart.token ?? (await t.visitorToken());
  const added = await visitorCall(t, visitor, "/ecom/v1/carts/current/add-to-cart", {
    lineItems: [
      {
        catalogReference: {
          appId: STORES_APP_ID,
          catalogItemId: product.id,
          options: { options: { Size: cart.size ?? "M" } },
        },
        quantity: cart.quantity ?? 2,
      },
    ],
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return {
    token: visitor,
    cartId: added.body.cart.id as string,
    lineItemId: added.body.cart.lineItems[0].id as string,
    visitorId: added.body.cart.buyerInfo.visitorId as string,
    subtotal: added.body.cart.lineItems[0].price.amount as string,
  };
}

/** A visitor's cart of `quantity` tees in size M, and a checkout made from it (naming `email` when given). */
export async function visitorCheckout(
  t: TestApp,
  product: CreatedProduct,
  quantity = 2,
  token?: string,
  email?: string,
) {
  const cart = await visitorCart(t, product, { quantity, ...(token ? { token } : {}) });
  const created = await visitorCall(t, cart.token, "/ecom/v1/carts/current/create-checkout", {
    channelType: "WEB",
    ...(email ? { email } : {}),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { ...cart, checkoutId: created.body.checkoutId as string };
}

/** The path and query of an absolute URL. */
export function pathOf(url: string): string {
  const parsed = new URL(url, "http://emulator.test");
  return `${parsed.pathname}${parsed.search}`;
}

/** The page at `url` and its form's hidden fields. */
export async function openPage(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.inject({ method: "GET", url: pathOf(url), headers });
  const hidden = (name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(response.body)?.[1] ?? "";
  return { response, sessionId: hidden("sessionId"), csrf: hidden("csrf") };
}

/** Posts the checkout form as a browser does. */
export function postPage(t: TestApp, form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.inject({
    method: "POST",
    url: "/_hosted/checkout",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The orders, checkouts and carts the database holds, and the stock of each of the product's variants. */
export async function stored(t: TestApp, productId: string) {
  const orders = await t.db.query<{
    id: string;
    number: string;
    checkout_id: string;
    doc: OrderDocument;
  }>("select id, number::text as number, checkout_id, doc from orders order by number");
  const checkouts = await t.db.query<{
    id: string;
    completed_at: Date | null;
    order_id: string | null;
    doc: CheckoutDocument;
  }>("select id, completed_at, order_id, doc from checkouts order by created_at");
  const carts = await t.db.query<{ id: string; ended_at: Date | null; end_reason: string | null }>(
    "select id, ended_at, end_reason from carts order by created_at",
  );
  const [product] = await t.db.query<{
    doc: { variants: { choices: Record<string, string>; stock?: { quantity?: number } }[] };
  }>("select doc from products where id = $1", [productId]);
  const stock = Object.fromEntries(
    (product?.doc.variants ?? []).map((variant) => [variant.choices.Size, variant.stock?.quantity]),
  );
  return { orders, checkouts, carts, stock };
}

/** The e-mails in the dev mailbox for `to`, newest first. */
export async function mailTo(t: TestApp, to: string) {
  const response = await t.inject({ method: "GET", url: `/_dev/mailbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { messages: { subject: string; body: string }[] }).messages;
}
