/**
 * Checkouts in the database: the `checkouts` row (owner, buyer e-mail,
 * completion, order) and the checkout as served (`doc`). Loads meant for a
 * write lock the row (`for update`): placing an order locks its checkout
 * first, so one checkout gives one order.
 */
import type { Queryable } from "../../db/database.ts";
import type { Owner, OwnerColumns } from "../owner.ts";
import type { CheckoutDocument } from "./checkout-document.ts";

/** A `checkouts` row. */
export interface CheckoutRow extends OwnerColumns {
  id: string;
  cart_id: string | null;
  doc: CheckoutDocument;
  buyer_email: string | null;
  completed_at: Date | null;
  order_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  "id, cart_id, owner_kind, owner_id, doc, buyer_email, completed_at, order_id, created_at, updated_at";

/**
 * The checkout `id`, locked when `lock` is set; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const checkout = await loadCheckout(tx, "k1", true);
 * ```
 */
export async function loadCheckout(
  tx: Queryable,
  id: string,
  lock: boolean,
): Promise<CheckoutRow | undefined> {
  const rows = await tx.query<CheckoutRow>(
    `select ${COLUMNS} from checkouts where id = $1 ${lock ? "for update" : ""}`,
    [id],
  );
  return rows[0];
}

/**
 * Inserts a new checkout.
 *
 * @example
 * ```ts
 * await insertCheckout(tx, { doc, owner, cartId, now });
 * ```
 */
export async function insertCheckout(
  tx: Queryable,
  checkout: { doc: CheckoutDocument; owner: Owner; cartId: string | null; now: string },
): Promise<void> {
  await tx.query(
    `insert into checkouts (id, cart_id, owner_kind, owner_id, doc, buyer_email, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [
      checkout.doc.id,
      checkout.cartId,
      checkout.owner.kind,
      checkout.owner.id,
      JSON.stringify(checkout.doc),
      checkout.doc.buyerInfo.email ?? null,
      checkout.now,
    ],
  );
}

/**
 * Saves a checkout's document (and its buyer e-mail column).
 *
 * @example
 * ```ts
 * await saveCheckout(tx, { ...row.doc, buyerNote: "Gift" }, now);
 * ```
 */
export async function saveCheckout(tx: Queryable, doc: CheckoutDocument, now: string): Promise<void> {
  await tx.query("update checkouts set doc = $2, buyer_email = $3, updated_at = $4 where id = $1", [
    doc.id,
    JSON.stringify(doc),
    doc.buyerInfo.email ?? null,
    now,
  ]);
}

/**
 * Saves a checkout as completed (its document too), with the order placed from it when there is one.
 *
 * @example
 * ```ts
 * await completeCheckout(tx, { ...row.doc, completed: true }, { orderId, now });
 * ```
 */
export async function completeCheckout(
  tx: Queryable,
  doc: CheckoutDocument,
  completion: { orderId?: string; now: string },
): Promise<void> {
  await tx.query(
    `update checkouts set doc = $2, completed_at = $3, order_id = $4, buyer_email = $5, updated_at = $3
     where id = $1`,
    [doc.id, JSON.stringify(doc), completion.now, completion.orderId ?? null, doc.buyerInfo.email ?? null],
  );
}
