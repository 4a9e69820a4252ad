/**
 * An order row read for a change and written back: the order as served (`doc`) with, when the
 * change needs it, one of the columns kept beside it (`fulfillments`, `transactions`). The row
 * is locked (`for update`) for the rest of the caller's transaction, so two changes to one
 * order (a refund and a cancel, two fulfilments) run one after the other. The write-back sets
 * the searched columns (status, payment status, updated date) from the document with it.
 */
import type { Queryable } from "../../db/database.ts";
import type { Fulfillment } from "../fulfillments/order-fulfillments.ts";
import type { StoredTransactions } from "../order-transactions/order-transactions.ts";
import type { OrderDocument } from "./order-document.ts";

/** The columns kept beside an order's document, by name, with what each holds. */
export interface OrderSideColumns {
  fulfillments: Fulfillment[];
  transactions: StoredTransactions;
}

/** The name of a column kept beside an order's document. */
export type OrderSideColumn = keyof OrderSideColumns;

/** An order with the value of side column `C`. */
export interface OrderWith<C extends OrderSideColumn> {
  order: OrderDocument;
  side: OrderSideColumns[C];
}

const SIDE_COLUMNS: Record<OrderSideColumn, string> = {
  fulfillments: "fulfillments",
  transactions: "transactions",
};

async function readOrder<C extends OrderSideColumn>(
  db: Queryable,
  id: string,
  column: C | undefined,
  lock: boolean,
): Promise<OrderWith<C> | undefined> {
  const side = column ? `, ${SIDE_COLUMNS[column]} as side` : ", null as side";
  const rows = await db.query<{ doc: OrderDocument; side: OrderSideColumns[C] }>(
    `select doc${side} from orders where id = $1${lock ? " for update" : ""}`,
    [id],
  );
  const row = rows[0];
  return row ? { order: row.doc, side: row.side } : undefined;
}

/**
 * Order `id` locked for the rest of transaction `tx`, with side column `column` when one is named;
 * `undefined` when there is no such order.
 *
 * @example
 * ```ts
 * const found = await lockedOrder(write.tx, orderId, "transactions");
 * if (!found) throw orderNotFound(orderId);
 * ```
 */
export function lockedOrder(tx: Queryable, id: string): Promise<{ order: OrderDocument } | undefined>;
export function lockedOrder<C extends OrderSideColumn>(
  tx: Queryable,
  id: string,
  column: C,
): Promise<OrderWith<C> | undefined>;
export function lockedOrder<C extends OrderSideColumn>(
  tx: Queryable,
  id: string,
  column?: C,
): Promise<OrderWith<C> | undefined> {
  return readOrder(tx, id, column, true);
}

/**
 * Order `id` with side column `column`, read without a lock (for the list calls);
 * `undefined` when there is no such order.
 *
 * @example
 * ```ts
 * const found = await orderWith(input.db, orderId, "fulfillments");
 * ```
 */
export function orderWith<C extends OrderSideColumn>(
  db: Queryable,
  id: string,
  column: C,
): Promise<OrderWith<C> | undefined> {
  return readOrder(db, id, column, false);
}

/**
 * Writes back a changed order read with {@link lockedOrder}: its document, the columns searched on
 * and the side columns `sides` gives new values.
 *
 * @example
 * ```ts
 * await saveLockedOrder(write.tx, refunded, { transactions: { payments, refunds } });
 * ```
 */
export async function saveLockedOrder(
  tx: Queryable,
  order: OrderDocument,
  sides: Partial<OrderSideColumns> = {},
): Promise<void> {
  const params: unknown[] = [
    order.id,
    JSON.stringify(order),
    order.status,
    order.paymentStatus,
    order.updatedDate,
  ];
  let sets = "";
  for (const column of Object.keys(SIDE_COLUMNS) as OrderSideColumn[]) {
    if (sides[column] === undefined) continue;
    params.push(JSON.stringify(sides[column]));
    sets += `, ${SIDE_COLUMNS[column]} = $${params.length}`;
  }
  await tx.query(
    `update orders set doc = $2, status = $3, payment_status = $4, updated_at = $5${sets} where id = $1`,
    params,
  );
}
