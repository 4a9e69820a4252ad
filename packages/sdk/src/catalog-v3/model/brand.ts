/**
 * The catalogue v3 brand ("Acme"): a name products point to. Wire field names; `Time` is `Date`
 * for SDK users, `string` for raw JSON.
 */

/**
 * A v3 brand.
 *
 * @example
 * ```ts
 * const acme = await admin.brandsV3.createBrand({ name: "Acme" });
 * console.log(acme.id, acme.revision, acme.createdDate?.toISOString());
 * ```
 */
export interface BrandV3<Time = Date> {
  id?: string | null;
  /** Increases on every update; send it back to update the brand. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  name?: string;
  /** Number of products with this brand (`ASSIGNED_PRODUCTS_COUNT`). */
  assignedProductsCount?: number | null;
}
