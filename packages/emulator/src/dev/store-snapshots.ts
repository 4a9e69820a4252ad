/**
 * Snapshots of the whole store, kept in the database by name: taking one
 * copies every table's rows into `dev_snapshot_tables` as JSON, in SQL, with
 * no row passing through the process; restoring one empties the tables
 * (children first) and inserts the rows back (parents first), in one transaction, so a
 * restore that fails leaves the store as it was. Identity sequences are not
 * wound back: ids made after a restore stay new (a receiver never mistakes a
 * new event for one it handled). Works the same on PGlite and PostgreSQL.
 */
import type { Database, Queryable } from "../db/database.ts";

/** A snapshot as listed. */
export interface SnapshotInfo {
  name: string;
  /** How many rows it holds, every table together. */
  rows: number;
  createdAt: string;
}

/**
 * Tables a snapshot leaves alone: the migrations' record, the snapshots
 * themselves, `catalog_version`, which triggers on `products` rewrite on
 * every change (a restore gives it a new value, as any catalogue write does),
 * and `emulator_clock`: a restore never takes the clock back.
 */
const NOT_SNAPSHOTTED = [
  "schema_migrations",
  "dev_snapshots",
  "dev_snapshot_tables",
  "catalog_version",
  "emulator_clock",
];

interface StoreTable {
  name: string;
  /** Columns a row can be inserted with (generated ones are computed again). */
  columns: string[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The store's tables, each after the tables its foreign keys point to. */
async function storeTables(tx: Queryable): Promise<StoreTable[]> {
  const columns = await tx.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = current_schema() and c.relkind = 'r' and c.relname <> all ($1::text[])
     order by c.relname, a.attnum`,
    [NOT_SNAPSHOTTED],
  );
  const links = await tx.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = current_schema() and c.oid <> p.oid`,
  );
  const byName = new Map<string, StoreTable>();
  for (const row of columns) {
    const table = byName.get(row.table_name) ?? { name: row.table_name, columns: [] };
    table.columns.push(row.column_name);
    byName.set(row.table_name, table);
  }
  const ordered: StoreTable[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    const table = byName.get(name);
    if (!table || placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name) place(link.parent, path);
    placed.add(name);
    ordered.push(table);
  };
  for (const name of [...byName.keys()].sort()) place(name, new Set());
  return ordered;
}

async function newestMigration(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ name: string }>("select max(name) as name from schema_migrations");
  return row?.name ?? "";
}

/**
 * Takes snapshot `name` of the whole store (replacing one of that name); returns it.
 *
 * @example
 * ```ts
 * await takeSnapshot(db, "seeded");
 * ```
 */
export async function takeSnapshot(db: Database, name: string): Promise<SnapshotInfo> {
  return db.transaction(async (tx) => {
    await tx.query("delete from dev_snapshots where name = $1", [name]);
    await tx.query("insert into dev_snapshots (name, migration, row_count) values ($1, $2, 0)", [
      name,
      await newestMigration(tx),
    ]);
    for (const table of await storeTables(tx)) {
      await tx.query(
        `insert into dev_snapshot_tables (snapshot_name, table_name, rows)
         select $1, $2, coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from ${ident(table.name)} t`,
        [name, table.name],
      );
    }
    const [info] = await tx.query<{ name: string; rows: number; created_at: Date }>(
      `update dev_snapshots set row_count = (
         select coalesce(sum(jsonb_array_length(rows)), 0) from dev_snapshot_tables where snapshot_name = $1)
       where name = $1 returning name, row_count as rows, created_at`,
      [name],
    );
    if (!info) throw new Error(`snapshot ${name} vanished while taken`);
    return { name: info.name, rows: Number(info.rows), createdAt: info.created_at.toISOString() };
  });
}

/**
 * The snapshots, oldest first.
 *
 * @example
 * ```ts
 * const names = (await listSnapshots(db)).map((s) => s.name);
 * ```
 */
export async function listSnapshots(db: Queryable): Promise<SnapshotInfo[]> {
  const rows = await db.query<{ name: string; row_count: number; created_at: Date }>(
    "select name, row_count, created_at from dev_snapshots order by created_at, name",
  );
  return rows.map((row) => ({
    name: row.name,
    rows: row.row_count,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Why a restore did not happen. */
export type RestoreRefusal = "not-found" | "other-schema";

/**
 * Brings the store back to snapshot `name`, in one transaction; resolves with a refusal when
 * there is no such snapshot or it was taken under other migrations. Rejects (and changes
 * nothing) when the rows do not go back in.
 *
 * @example
 * ```ts
 * const refusal = await restoreSnapshot(db, "seeded");
 * ```
 */
export async function restoreSnapshot(db: Database, name: string): Promise<RestoreRefusal | undefined> {
  return db.transaction(async (tx) => {
    const [snapshot] = await tx.query<{ migration: string }>(
      "select migration from dev_snapshots where name = $1 for share",
      [name],
    );
    if (!snapshot) return "not-found";
    if (snapshot.migration !== (await newestMigration(tx))) return "other-schema";
    const tables = await storeTables(tx);
    // `delete`, children first, of the tables holding rows, rather than `truncate`: a store's
    // tables are small, and truncating makes new files for every table and index (most of a
    // restore's time on PGlite).
    const holding = new Set(
      (
        await tx.query<{ name: string }>(
          tables
            .map(
              (t) =>
                `select '${t.name.replaceAll("'", "''")}' as name where exists (select 1 from ${ident(t.name)})`,
            )
            .join(" union all "),
        )
      ).map((row) => row.name),
    );
    for (const table of [...tables].reverse())
      if (holding.has(table.name)) await tx.query(`delete from ${ident(table.name)}`);
    const filled = new Set(
      (
        await tx.query<{ table_name: string }>(
          "select table_name from dev_snapshot_tables where snapshot_name = $1 and rows <> '[]'::jsonb",
          [name],
        )
      ).map((row) => row.table_name),
    );
    for (const table of tables.filter((t) => filled.has(t.name))) {
      const columns = table.columns.map(ident).join(", ");
      await tx.query(
        `insert into ${ident(table.name)} (${columns}) overriding system value
         select ${columns} from jsonb_populate_recordset(null::${ident(table.name)},
           (select rows from dev_snapshot_tables where snapshot_name = $1 and table_name = $2))`,
        [name, table.name],
      );
    }
    return undefined;
  });
}

/**
 * Deletes snapshot `name`; resolves whether it existed.
 *
 * @example
 * ```ts
 * await deleteSnapshot(db, "seeded");
 * ```
 */
export async function deleteSnapshot(db: Queryable, name: string): Promise<boolean> {
  return (await db.query("delete from dev_snapshots where name = $1 returning name", [name])).length > 0;
}
