/**
 * The cart abandonment events of real carts, as the outbox records them:
 * `CartAbandonedEvent` when the sweep finds a cart left untouched, and
 * `CartRecoveredEvent` when an abandoned cart is bought after all (payloads in
 * wire-reference.md, "Webhook events"; event types shared with the dev trigger,
 * `webhooks/cart-events.ts`). Both carry the cart's owner as their identity.
 */
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import { CART_ABANDONED, CART_RECOVERED } from "../../webhooks/cart-events.ts";
import type { OwnerColumns } from "../owner.ts";

/** What the abandoned event says about a cart. */
export interface AbandonedCartFacts extends OwnerColumns {
  cartId: string;
  createdAt: Date;
  buyer: { email: string; firstName?: string; lastName?: string; phone?: string };
  itemsCount: number;
  /** Amounts in whole cents, and the total with its currency symbol. */
  subtotalCents: number;
  totalCents: number;
  formattedTotal: string;
  couponId?: string;
  /** Where the buyer can finish buying the cart. */
  checkoutUrl: string;
}

/** The webhook identity of a cart's owner (the site owner for a cart made for nobody). */
function ownerIdentity(owner: OwnerColumns): EventIdentity {
  if (owner.owner_kind === "member" && owner.owner_id)
    return { identityType: "MEMBER", memberId: owner.owner_id };
  if (owner.owner_kind === "visitor" && owner.owner_id)
    return { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: owner.owner_id };
  return { identityType: "WIX_USER", wixUserId: "site-owner" };
}

function buyerIdentity(owner: OwnerColumns): { id?: string; identityType: "MEMBER" | "VISITOR" | "CONTACT" } {
  if (owner.owner_kind === "member" && owner.owner_id) return { id: owner.owner_id, identityType: "MEMBER" };
  if (owner.owner_kind === "visitor" && owner.owner_id)
    return { id: owner.owner_id, identityType: "VISITOR" };
  return { identityType: "CONTACT" };
}

/**
 * The event recording that `cart` was abandoned at `abandonTime`.
 *
 * @example
 * await recordEvents(tx, [cartAbandonedEvent(facts, now)]);
 */
export function cartAbandonedEvent(cart: AbandonedCartFacts, abandonTime: Date): OutboxEvent {
  return {
    eventType: CART_ABANDONED,
    entityId: cart.cartId,
    identity: ownerIdentity(cart),
    payload: {
      cartId: cart.cartId,
      creationTime: cart.createdAt.toISOString(),
      abandonTime: abandonTime.toISOString(),
      buyerInfo: { ...buyerIdentity(cart), ...cart.buyer },
      itemsCount: cart.itemsCount,
      ...(cart.couponId ? { couponId: cart.couponId } : {}),
      totals: {
        subtotal: cart.subtotalCents / 100,
        total: cart.totalCents / 100,
        formattedTotal: cart.formattedTotal,
      },
      checkoutUrl: cart.checkoutUrl,
      status: "ABANDONED",
    },
  };
}

/** What the recovered event says about a cart. */
export interface RecoveredCartFacts extends OwnerColumns {
  cartId: string;
  createdAt: Date;
  abandonedAt: Date;
}

/**
 * The event recording that the abandoned `cart` was bought at `recoveredTime`.
 *
 * @example
 * await recordEvents(tx, [cartRecoveredEvent(facts, now)]);
 */
export function cartRecoveredEvent(cart: RecoveredCartFacts, recoveredTime: Date): OutboxEvent {
  return {
    eventType: CART_RECOVERED,
    entityId: cart.cartId,
    identity: ownerIdentity(cart),
    payload: {
      cartId: cart.cartId,
      recoveredTime: recoveredTime.toISOString(),
      creationTime: cart.createdAt.toISOString(),
      abandonedTime: cart.abandonedAt.toISOString(),
      status: "RECOVERED",
    },
  };
}
