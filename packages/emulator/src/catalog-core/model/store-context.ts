/** What deriving a product needs to know about the store and the moment of the write. */

/**
 * The store's settings and the write's clock, passed to every pure model function.
 *
 * @example
 * ```ts
 * const context: StoreContext = { currency: "USD", publicUrl: "http://localhost:4000", now: new Date().toISOString() };
 * ```
 */
export interface StoreContext {
  /** ISO 4217 code of the store's currency (formatted prices use it). */
  currency: string;
  /** The site's public origin, the base of `productPageUrl`. */
  publicUrl: string;
  /** The write's timestamp, ISO-8601. */
  now: string;
}
