/**
 * Orders in the database: the `orders` row (number, checkout, status, buyer,
 * dates: the columns searches filter and sort on) and the order as served
 * (`doc`). Numbers come from the table's identity column, from 10001.
 */
import type { Queryable } from "../../db/database.ts";
import type { StoredTransactions } from "../order-transactions/order-transactions.ts";
import type { OrderDocument } from "./order-document.ts";

/** An `orders` row as read. */
export interface OrderRow {
  id: string;
  number: string;
  checkout_id: string | null;
  status: string;
  doc: OrderDocument;
}

/**
 * The next order number (10001, 10002, …), reserved for this transaction.
 *
 * @example
 * ```ts
 * const number = await nextOrderNumber(tx); // "10001"
 * ```
 */
export async function nextOrderNumber(tx: Queryable): Promise<string> {
  const rows = await tx.query<{ number: string }>(
    "select nextval(pg_get_serial_sequence('orders', 'number'))::text as number",
  );
  return (rows[0] as { number: string }).number;
}

/**
 * Inserts a new order (its `number` reserved with {@link nextOrderNumber}) with its payments.
 *
 * @example
 * ```ts
 * await insertOrder(tx, doc, { payments: [payment], refunds: [] });
 * ```
 */
export async function insertOrder(
  tx: Queryable,
  doc: OrderDocument,
  transactions: StoredTransactions,
): Promise<void> {
  await tx.query(
    `insert into orders (id, number, checkout_id, status, payment_status, buyer_member_id, buyer_visitor_id,
       buyer_email, doc, created_at, updated_at, transactions)
     overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11)`,
    [
      doc.id,
      doc.number,
      doc.checkoutId ?? null,
      doc.status,
      doc.paymentStatus,
      doc.buyerInfo.memberId ?? null,
      doc.buyerInfo.visitorId ?? null,
      doc.buyerInfo.email ?? null,
      JSON.stringify(doc),
      doc.createdDate,
      JSON.stringify(transactions),
    ],
  );
}

/**
 * The order `id`; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const order = await loadOrder(db, "o1");
 * ```
 */
export async function loadOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const rows = await db.query<OrderRow>(
    "select id, number::text as number, checkout_id, status, doc from orders where id = $1",
    [id],
  );
  return rows[0];
}
