/**
 * Ribbons in the database (the `ribbons` table both catalogues' products name
 * theirs from): load (locking for a write), find by name, insert, rename,
 * delete. Every function takes the caller's transaction.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import type { RibbonRow } from "./ribbon-entity.ts";

/** SQLSTATE of a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/**
 * The ribbon `id`, locked for the rest of the transaction when `forUpdate`.
 *
 * @example
 * ```ts
 * const row = await loadRibbon(tx, id, { forUpdate: true });
 * ```
 */
export async function loadRibbon(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<RibbonRow | undefined> {
  const [row] = await db.query<RibbonRow>(
    `select * from ribbons where id = $1${forUpdate ? " for update" : ""}`,
    [id],
  );
  return row;
}

/**
 * The ribbon named `name`, if any.
 *
 * @example
 * ```ts
 * const existing = await findRibbonByName(tx, "Sale");
 * ```
 */
export async function findRibbonByName(db: Queryable, name: string): Promise<RibbonRow | undefined> {
  const [row] = await db.query<RibbonRow>("select * from ribbons where name = $1", [name]);
  return row;
}

/**
 * Inserts a kept ribbon named `name` at `now`; `undefined` when the name is taken.
 *
 * @example
 * ```ts
 * const row = await insertKeptRibbon(tx, "Sale", context.now);
 * ```
 */
export async function insertKeptRibbon(
  tx: Queryable,
  name: string,
  now: string,
): Promise<RibbonRow | undefined> {
  const [row] = await tx.query<RibbonRow>(
    `insert into ribbons (id, name, created_date, updated_date, kept) values ($1, $2, $3, $3, true)
     on conflict (name) do nothing returning *`,
    [randomUUID(), name, now],
  );
  return row;
}

/**
 * Marks ribbon `id` kept, so it stays when no product uses it.
 *
 * @example
 * ```ts
 * await keepRibbon(tx, row.id);
 * ```
 */
export async function keepRibbon(tx: Queryable, id: string): Promise<void> {
  await tx.query("update ribbons set kept = true where id = $1", [id]);
}

/**
 * Renames ribbon `id` at `now`, one revision up; `undefined` when another transaction took the
 * name first (the unique index refused it; the transaction must then fail).
 *
 * @example
 * ```ts
 * const row = await renameRibbon(tx, id, "Sale", context.now);
 * ```
 */
export async function renameRibbon(
  tx: Queryable,
  id: string,
  name: string,
  now: string,
): Promise<RibbonRow | undefined> {
  try {
    const [row] = await tx.query<RibbonRow>(
      "update ribbons set name = $2, revision = revision + 1, updated_date = $3 where id = $1 returning *",
      [id, name, now],
    );
    return row;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return undefined;
    throw error;
  }
}

/**
 * Deletes ribbon `id`.
 *
 * @example
 * ```ts
 * await deleteRibbonRow(tx, id);
 * ```
 */
export async function deleteRibbonRow(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from ribbons where id = $1", [id]);
}
