/**
 * Catalogue v3 info sections in the database (`v3_info_sections`): reusable
 * titled texts ("Care", "Returns") that products list by id, unique by
 * `uniqueName`. Every function takes the caller's transaction.
 */
import type { Queryable } from "../../db/database.ts";

/** An info section as the API serves it. */
export interface InfoSectionEntity {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  uniqueName: string;
  title: string;
  plainDescription: string | null;
  assignedProductsCount?: number;
}

/** The select list of an info section (table alias `e`), in its wire shape. */
export const INFO_SECTION_COLUMNS = `e.id, e.unique_name as "uniqueName", e.title, e.plain_description as "plainDescription",
  e.revision::text as revision,
  to_char(e.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate",
  to_char(e.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedDate"`;

/**
 * Inserts an info section; `undefined` when the unique name is taken.
 *
 * @example
 * ```ts
 * await insertInfoSection(tx, { id, uniqueName: "care", title: "Care", plainDescription: "…", now });
 * ```
 */
export async function insertInfoSection(
  tx: Queryable,
  section: { id: string; uniqueName: string; title: string; plainDescription: string | null; now: string },
): Promise<InfoSectionEntity | undefined> {
  const [row] = await tx.query<InfoSectionEntity>(
    `insert into v3_info_sections as e (id, unique_name, title, plain_description, created_date, updated_date)
     values ($1, $2, $3, $4, $5, $5) on conflict (unique_name) do nothing returning ${INFO_SECTION_COLUMNS}`,
    [section.id, section.uniqueName, section.title, section.plainDescription, section.now],
  );
  return row;
}

/**
 * The info sections with these ids, by id.
 *
 * @example
 * ```ts
 * const sections = await infoSectionsById(db, ["…"]);
 * ```
 */
export async function infoSectionsById(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, InfoSectionEntity>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<InfoSectionEntity>(
    `select ${INFO_SECTION_COLUMNS} from v3_info_sections e where e.id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
