/**
 * The one database interface the emulator uses. Both backends (embedded PGlite
 * and a PostgreSQL server) implement it with the same SQL and the same result
 * types: jsonb → plain objects, timestamptz → Date, bigint → string,
 * double precision → number, text[] → string[].
 */

/** Anything that runs a parameterised SQL statement (`$1`, `$2`, …). */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements, without parameters (a migration file). */
  exec(script: string): Promise<void>;
}

/** A database handle: statements, transactions, and shutdown. */
export interface Database extends Queryable {
  /** Which backend serves this handle. */
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` in one transaction: commits when it resolves, rolls back when it
   * throws (and rethrows). Statements inside must use `tx`, not the handle.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Closes the connection(s). */
  close(): Promise<void>;
}
