/**
 * The hosted checkout's link for a cart (`?cartId=`, the link an abandoned
 * cart's event carries when the cart has no checkout yet). The link is a bare
 * id, so its page shows no buyer's details, and a GET makes nothing:
 *
 * - `GET /_hosted/checkout?cartId=` shows a "Continue to checkout" button (a
 *   cart already ordered or unknown gets a page saying so);
 * - `POST /_hosted/checkout/cart` (the button's form, `cartId`) takes the
 *   cart's open checkout, or makes one from the cart (the cart calls' rules:
 *   at most 300 lines), opens a checkout page session for it that grants no
 *   buyer's details, and redirects (303) to that page.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Credentials } from "../../auth/credentials.ts";
import type { EmulatorConfig } from "../../config.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { sendPage } from "../../html/html-page.ts";
import { html } from "../../html/html-template.ts";
import { loadCart } from "../cart/cart-repository.ts";
import { hasExpired } from "../checkout/checkout-lifetime.ts";
import { loadCheckout } from "../checkout/checkout-repository.ts";
import { createCheckoutFromCart } from "../checkout/create-checkout.ts";
import { inEcomTransaction } from "../ecom-transaction.ts";
import { openCheckoutSession } from "./checkout-session.ts";

/** What the cart link's routes need. */
export interface CartLinkContext {
  db: Database;
  config: EmulatorConfig;
  credentials: Credentials;
}

/** Where the cart stands: live (checkout may be made), ordered, or unknown. */
async function cartState(db: Queryable, cartId: string): Promise<"live" | "ordered" | "unknown"> {
  if (await loadCart(db, cartId, false)) return "live";
  const [ended] = await db.query<{ order_id: string | null }>("select order_id from carts where id = $1", [
    cartId,
  ]);
  return ended?.order_id ? "ordered" : "unknown";
}

function notLivePage(reply: FastifyReply, state: "ordered" | "unknown") {
  return state === "ordered"
    ? sendPage(reply, {
        title: "Cart ordered",
        body: html`<p>This cart was already ordered. Nothing more to pay here.</p>`,
        status: 409,
      })
    : sendPage(reply, { title: "Cart not found", body: html`<p>There is no such cart.</p>`, status: 404 });
}

/**
 * The page of a cart's link (see the module comment).
 *
 * @example
 * if (cartId) return cartLinkPage(reply, db, cartId);
 */
export async function cartLinkPage(reply: FastifyReply, db: Queryable, cartId: string) {
  const state = await cartState(db, cartId);
  if (state !== "live") return notLivePage(reply, state);
  return sendPage(reply, {
    title: "Checkout",
    body: html`<p>Your cart is waiting. Continue to the checkout to review it and pay.</p>
<form method="post" action="/_hosted/checkout/cart"><input type="hidden" name="cartId" value="${cartId}">
<button type="submit">Continue to checkout</button></form>`,
  });
}

/**
 * Registers `POST /_hosted/checkout/cart` on `app` (a scope that reads form bodies).
 *
 * @example
 * registerCartLinkRoutes(scope, { db, config, credentials });
 */
export function registerCartLinkRoutes(
  app: FastifyInstance,
  { db, config, credentials }: CartLinkContext,
): void {
  app.post("/_hosted/checkout/cart", async (request, reply) => {
    const cartId = (request.body as Record<string, unknown> | undefined)?.cartId;
    if (typeof cartId !== "string" || cartId === "") return notLivePage(reply, "unknown");
    const now = new Date(credentials.now());
    let checkoutId: string | undefined;
    try {
      checkoutId = await inEcomTransaction(
        { db, config, principal: { kind: "anonymous" }, now },
        async (write) => {
          const locked = await loadCart(write.tx, cartId, true);
          if (!locked) return undefined;
          const open = locked.checkout_id
            ? await loadCheckout(write.tx, locked.checkout_id, false)
            : undefined;
          if (open && !open.completed_at && !hasExpired(open, now)) return open.id;
          return (await createCheckoutFromCart(write, locked, config.shop, { channelType: "WEB" })).id;
        },
      );
    } catch (error) {
      if (!(error instanceof ApplicationFailure)) throw error;
      return sendPage(reply, {
        title: "Checkout",
        body: html`<p class="error" role="alert">${error.description}</p>`,
        status: 400,
      });
    }
    if (!checkoutId) {
      const state = await cartState(db, cartId);
      return notLivePage(reply, state === "ordered" ? "ordered" : "unknown");
    }
    const session = await openCheckoutSession(db, config, checkoutId, now);
    return reply
      .code(303)
      .header("location", `/_hosted/checkout?${new URLSearchParams({ sessionId: session.id })}`)
      .header("cache-control", "no-store")
      .send();
  });
}
