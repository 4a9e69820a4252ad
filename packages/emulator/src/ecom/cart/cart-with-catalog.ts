/**
 * A cart read with everything serving it needs, in one statement: the row,
 * the site's currency, and the catalogue products its lines name plus those
 * named by lines about to be added (so resolving the additions and pricing the
 * saved cart read nothing more). The read for a change made under lock locks
 * the cart row; the current-cart read answers the currency and the products
 * also for an owner who has no cart yet. The products come as the text of
 * their catalogue answer too, whose hash `saveCartIfAsRemembered` compares so
 * that an add worked out from a remembered cart is saved only onto the same
 * catalogue state.
 */
import { createHash } from "node:crypto";
import type { EmulatorConfig } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import { siteCurrencySql } from "../ecom-transaction.ts";
import type { Owner } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { type CatalogRows, catalogItemsOf, catalogItemsSql } from "../pricing/catalog-items.ts";
import type { CartDocument, CartRow } from "./cart-record.ts";
import { CART_COLUMNS } from "./cart-repository.ts";
import type { RememberedCart } from "./remembered-carts.ts";

/** The site's currency setting and the catalogue products a cart needs, and the cart when there is one. */
export interface CatalogForCart {
  row: CartRow | undefined;
  /** The site's stored currency setting (`contextOf` turns it into a context). */
  currency: string | null;
  /** The visible products the cart's lines and the extra product ids name, by id. */
  items: Map<string, CatalogItem>;
  /** The catalogue answer `items` was read from, as text. */
  itemsText: string;
}

/** A cart with the site's currency setting and the catalogue products it needs. */
export interface CartWithCatalog extends CatalogForCart {
  row: CartRow;
}

/** What a cart-with-catalogue statement answers (cart columns null when there is no cart). */
type CartWithCatalogRow = CartRow & { currency: string | null; items_text: string };

/** The cart's columns, of table alias `c`. */
const COLUMNS = CART_COLUMNS.split(", ")
  .map((column) => `c.${column}`)
  .join(", ");

/**
 * The catalogue answer, as text, for the products of the lines of cart `c` and of the `text[]`
 * in `$idsParam`.
 */
function cartItemsTextSql(config: EmulatorConfig, idsParam: number): string {
  const ids = `array(select l->'catalogReference'->>'catalogItemId' from jsonb_array_elements(c.doc->'lineItems') l) || $${idsParam}::text[]`;
  return `${catalogItemsSql(config.catalogVersion, ids)}::text`;
}

/**
 * The select list: the cart's columns (table alias `c`), the currency from the site id in
 * `$siteParam`, and the products of the lines and of the `text[]` in `$idsParam`.
 */
function selectList(config: EmulatorConfig, siteParam: number, idsParam: number): string {
  return `${COLUMNS}, ${siteCurrencySql(siteParam)} as currency, ${cartItemsTextSql(config, idsParam)} as items_text`;
}

function catalogFor(config: EmulatorConfig, row: CartWithCatalogRow): CatalogForCart {
  const { currency, items_text, ...cart } = row;
  return {
    row: cart.id === null ? undefined : cart,
    currency,
    items: catalogItemsOf(config.catalogVersion, JSON.parse(items_text) as CatalogRows),
    itemsText: items_text,
  };
}

/**
 * The live cart `id` with its catalogue products and those of `productIds`; `undefined` when
 * there is none.
 *
 * @example
 * ```ts
 * const found = await loadCartWithCatalog(db, config, "c1", ["p1"]);
 * ```
 */
export async function loadCartWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  id: string,
  productIds: readonly string[] = [],
): Promise<CartWithCatalog | undefined> {
  const [row] = await db.query<CartWithCatalogRow>(
    `select ${selectList(config, 2, 3)} from carts c where c.id = $1 and c.ended_at is null`,
    [id, config.siteId, productIds],
  );
  return row && (catalogFor(config, row) as CartWithCatalog);
}

