/**
 * Cart abandonment events for the dev trigger: realistic plain payloads of
 * `CartAbandonedEvent` and `CartRecoveredEvent` (wire-reference.md, "Webhook
 * events"), priced from the catalogue's first products. A recovery reuses the
 * times of the cart's last recorded abandonment when there is one.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { OutboxEvent } from "../events/outbox.ts";

/** The event type of an abandoned cart. */
export const CART_ABANDONED = "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent";
/** The event type of a recovered cart. */
export const CART_RECOVERED = "com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent";

/** What the trigger can record. */
export type CartTrigger = "cart-abandoned" | "cart-recovered";

const HOUR_MS = 3_600_000;

/**
 * Builds the outbox event for `type` on `cartId` (a new id when undefined) at `now`.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [await cartEvent(tx, "cart-abandoned", undefined, "http://localhost:4000", new Date())]);
 * ```
 */
export async function cartEvent(
  db: Queryable,
  type: CartTrigger,
  cartId: string | undefined,
  publicUrl: string,
  now: Date,
): Promise<OutboxEvent> {
  const id = cartId ?? randomUUID();
  if (type === "cart-recovered") {
    const [last] = await db.query<{ payload: Record<string, unknown>; identity: OutboxEvent["identity"] }>(
      "select payload, identity from outbox where event_type = $1 and entity_id = $2 order by id desc limit 1",
      [CART_ABANDONED, id],
    );
    const abandonedTime =
      (last?.payload.abandonTime as string | undefined) ?? new Date(now.getTime() - HOUR_MS).toISOString();
    const creationTime =
      (last?.payload.creationTime as string | undefined) ??
      new Date(now.getTime() - 2 * HOUR_MS).toISOString();
    return {
      eventType: CART_RECOVERED,
      entityId: id,
      identity: last?.identity ?? { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: randomUUID() },
      payload: {
        cartId: id,
        recoveredTime: now.toISOString(),
        creationTime,
        abandonedTime,
        status: "RECOVERED",
      },
    };
  }
  const prices = await db.query<{ price: number }>(
    "select price from products where visible order by numeric_id limit 2",
  );
  const subtotal = prices.reduce((sum, row) => sum + row.price, 0);
  const visitorId = randomUUID();
  return {
    eventType: CART_ABANDONED,
    entityId: id,
    identity: { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: visitorId },
    payload: {
      cartId: id,
      creationTime: new Date(now.getTime() - HOUR_MS).toISOString(),
      abandonTime: now.toISOString(),
      buyerInfo: {
        id: visitorId,
        identityType: "VISITOR",
        email: "shopper@example.com",
        firstName: "Sam",
        lastName: "Shopper",
      },
      itemsCount: prices.length,
      totals: { subtotal, total: subtotal, formattedTotal: `$${subtotal.toFixed(2)}` },
      checkoutUrl: `${publicUrl}/checkout?cartId=${encodeURIComponent(id)}`,
      status: "ABANDONED",
    },
  };
}
