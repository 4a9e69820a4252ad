/**
 * The products that carry ribbons, as the ribbon calls need them: a rename or deletion of a ribbon
 * relabels the products carrying it, and a ribbon's `assignedProductCount` counts them. The
 * catalogue whose products name their ribbon provides this (v1,
 * `src/catalog/store/ribbon-carriers.ts`); the endpoint registry hands it to the v3 ribbon calls
 * (`src/catalog-v3/ribbons/ribbon-endpoints.ts`), so neither catalogue imports the other.
 */
import type { Queryable } from "../../db/database.ts";
import type { CatalogTransaction } from "../writes/catalog-transaction.ts";

/** What the ribbon calls need of the products carrying a ribbon. */
export interface RibbonCarriers {
  /** Locks, in id order, the products carrying ribbon `name` for the rest of the transaction; their ids. */
  lockCarrying(write: CatalogTransaction, name: string): Promise<string[]>;
  /**
   * Gives the locked products ribbon `to`, or takes their ribbon off when `to` is undefined, each
   * with its product event in the same transaction.
   */
  relabel(write: CatalogTransaction, productIds: readonly string[], to: string | undefined): Promise<void>;
  /** How many products carry each of `names` (names no product carries are absent from the map). */
  countCarrying(db: Queryable, names: readonly string[]): Promise<Map<string, number>>;
}
