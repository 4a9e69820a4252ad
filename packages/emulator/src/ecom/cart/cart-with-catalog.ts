/**
 * A cart read with everything serving it needs, in one statement: the row,
 * the site's currency, and the catalogue products its lines name plus those
 * named by lines about to be added (so resolving the additions and pricing the
 * saved cart read nothing more). The read for a change locks the carts it
 * names (one or many, in id order) until the change commits; it and the
 * current-cart read answer the currency and the products also when there is no
 * cart yet.
 */
import type { EmulatorConfig } from "../../config.ts";
import type { CoalescedCalls } from "../../db/coalesced-calls.ts";
import type { Queryable } from "../../db/database.ts";
import { siteCurrencySql } from "../ecom-transaction.ts";
import type { Owner } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { type CatalogRows, catalogItemsOf, catalogItemsSql } from "../pricing/catalog-items.ts";
import type { CartRow } from "./cart-record.ts";
import { CART_COLUMNS } from "./cart-repository.ts";

/** The site's currency setting and the catalogue products a cart needs, and the cart when there is one. */
export interface CatalogForCart {
  row: CartRow | undefined;
  /** The site's stored currency setting (`contextOf` turns it into a context). */
  currency: string | null;
  /** The visible products the cart's lines and the extra product ids name, by id. */
  items: Map<string, CatalogItem>;
}

/** A cart with the site's currency setting and the catalogue products it needs. */
export interface CartWithCatalog extends CatalogForCart {
  row: CartRow;
}

/** Which cart a change is for: a cart by id, or an owner's current cart. */
export type CartTarget = { readonly id: string } | { readonly owner: Owner };

/** What a cart-with-catalogue statement answers (cart columns null when there is no cart). */
type CartWithCatalogRow = CartRow & { currency: string | null; items: CatalogRows };

/** The cart's columns, of table alias `c`. */
const COLUMNS = CART_COLUMNS.split(", ")
  .map((column) => `c.${column}`)
  .join(", ");

/**
 * The SQL array of the product ids the lines of cart `alias` name.
 *
 * @example
 * ```ts
 * `${catalogItemsSql(catalog, `${cartProductIdsSql("c")} || $3::text[]`)}`
 * ```
 */
export function cartProductIdsSql(alias: string): string {
  return `array(select l->'catalogReference'->>'catalogItemId' from jsonb_array_elements(${alias}.doc->'lineItems') l)`;
}

/**
 * The select list: the cart's columns (table alias `c`), the currency from the site id in
 * `$siteParam`, and the products of the lines and, when given, of the SQL array `extraIds`.
 */
function selectList(config: EmulatorConfig, siteParam: number, extraIds?: string): string {
  const ids = extraIds === undefined ? cartProductIdsSql("c") : `${cartProductIdsSql("c")} || ${extraIds}`;
  return `${COLUMNS}, ${siteCurrencySql(siteParam)} as currency, ${catalogItemsSql(config.catalogVersion, ids)} as items`;
}

function catalogFor(config: EmulatorConfig, row: CartWithCatalogRow): CatalogForCart {
  const { currency, items, ...cart } = row;
  return {
    row: cart.id === null ? undefined : cart,
    currency,
    items: catalogItemsOf(config.catalogVersion, items),
  };
}

/** Reads live carts by id in one statement: each with its catalogue products, in the ids' order. */
async function loadCartsWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  ids: readonly string[],
): Promise<(CartWithCatalog | undefined)[]> {
  const rows = await db.query<CartWithCatalogRow & { ord: number }>(
    `select b.ord::int as ord, ${selectList(config, 2)}
     from unnest($1::text[]) with ordinality as b(id, ord)
     join carts c on c.id = b.id and c.ended_at is null`,
    [ids, config.siteId],
  );
  const found: (CartWithCatalog | undefined)[] = ids.map(() => undefined);
  for (const { ord, ...row } of rows) found[ord - 1] = catalogFor(config, row) as CartWithCatalog;
  return found;
}

/**
 * The live cart `id` with its catalogue products; `undefined` when there is none. Concurrent
 * reads of one app are one statement (its `CoalescedCalls`), each started after its call was
 * made, so a read sees every change committed before it.
 *
 * @example
 * ```ts
 * const found = await loadCartWithCatalog(input.coalesced, "c1");
 * ```
 */
export function loadCartWithCatalog(
  coalesced: CoalescedCalls,
  id: string,
): Promise<CartWithCatalog | undefined> {
  return coalesced.call(loadCartsWithCatalog, id);
}

