/** The embedded backend: PGlite (PostgreSQL compiled to WASM), in memory or in a data folder. */
import { PGlite } from "@electric-sql/pglite";
import type { Database, Queryable } from "./database.ts";

const INT8_OID = 20;

/** Opens PGlite in `dataDir`, or in memory when it is omitted. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  // bigint comes back as a string, as node-postgres returns it.
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), parsers: { [INT8_OID]: String } });
  return wrapPglite(pglite);
}

function wrapPglite(pglite: PGlite): Database {
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
