/**
 * The server backend: a PostgreSQL server reached through a node-postgres pool.
 * A failure to reach the server (down, restarting, connection broken) is thrown
 * as `DatabaseUnavailable`; the pool reconnects by itself once the server is back.
 *
 * Statements with parameters run as named prepared statements, so each
 * connection parses and plans one only once (about half of PostgreSQL's CPU on
 * a product read or query). The names are capped: each named statement is kept
 * on every connection for its life.
 */
import pg from "pg";
import type { Database, Queryable } from "./database.ts";
import { asUnavailable, isConnectionFailure } from "./database-unavailable.ts";

/** How long a request waits for a pooled connection before it counts as unavailable. */
const CONNECT_TIMEOUT_MS = 10_000;

/** How many statement texts get a name; later ones run unnamed (parsed each time). */
const MAX_NAMED_STATEMENTS = 500;

/** Names statement texts in the order they are first seen, up to `MAX_NAMED_STATEMENTS`. */
function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `vitrine_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

/** Opens a pool on `connectionString` (e.g. the `DATABASE_URL`). */
export async function openPostgresDatabase(connectionString: string, maxConnections = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A broken idle connection must not crash the process; the next query reports the failure.
  pool.on("error", () => {});
  await pool.query("select 1");
  const nameOf = statementNames();
  const query = async <Row>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params: readonly unknown[] = [],
  ) => {
    // Without parameters a statement goes by the simple protocol (and may hold several).
    const name = params.length > 0 ? nameOf(text) : undefined;
    try {
      return (await client.query({ name, text, values: params as unknown[] })).rows as Row[];
    } catch (error) {
      throw asUnavailable(error);
    }
  };
  return {
    kind: "postgres",
    query: (text, params) => query(pool, text, params),
    exec: async (script) => {
      await query(pool, script);
    },
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      let broken = false;
      try {
        await query(client, "begin");
        const tx: Queryable = {
          query: (text, params) => query(client, text, params),
          exec: async (script) => {
            await query(client, script);
          },
        };
        const result = await work(tx);
        await query(client, "commit");
        return result;
      } catch (error) {
        broken = isConnectionFailure(error);
        if (!broken) await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        // A connection that failed is dropped, not handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
