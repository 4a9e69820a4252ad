/**
 * The saves of an add to cart, which holds no lock: a document is saved only
 * while the live cart is still at the revision it was worked out from. An add
 * worked out from a remembered cart (`remembered-carts.ts`) also requires the
 * site's currency setting and the versions (`xmin`) of the catalogue rows the
 * cart was priced from to be the remembered ones, so memory never decides an
 * answer the database has not confirmed. Saves through one database handle
 * made while one is in flight go out together as the next statement
 * (`coalescedPer`): one round trip and one commit for all of them, each row
 * checked on its own. A save that finds anything changed answers `undefined`,
 * and the add reads the cart again.
 */
import type { EmulatorConfig } from "../../config.ts";
import { coalescedPer } from "../../db/coalesced-calls.ts";
import type { Queryable } from "../../db/database.ts";
import { siteCurrencySql } from "../ecom-transaction.ts";
import { catalogStampSql } from "../pricing/catalog-items.ts";
import type { CartDocument, CartRow } from "./cart-record.ts";
import { cartProductIdsSql } from "./cart-with-catalog.ts";
import type { RememberedCart } from "./remembered-carts.ts";

/** One save: the cart as read (or remembered), its new document, and for a remembered add what it assumed. */
interface CartSave {
  readonly row: CartRow;
  readonly doc: CartDocument;
  readonly now: string;
  /** For an add worked out from memory: the remembered cart and the products its lines name. */
  readonly remembered?: { readonly cart: RememberedCart; readonly productIds: readonly string[] };
}

/** What the statement answers for each cart it saved. */
interface SavedColumns {
  id: string;
  buyer_email: string | null;
  checkout_id: string | null;
}

/**
 * The statement of {@link saveBatch}: the saves' columns come as arrays, one element per cart; a
 * save with a stamp (a remembered add) also checks the currency and the catalogue rows.
 */
function saveStatement(config: EmulatorConfig): string {
  const ids = `${cartProductIdsSql("c")} || array(select jsonb_array_elements_text(b.product_ids::jsonb))`;
  return `update carts c set doc = b.doc::jsonb, buyer_email = coalesce(b.email, c.buyer_email),
       updated_at = b.saved_at::timestamptz, revision = c.revision + 1
     from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       as b(id, revision, doc, email, saved_at, currency, product_ids, stamp)
     where c.id = b.id and c.revision = b.revision and c.ended_at is null
       and (b.stamp is null or (${siteCurrencySql(9)} is not distinct from b.currency
         and ${catalogStampSql(config.catalogVersion, ids)} = b.stamp))
     returning c.id, c.buyer_email, c.checkout_id`;
}

/** Saves a batch in one statement; a cart named twice is saved once (the later ones answer `undefined`). */
async function saveBatch(
  db: Queryable,
  config: EmulatorConfig,
  saves: readonly CartSave[],
): Promise<(CartRow | undefined)[]> {
  const ids = new Set<string>();
  const sent = saves.filter(({ row }) => !ids.has(row.id) && ids.add(row.id));
  const sentSaves = new Set(sent);
  const rows = await db.query<SavedColumns>(saveStatement(config), [
    sent.map(({ row }) => row.id),
    sent.map(({ row }) => row.revision),
    sent.map(({ doc }) => JSON.stringify(doc)),
    sent.map(({ doc }) => doc.buyerInfo?.email ?? null),
    sent.map(({ now }) => now),
    sent.map(({ remembered }) => remembered?.cart.currency ?? null),
    sent.map(({ remembered }) => JSON.stringify(remembered?.productIds ?? [])),
    sent.map(({ remembered }) => remembered?.cart.stamp ?? null),
    config.siteId,
  ]);
  const savedById = new Map(rows.map((saved) => [saved.id, saved]));
  return saves.map((save) => {
    const saved = sentSaves.has(save) ? savedById.get(save.row.id) : undefined;
    return (
      saved && {
        ...save.row,
        doc: save.doc,
        buyer_email: saved.buyer_email,
        checkout_id: saved.checkout_id,
        updated_at: new Date(save.now),
        revision: save.row.revision + 1,
      }
    );
  });
}

/** Saves through one database handle and configuration go out together. */
const coalescedSave = coalescedPer(saveBatch);

/**
 * Saves `doc` onto the live cart `row` was read as, if it is still at that revision: the saved
 * row, or `undefined` when the cart changed or ended since (read it again and redo the change).
 *
 * @example
 * ```ts
 * const saved = await saveCartIfUnchanged(db, config, row, { ...row.doc, lineItems }, now);
 * ```
 */
export function saveCartIfUnchanged(
  db: Queryable,
  config: EmulatorConfig,
  row: CartRow,
  doc: CartDocument,
  now: string,
): Promise<CartRow | undefined> {
  return coalescedSave(db, config, { row, doc, now });
}

/**
 * Saves `doc`, an add worked out from `remembered` that also names the products of `productIds`,
 * if the cart, the currency and the catalogue rows are still as remembered: the saved row, or
 * `undefined` when anything changed (read the cart and redo the add).
 *
 * @example
 * ```ts
 * const saved = await saveCartIfAsRemembered(db, config, remembered, doc, productIds, now);
 * ```
 */
export function saveCartIfAsRemembered(
  db: Queryable,
  config: EmulatorConfig,
  remembered: RememberedCart,
  doc: CartDocument,
  productIds: readonly string[],
  now: string,
): Promise<CartRow | undefined> {
  return coalescedSave(db, config, {
    row: remembered.row,
    doc,
    now,
    remembered: { cart: remembered, productIds },
  });
}
