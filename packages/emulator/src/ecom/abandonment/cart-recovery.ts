/**
 * Cart recovery: when an order is placed from a checkout whose cart was
 * abandoned, `CartRecoveredEvent` is recorded and the cart's abandoned checkout
 * marked `RECOVERED` in the order's transaction. The
 * order ends the cart and names itself on it (`carts.order_id`), so the event
 * is recorded once, by the order that ended the cart.
 */
import type { Queryable } from "../../db/database.ts";
import { recordEvents } from "../../events/outbox.ts";
import { markAbandonedCheckoutRecovered } from "../abandoned-checkouts/abandoned-checkout-record.ts";
import type { OwnerColumns } from "../owner.ts";
import { cartRecoveredEvent } from "./cart-abandonment-events.ts";

/**
 * Records the recovery of cart `cartId` when it was abandoned and order `orderId` ended it;
 * resolves with whether it did. Call it in the order's transaction, after the order ended the cart.
 *
 * @example
 * ```ts
 * await recordCartRecovery(tx, { cartId: checkout.cart_id, orderId: order.id, now: new Date(context.now) });
 * ```
 */
export async function recordCartRecovery(
  tx: Queryable,
  recovery: { cartId: string; orderId: string; now: Date },
): Promise<boolean> {
  const [cart] = await tx.query<OwnerColumns & { created_at: Date; abandoned_at: Date }>(
    `select owner_kind, owner_id, created_at, abandoned_at from carts
     where id = $1 and order_id = $2 and end_reason = 'ORDERED' and abandoned_at is not null`,
    [recovery.cartId, recovery.orderId],
  );
  if (!cart) return false;
  await markAbandonedCheckoutRecovered(tx, recovery.cartId, recovery.now);
  await recordEvents(tx, [
    cartRecoveredEvent(
      {
        cartId: recovery.cartId,
        owner_kind: cart.owner_kind,
        owner_id: cart.owner_id,
        createdAt: cart.created_at,
        abandonedAt: cart.abandoned_at,
      },
      recovery.now,
    ),
  ]);
  return true;
}
