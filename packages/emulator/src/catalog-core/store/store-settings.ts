/** The store's settings a write needs (currency), read from the `site` row. */
import type { Queryable } from "../../db/database.ts";
import type { StoreContext } from "../model/store-context.ts";

/** The currency of a store that has not chosen one. */
export const DEFAULT_CURRENCY = "USD";

/**
 * The context for deriving documents in this write: the site's currency, its public URL, and now.
 *
 * @example
 * ```ts
 * const context = await loadStoreContext(tx, config.siteId, config.publicUrl, new Date());
 * ```
 */
export async function loadStoreContext(
  tx: Queryable,
  siteId: string,
  publicUrl: string,
  now: Date,
): Promise<StoreContext> {
  const rows = await tx.query<{ currency: string | null }>(
    "select settings->>'currency' as currency from site where id = $1",
    [siteId],
  );
  return storeContextOf(rows[0]?.currency, publicUrl, now);
}

/**
 * The context from the site's stored currency setting (`settings->>'currency'`, read by the
 * caller, e.g. within a larger statement): the default currency when it is unset or not a code.
 *
 * @example
 * ```ts
 * storeContextOf(null, "http://localhost:4000/", new Date()).currency; // "USD"
 * ```
 */
export function storeContextOf(
  currency: string | null | undefined,
  publicUrl: string,
  now: Date,
): StoreContext {
  return {
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    now: now.toISOString(),
  };
}
