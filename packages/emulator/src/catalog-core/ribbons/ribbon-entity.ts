/**
 * A row of the `ribbons` table and the catalogue v3 ribbon it is served as
 * (`{id, revision, createdDate, updatedDate, name}`, revision as a string,
 * `assignedProductCount` only when asked for).
 */

/** One row of `ribbons`. */
export interface RibbonRow {
  id: string;
  name: string;
  revision: string | number;
  created_date: Date;
  updated_date: Date;
  kept: boolean;
}

/** A catalogue v3 ribbon on the wire. */
export interface RibbonEntity {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  name: string;
  assignedProductCount?: number;
}

/**
 * The wire ribbon of `row`, with `assignedProductCount` when it is given.
 *
 * @example
 * ```ts
 * ribbonEntity(row).revision; // "1"
 * ```
 */
export function ribbonEntity(row: RibbonRow, assignedProductCount?: number): RibbonEntity {
  return {
    id: row.id,
    revision: String(row.revision),
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    name: row.name,
    ...(assignedProductCount === undefined ? {} : { assignedProductCount }),
  };
}