/**
 * The owner's live current cart (`row`, undefined when there is none), the currency, and the
 * catalogue products of its lines and of `productIds`.
 *
 * @example
 * ```ts
 * const { row, items } = await readCurrentCartWithCatalog(db, config, { kind: "visitor", id: "v1" });
 * ```
 */
export async function readCurrentCartWithCatalog(
  db: Queryable,
  config: EmulatorConfig,
  owner: Owner,
  productIds: readonly string[] = [],
): Promise<CatalogForCart> {
  const [row] = await db.query<CartWithCatalogRow>(
    `select ${selectList(config, 3, 4)} from (select) as one
     left join carts c on c.owner_kind = $1 and c.owner_id = $2 and c.is_current and c.ended_at is null`,
    [owner.kind, owner.id, config.siteId, productIds],
  );
  return catalogFor(config, row as CartWithCatalogRow);
}

/**
 * The owner's live current cart, locked for a change in this transaction, with its catalogue
 * products and those of `productIds`; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const found = await lockCurrentCartWithCatalog(tx, config, { kind: "visitor", id: "v1" }, ["p1"]);
 * ```
 */
export async function lockCurrentCartWithCatalog(
  tx: Queryable,
  config: EmulatorConfig,
  owner: Owner,
  productIds: readonly string[] = [],
): Promise<CartWithCatalog | undefined> {
  const [row] = await tx.query<CartWithCatalogRow>(
    `select ${selectList(config, 3, 4)} from carts c
     where c.owner_kind = $1 and c.owner_id = $2 and c.is_current and c.ended_at is null
     for update of c`,
    [owner.kind, owner.id, config.siteId, productIds],
  );
  return row && (catalogFor(config, row) as CartWithCatalog);
}

/**
 * The hash a remembered cart keeps of the catalogue answer's text, as PostgreSQL's `md5` of the
 * same text gives it (the save compares the two, so memory holds 32 characters, not the products).
 *
 * @example
 * ```ts
 * rememberCart(db, { row, currency, items, itemsHash: catalogTextHash(found.itemsText) });
 * ```
 */
export function catalogTextHash(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/**
 * Saves an add worked out from a remembered cart (`doc`, naming the products of `productIds`
 * besides the cart's lines) if the live cart is still at the remembered revision, the site's
 * currency setting is still the remembered one and the catalogue's answer for the cart's lines
 * and `productIds` has the remembered hash (`catalogTextHash`): the saved row, or `undefined` when anything changed (read
 * the cart and redo the add). One statement, no lock held.
 *
 * @example
 * ```ts
 * const saved = await saveCartIfAsRemembered(db, config, remembered, doc, productIds, now);
 * ```
 */
export async function saveCartIfAsRemembered(
  db: Queryable,
  config: EmulatorConfig,
  remembered: RememberedCart,
  doc: CartDocument,
  productIds: readonly string[],
  now: string,
): Promise<CartRow | undefined> {
  const [saved] = await db.query<{ buyer_email: string | null; checkout_id: string | null }>(
    `update carts c set doc = $3, buyer_email = coalesce($4, c.buyer_email), updated_at = $5,
       revision = c.revision + 1
     where c.id = $1 and c.revision = $2 and c.ended_at is null
       and ${siteCurrencySql(6)} is not distinct from $7::text
       and md5(${cartItemsTextSql(config, 8)}) = $9::text
     returning c.buyer_email, c.checkout_id`,
    [
      remembered.row.id,
      remembered.row.revision,
      JSON.stringify(doc),
      doc.buyerInfo?.email ?? null,
      now,
      config.siteId,
      remembered.currency,
      productIds,
      remembered.itemsHash,
    ],
  );
  return (
    saved && {
      ...remembered.row,
      doc,
      buyer_email: saved.buyer_email,
      checkout_id: saved.checkout_id,
      updated_at: new Date(now),
      revision: remembered.row.revision + 1,
    }
  );
}
