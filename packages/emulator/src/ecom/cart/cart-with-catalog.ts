/**
 * A cart read with everything serving it needs, in one statement: the row,
 * the site's currency, and the catalogue products its lines name plus those
 * named by lines about to be added (so resolving the additions and pricing the
 * saved cart read nothing more). Reads meant for a write lock the cart row;
 * the current cart of an owner who has none is made by the same statement.
 */
import type { EmulatorConfig } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import { siteCurrencySql } from "../ecom-transaction.ts";
import type { Owner } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { type CatalogRows, catalogItemsOf, catalogItemsSql } from "../pricing/catalog-items.ts";
import type { CartRow } from "./cart-record.ts";
import { CART_COLUMNS } from "./cart-repository.ts";

/** A cart with the site's currency setting and the catalogue products it needs. */
export interface CartWithCatalog {
  row: CartRow;
  /** The site's stored currency setting (`contextOf` turns it into a context). */
  currency: string | null;
  /** The visible products the cart's lines and the extra product ids name, by id. */
  items: Map<string, CatalogItem>;
}

/** What a cart-with-catalogue statement answers. */
type CartWithCatalogRow = CartRow & { currency: string | null; items: CatalogRows };

/**
 * The select list: the cart's columns (table alias `c`), the currency from the site id in
 * `$siteParam`, and the products of the lines and of the `text[]` in `$idsParam`.
 */
function selectList(config: EmulatorConfig, siteParam: number, idsParam: number): string {
  const ids = `array(select l->'catalogReference'->>'catalogItemId' from jsonb_array_elements(c.doc->'lineItems') l) || $${idsParam}::text[]`;
  return `${CART_COLUMNS}, ${siteCurrencySql(siteParam)} as currency, ${catalogItemsSql(config.catalogVersion, ids)} as items`;
}

function withCatalog(
  config: EmulatorConfig,
  row: CartWithCatalogRow | undefined,
): CartWithCatalog | undefined {
  if (!row) return undefined;
  const { currency, items, ...cart } = row;
  return { row: cart, currency, items: catalogItemsOf(config.catalogVersion, items) };
}

/**
 * The live cart `id` with its catalogue products and those of `productIds`, locked when `lock` is
 * set; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const found = await loadCartWithCatalog(tx, config, "c1", { lock: true, productIds: ["p1"] });
 * ```
 */
export async function loadCartWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  id: string,
  options: { lock: boolean; productIds?: readonly string[] },
): Promise<CartWithCatalog | undefined> {
  const rows = await db.query<CartWithCatalogRow>(
    `select ${selectList(config, 2, 3)} from carts c where c.id = $1 and c.ended_at is null
     ${options.lock ? "for update of c" : ""}`,
    [id, config.siteId, options.productIds ?? []],
  );
  return withCatalog(config, rows[0]);
}

/**
 * The owner's live current cart with its catalogue products and those of `productIds`, locked
 * when `lock` is set; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const found = await loadCurrentCartWithCatalog(db, config, { kind: "visitor", id: "v1" }, { lock: false });
 * ```
 */
export async function loadCurrentCartWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  owner: Owner,
  options: { lock: boolean; productIds?: readonly string[] },
): Promise<CartWithCatalog | undefined> {
  const rows = await db.query<CartWithCatalogRow>(
    `select ${selectList(config, 3, 4)} from carts c
     where c.owner_kind = $1 and c.owner_id = $2 and c.is_current and c.ended_at is null
     ${options.lock ? "for update of c" : ""}`,
    [owner.kind, owner.id, config.siteId, options.productIds ?? []],
  );
  return withCatalog(config, rows[0]);
}

/**
 * The owner's live current cart, locked, with its catalogue products and those of `productIds`;
 * made empty first (as `newId`) when there is none. Two first add-to-carts racing make one cart:
 * the second insert finds the first's row, waits for its lock and takes it.
 *
 * @example
 * ```ts
 * const { row, items } = await lockCurrentCartWithCatalog(tx, config, owner, { newId: randomUUID(), now, productIds });
 * ```
 */
export async function lockCurrentCartWithCatalog(
  tx: Queryable,
  config: EmulatorConfig,
  owner: Owner,
  made: { newId: string; now: string; productIds: readonly string[] },
): Promise<CartWithCatalog> {
  // The update changes nothing: it locks the owner's live current cart and returns it.
  const rows = await tx.query<CartWithCatalogRow>(
    `insert into carts as c (id, owner_kind, owner_id, is_current, doc, created_at, updated_at)
     values ($1, $2, $3, true, '{"lineItems":[]}', $4, $4)
     on conflict (owner_kind, owner_id) where is_current and ended_at is null
     do update set is_current = c.is_current
     returning ${selectList(config, 5, 6)}`,
    [made.newId, owner.kind, owner.id, made.now, config.siteId, made.productIds],
  );
  return withCatalog(config, rows[0]) as CartWithCatalog;
}
