/**
 * The save of an add worked out from a remembered cart (`remembered-carts.ts`):
 * it applies only while the live cart is still at the remembered revision, the
 * site's currency setting is the remembered one and the catalogue rows the cart
 * was priced from are the remembered versions (their stamp), so memory never
 * decides an answer the database has not confirmed. Concurrent saves through
 * one database handle go out as one statement (`coalescedPer`): one round
 * trip and one commit for every add that arrived meanwhile, each row checked
 * on its own. A save that finds anything changed answers `undefined`, and the
 * add reads the cart again.
 */
import type { EmulatorConfig } from "../../config.ts";
import { coalescedPer } from "../../db/coalesced-calls.ts";
import type { Queryable } from "../../db/database.ts";
import { siteCurrencySql } from "../ecom-transaction.ts";
import { catalogStampSql } from "../pricing/catalog-items.ts";
import type { CartDocument, CartRow } from "./cart-record.ts";
import { cartProductIdsSql } from "./cart-with-catalog.ts";
import type { RememberedCart } from "./remembered-carts.ts";

/** One add to save: the remembered cart, its new document and what the add's lines name. */
interface RememberedSave {
  readonly remembered: RememberedCart;
  readonly doc: CartDocument;
  readonly productIds: readonly string[];
  readonly now: string;
}

/** What the statement answers for each cart it saved. */
interface SavedColumns {
  id: string;
  buyer_email: string | null;
  checkout_id: string | null;
}

/** The statement of {@link saveBatch}: the saves' columns come as arrays, one element per cart. */
function saveStatement(config: EmulatorConfig): string {
  const ids = `${cartProductIdsSql("c")} || array(select jsonb_array_elements_text(b.product_ids::jsonb))`;
  return `update carts c set doc = b.doc::jsonb, buyer_email = coalesce(b.email, c.buyer_email),
       updated_at = b.saved_at::timestamptz, revision = c.revision + 1
     from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       as b(id, revision, doc, email, saved_at, currency, product_ids, stamp)
     where c.id = b.id and c.revision = b.revision and c.ended_at is null
       and ${siteCurrencySql(9)} is not distinct from b.currency
       and ${catalogStampSql(config.catalogVersion, ids)} = b.stamp
     returning c.id, c.buyer_email, c.checkout_id`;
}

/** Saves a batch in one statement; a cart named twice is saved once (the later ones answer `undefined`). */
async function saveBatch(
  db: Queryable,
  config: EmulatorConfig,
  saves: readonly RememberedSave[],
): Promise<(CartRow | undefined)[]> {
  const ids = new Set<string>();
  const sent = saves.filter(({ remembered }) => !ids.has(remembered.row.id) && ids.add(remembered.row.id));
  const sentSaves = new Set(sent);
  const rows = await db.query<SavedColumns>(saveStatement(config), [
    sent.map(({ remembered }) => remembered.row.id),
    sent.map(({ remembered }) => remembered.row.revision),
    sent.map(({ doc }) => JSON.stringify(doc)),
    sent.map(({ doc }) => doc.buyerInfo?.email ?? null),
    sent.map(({ now }) => now),
    sent.map(({ remembered }) => remembered.currency),
    sent.map(({ productIds }) => JSON.stringify(productIds)),
    sent.map(({ remembered }) => remembered.stamp),
    config.siteId,
  ]);
  const savedById = new Map(rows.map((row) => [row.id, row]));
  return saves.map((save) => {
    const { remembered, doc, now } = save;
    const saved = sentSaves.has(save) ? savedById.get(remembered.row.id) : undefined;
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
  });
}

/** Saves through one database handle and configuration go out together. */
const coalescedSave = coalescedPer(saveBatch);

/**
 * Saves `doc`, an add worked out from `remembered` that also names the products of `productIds`,
 * if the cart, the currency and the catalogue rows are still as remembered: the saved row, or
 * `undefined` when anything changed (read the cart and redo the add). No lock held.
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
  return coalescedSave(db, config, { remembered, doc, productIds, now });
}
