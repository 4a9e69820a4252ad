/**
 * The catalogue v3 info section: a titled rich-text block ("Care", "Shipping") shared by
 * products. Wire field names; `Time` is `Date` for SDK users, `string` for raw JSON.
 */
import type { RichContent } from "./product-v3.js";

/**
 * A v3 info section.
 *
 * @example
 * ```ts
 * const care = await admin.infoSectionsV3.createInfoSection({ uniqueName: "care", title: "Care" });
 * ```
 */
export interface InfoSectionV3<Time = Date> {
  id?: string | null;
  /** Increases on every update; send it back to update the section. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  /** Unique name, for merchants. */
  uniqueName?: string;
  /** Title shown to buyers. */
  title?: string;
  description?: RichContent;
  /** The description as HTML; sent on a create or update, it becomes `description` (unless that is sent too). */
  plainDescription?: string | null;
  /** Number of products showing it (`ASSIGNED_PRODUCTS_COUNT`). */
  assignedProductsCount?: number | null;
}