/** Reads owners' current carts in one statement, in the owners' order (an owner without one answers no row). */
async function readCurrentCartsWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  owners: readonly Owner[],
): Promise<CatalogForCart[]> {
  const rows = await db.query<CartWithCatalogRow & { ord: number }>(
    `select b.ord::int as ord, ${selectList(config, 3)}
     from unnest($1::text[], $2::text[]) with ordinality as b(owner_kind, owner_id, ord)
     left join carts c on c.owner_kind = b.owner_kind and c.owner_id = b.owner_id and c.is_current
       and c.ended_at is null
     order by b.ord`,
    [owners.map((owner) => owner.kind), owners.map((owner) => owner.id), config.siteId],
  );
  return rows.map(({ ord: _ord, ...row }) => catalogFor(config, row));
}

/**
 * The owner's live current cart (`row`, undefined when there is none), the currency, and the
 * catalogue products of its lines. Concurrent reads of one app are one statement (its
 * `CoalescedCalls`), each started after its call was made.
 *
 * @example
 * ```ts
 * const { row, items } = await readCurrentCartWithCatalog(input.coalesced, { kind: "visitor", id: "v1" });
 * ```
 */
export function readCurrentCartWithCatalog(coalesced: CoalescedCalls, owner: Owner): Promise<CatalogForCart> {
  return coalesced.call(readCurrentCartsWithCatalog, owner);
}

/** Live carts locked for a change, with the site's currency setting and the catalogue products they need. */
export interface LockedCartsWithCatalog {
  /** The live carts the targets name, each once, in id order. */
  rows: CartRow[];
  currency: string | null;
  /** The visible products the carts' lines and the extra product ids name, by id. */
  items: Map<string, CatalogItem>;
}

/**
 * Locks, in one statement, the live carts `targets` name (by id, or an owner's current cart),
 * in id order as every change of several carts locks them; with the currency and the catalogue
 * products of their lines and of `productIds`. The carts are found through indexes (each owner's
 * current cart through `carts_current_owner`, then every id through the primary key), so a lock
 * reads the carts it names, not every live cart; the owners reach the lookup through sub-selects,
 * so the prepared statement keeps its generic plan (planned anew, it costs more than it runs).
 * The whole condition is checked again on the version each lock gets, so a cart ended or given
 * to another owner while the lock waited is not answered.
 *
 * @example
 * ```ts
 * const { rows, items } = await lockCartsWithCatalog(tx, config, [{ id: "c1" }, { owner }], ["p1"]);
 * ```
 */
export async function lockCartsWithCatalog(
  tx: Queryable,
  config: EmulatorConfig,
  targets: readonly CartTarget[],
  productIds: readonly string[],
): Promise<LockedCartsWithCatalog> {
  const ids = targets.flatMap((target) => ("id" in target ? [target.id] : []));
  const owners = targets.flatMap((target) => ("owner" in target ? [target.owner] : []));
  const lineIds =
    "array(select l->'catalogReference'->>'catalogItemId' from locked k, jsonb_array_elements(k.doc->'lineItems') l)";
  const rows = await tx.query<CartWithCatalogRow>(
    `with locked as (
       select ${CART_COLUMNS} from carts
       where id = any($1::text[] || array(
           select (select cur.id from carts cur where cur.owner_kind = o.owner_kind
               and cur.owner_id = o.owner_id and cur.is_current and cur.ended_at is null)
           from unnest((select $2::text[]), (select $3::text[])) o(owner_kind, owner_id)))
         and ended_at is null and (id = any($1::text[])
           or (is_current and (owner_kind, owner_id) in (select * from unnest($2::text[], $3::text[]))))
       order by id for update
     )
     select c.*, s.currency, case when row_number() over () = 1 then s.items end as items
     from (select ${siteCurrencySql(4)} as currency,
             ${catalogItemsSql(config.catalogVersion, `${lineIds} || $5::text[]`)} as items) s
     left join locked c on true`,
    [ids, owners.map((owner) => owner.kind), owners.map((owner) => owner.id), config.siteId, productIds],
  );
  const first = rows[0] as CartWithCatalogRow;
  return {
    rows: rows.flatMap(({ currency: _currency, items: _items, ...row }) => (row.id === null ? [] : [row])),
    currency: first.currency,
    items: catalogItemsOf(config.catalogVersion, first.items),
  };
}
