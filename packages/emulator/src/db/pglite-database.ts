/** The embedded backend: PGlite (PostgreSQL compiled to WASM), in memory or in a data folder. */
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

const INT8_OID = 20;

/** Opens PGlite in `dataDir`, or in memory when it is omitted. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  return wrapPglite(await createPglite(dataDir ? { dataDir } : {}));
}

/** A PGlite with the emulator's settings: in `dataDir`, in memory, or in memory from a `loadDataDir` tarball. */
export function createPglite(where: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  // bigint comes back as a string, as node-postgres returns it.
  return PGlite.create({ ...where, parsers: { [INT8_OID]: String } });
}

/** The emulator's database over an open PGlite. */
export function wrapPglite(pglite: PGlite): Database {
  const queryable = (target: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, params as unknown[]);
      return result.rows;
    },
    // `exec` sends the script by the simple protocol, which takes several statements.
    async exec(script: string) {
      await target.exec(script);
    },
  });
  return {
    kind: "pglite",
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
