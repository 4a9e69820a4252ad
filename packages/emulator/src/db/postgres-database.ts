/** The server backend: a PostgreSQL server reached through a node-postgres pool. */
import pg from "pg";
import type { Database, Queryable } from "./database.ts";

/** Opens a pool on `connectionString` (e.g. the `DATABASE_URL`). */
export async function openPostgresDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // A broken idle connection must not crash the process; the next query reports the failure.
  pool.on("error", () => {});
  await pool.query("select 1");
  const query = async <Row>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[] = []) =>
    (await client.query(text, params as unknown[])).rows as Row[];
  return {
    kind: "postgres",
    query: (text, params) => query(pool, text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const tx: Queryable = { query: (text, params) => query(client, text, params) };
        const result = await work(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
