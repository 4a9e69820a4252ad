/**
 * Catalogue v3 brands in the database (`v3_brands`): a brand is a unique name
 * that products point to by id. Every function takes the caller's transaction.
 */
import type { Queryable } from "../../db/database.ts";

/** A brand as the API serves it. */
export interface Brand {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  name: string;
  assignedProductsCount?: number;
}

/** The select list of a brand (table alias `e`), in its wire shape. */
export const BRAND_COLUMNS = `e.id, e.name, e.revision::text as revision,
  to_char(e.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate",
  to_char(e.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedDate"`;
const COLUMNS = BRAND_COLUMNS;

/**
 * Inserts a brand; `undefined` when the name is taken.
 *
 * @example
 * ```ts
 * const brand = await insertBrand(tx, { id: randomUUID(), name: "Northwind", now });
 * ```
 */
export async function insertBrand(
  tx: Queryable,
  brand: { id: string; name: string; now: string },
): Promise<Brand | undefined> {
  const [row] = await tx.query<Brand>(
    `insert into v3_brands as e (id, name, created_date, updated_date) values ($1, $2, $3, $3)
     on conflict (name) do nothing returning ${COLUMNS}`,
    [brand.id, brand.name, brand.now],
  );
  return row;
}

/**
 * The brand `id` (locked when `forUpdate`).
 *
 * @example
 * ```ts
 * const brand = await loadBrand(db, id);
 * ```
 */
export async function loadBrand(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<Brand | undefined> {
  const [row] = await db.query<Brand>(
    `select ${COLUMNS} from v3_brands e where e.id = $1${forUpdate ? " for update" : ""}`,
    [id],
  );
  return row;
}

/**
 * The brand named `name`, if any.
 *
 * @example
 * ```ts
 * const brand = await findBrandByName(tx, "Northwind");
 * ```
 */
export async function findBrandByName(db: Queryable, name: string): Promise<Brand | undefined> {
  const [row] = await db.query<Brand>(`select ${COLUMNS} from v3_brands e where e.name = $1`, [name]);
  return row;
}
