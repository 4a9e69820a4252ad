/**
 * Carts remembered as an add to cart last saved them, per database handle, so
 * the next add to the same cart can skip reading it: it works the change out
 * from the remembered cart, currency and products, and saves it with one
 * statement that applies only while the cart is still at the remembered
 * revision, the site's currency is the remembered one and the catalogue rows
 * the products were priced from are at the remembered versions
 * (`conditional-cart-saves.ts`). A change from any process (another call, a
 * catalogue write, a sweep) makes that statement match nothing, and the add
 * then reads the cart as usual. Memory only saves a round trip: it never
 * decides an answer the database has not confirmed.
 */
import type { Queryable } from "../../db/database.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import type { CartRow } from "./cart-record.ts";

/** How many carts one database handle remembers (the least recently saved is forgotten first). */
const REMEMBERED_CARTS = 1_000;

/** A cart as an add saved it, with what its read answered beside it. */
export interface RememberedCart {
  /** The row as saved (its `revision` is the one a save onto it must find). */
  readonly row: CartRow;
  /** The site's stored currency setting, as read. */
  readonly currency: string | null;
  /** The catalogue products as read, by id. */
  readonly items: ReadonlyMap<string, CatalogItem>;
  /** The stamp of the catalogue rows those products were read from (what a save compares). */
  readonly stamp: string;
}

/** Remembered carts of each database handle (a handle's statements all reach one database). */
const cartsByDatabase = new WeakMap<Queryable, Map<string, RememberedCart>>();

/**
 * The cart `id` as an add last saved it through `db`, if remembered.
 *
 * @example
 * ```ts
 * const remembered = rememberedCart(input.db, "c1");
 * ```
 */
export function rememberedCart(db: Queryable, id: string): RememberedCart | undefined {
  return cartsByDatabase.get(db)?.get(id);
}

/**
 * Remembers `cart` as just saved through `db` (replacing what was remembered of it).
 *
 * @example
 * ```ts
 * rememberCart(input.db, { row: saved, currency, items, stamp });
 * ```
 */
export function rememberCart(db: Queryable, cart: RememberedCart): void {
  let carts = cartsByDatabase.get(db);
  if (!carts) {
    carts = new Map();
    cartsByDatabase.set(db, carts);
  }
  carts.delete(cart.row.id);
  if (carts.size >= REMEMBERED_CARTS) {
    const oldest = carts.keys().next().value;
    if (oldest !== undefined) carts.delete(oldest);
  }
  carts.set(cart.row.id, cart);
}
