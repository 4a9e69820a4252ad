/**
 * Carts in the database. Every function takes the caller's transaction (or
 * handle, for reads); loads meant for a write lock the row (`for update`), so
 * concurrent changes to one cart, adds to cart included, run one after the
 * other. Only live carts (`ended_at` null) are found.
 */
import type { Queryable } from "../../db/database.ts";
import type { Owner } from "../owner.ts";
import type { CartDocument, CartEndReason, CartRow } from "./cart-record.ts";

/** The columns of a {@link CartRow}, as every cart read selects them. */
export const CART_COLUMNS =
  "id, owner_kind, owner_id, is_current, doc, buyer_email, checkout_id, created_at, updated_at, abandoned_at, ended_at, end_reason, order_id";

/**
 * The owner's live current cart, locked when `lock` is set; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cart = await loadCurrentCart(tx, { kind: "visitor", id: "v1" }, true);
 * ```
 */
export async function loadCurrentCart(
  tx: Queryable,
  owner: Owner,
  lock: boolean,
): Promise<CartRow | undefined> {
  const rows = await tx.query<CartRow>(
    `select ${CART_COLUMNS} from carts where owner_kind = $1 and owner_id = $2 and is_current and ended_at is null
     ${lock ? "for update" : ""}`,
    [owner.kind, owner.id],
  );
  return rows[0];
}

/**
 * The live cart `id`, locked when `lock` is set; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const cart = await loadCart(db, "c1", false);
 * ```
 */
export async function loadCart(tx: Queryable, id: string, lock: boolean): Promise<CartRow | undefined> {
  const rows = await tx.query<CartRow>(
    `select ${CART_COLUMNS} from carts where id = $1 and ended_at is null ${lock ? "for update" : ""}`,
    [id],
  );
  return rows[0];
}

/**
 * Inserts a new cart for `owner`; `current` makes it the owner's current cart.
 *
 * @example
 * ```ts
 * await insertCart(tx, { id, owner, current: true, doc: { lineItems: [] }, now });
 * ```
 */
export async function insertCart(
  tx: Queryable,
  cart: { id: string; owner: Owner; current: boolean; doc: CartDocument; now: string },
): Promise<CartRow> {
  const rows = await tx.query<CartRow>(
    `insert into carts (id, owner_kind, owner_id, is_current, doc, buyer_email, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning ${CART_COLUMNS}`,
    [
      cart.id,
      cart.owner.kind,
      cart.owner.id,
      cart.current,
      JSON.stringify(cart.doc),
      cart.doc.buyerInfo?.email ?? null,
      cart.now,
    ],
  );
  return rows[0] as CartRow;
}

/**
 * Saves a cart's document, sets `updated_at` and keeps the buyer e-mail column in step with it
 * (an e-mail already known stays when the document names none); answers the saved row without
 * reading it back (`row` is the cart as this transaction locked it).
 *
 * @example
 * ```ts
 * const saved = await saveCart(tx, row, { ...row.doc, buyerNote: "Gift" }, now);
 * ```
 */
export async function saveCart(
  tx: Queryable,
  row: CartRow,
  doc: CartDocument,
  now: string,
): Promise<CartRow> {
  const email = doc.buyerInfo?.email ?? null;
  await tx.query(
    "update carts set doc = $2, buyer_email = coalesce($3, buyer_email), updated_at = $4 where id = $1",
    [row.id, JSON.stringify(doc), email, now],
  );
  return {
    ...row,
    doc,
    buyer_email: email ?? row.buyer_email,
    updated_at: new Date(now),
  };
}

/**
 * Saves the documents of several carts in one statement, as {@link saveCart} saves one: each
 * cart's `updated_at` set and its buyer e-mail column kept in step with its document.
 *
 * @example
 * ```ts
 * await saveCarts(tx, [{ id: "c1", doc, now }]);
 * ```
 */
export async function saveCarts(
  tx: Queryable,
  carts: readonly { id: string; doc: CartDocument; now: string }[],
): Promise<void> {
  await tx.query(
    `update carts c set doc = v.doc::jsonb, buyer_email = coalesce(v.email, c.buyer_email),
       updated_at = v.at::timestamptz
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as v(id, doc, email, at) where c.id = v.id`,
    [
      carts.map((cart) => cart.id),
      carts.map((cart) => JSON.stringify(cart.doc)),
      carts.map((cart) => cart.doc.buyerInfo?.email ?? null),
      carts.map((cart) => cart.now),
    ],
  );
}

/**
 * Inserts current carts in one statement, each unless its owner has a live one already (made
 * meanwhile by a racing call, whose commit this waits for): the rows inserted; a cart left out
 * is to be added to the owner's cart (lock it and add again).
 *
 * @example
 * ```ts
 * const made = await insertCurrentCarts(tx, [{ id: randomUUID(), owner, doc, now }]);
 * ```
 */
export async function insertCurrentCarts(
  tx: Queryable,
  carts: readonly { id: string; owner: Owner; doc: CartDocument; now: string }[],
): Promise<CartRow[]> {
  return tx.query<CartRow>(
    `insert into carts (id, owner_kind, owner_id, is_current, doc, buyer_email, created_at, updated_at)
     select v.id, v.owner_kind, v.owner_id, true, v.doc::jsonb, v.email, v.at::timestamptz, v.at::timestamptz
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       as v(id, owner_kind, owner_id, doc, email, at)
     on conflict (owner_kind, owner_id) where is_current and ended_at is null do nothing
     returning ${CART_COLUMNS}`,
    [
      carts.map((cart) => cart.id),
      carts.map((cart) => cart.owner.kind),
      carts.map((cart) => cart.owner.id),
      carts.map((cart) => JSON.stringify(cart.doc)),
      carts.map((cart) => cart.doc.buyerInfo?.email ?? null),
      carts.map((cart) => cart.now),
    ],
  );
}

/**
 * Records what a checkout made from the cart brought: its id and the buyer's e-mail when known.
 *
 * @example
 * ```ts
 * await noteCheckout(tx, cartId, { checkoutId, email: "ada@example.com", now });
 * ```
 */
export async function noteCheckout(
  tx: Queryable,
  cartId: string,
  note: { checkoutId?: string; email?: string; now: string },
): Promise<void> {
  await tx.query(
    `update carts set checkout_id = coalesce($2, checkout_id), buyer_email = coalesce($3, buyer_email),
       updated_at = $4 where id = $1`,
    [cartId, note.checkoutId ?? null, note.email ?? null, note.now],
  );
}

/**
 * Ends a live cart (it is no longer anyone's cart): ordered, deleted or merged.
 *
 * @example
 * ```ts
 * await endCart(tx, cartId, { reason: "ORDERED", orderId, now });
 * ```
 */
export async function endCart(
  tx: Queryable,
  id: string,
  end: { reason: CartEndReason; orderId?: string; now: string },
): Promise<void> {
  await tx.query(
    "update carts set ended_at = $2, end_reason = $3, order_id = $4 where id = $1 and ended_at is null",
    [id, end.now, end.reason, end.orderId ?? null],
  );
}

/**
 * Gives a live cart to another owner (a visitor's cart becoming the member's at sign-in).
 *
 * @example
 * ```ts
 * await transferCart(tx, cartId, { kind: "member", id: "m1" }, now);
 * ```
 */
export async function transferCart(tx: Queryable, id: string, owner: Owner, now: string): Promise<void> {
  await tx.query("update carts set owner_kind = $2, owner_id = $3, updated_at = $4 where id = $1", [
    id,
    owner.kind,
    owner.id,
    now,
  ]);
}
