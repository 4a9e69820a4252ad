/**
 * The catalogue v3 ribbon ("Sale", "New"): the entity of the `wix.stores.catalog.v3.ribbon_*`
 * events. Wire field names; `Time` is `Date` once the event's timestamps are converted, or
 * `string` for raw JSON.
 */

/**
 * A v3 ribbon.
 *
 * @example
 * ```ts
 * function show({ entity }: { entity: RibbonV3 }) {
 *   console.log(entity.name, entity.updatedDate?.toISOString());
 * }
 * ```
 */
export interface RibbonV3<Time = Date> {
  id?: string | null;
  /** Increases by one on every update; send it back to update the ribbon. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  name?: string;
  /** Number of products carrying the ribbon, when requested. */
  assignedProductCount?: number | null;
}
