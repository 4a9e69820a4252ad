/**
 * Bound parameters for one SQL statement. Compilers never put a caller's value
 * into SQL text: they add it here and write the placeholder (`$1`, `$2`, …)
 * this returns.
 */

/**
 * The ordered values of one statement's placeholders.
 *
 * @example
 * ```ts
 * const params = new SqlParameters();
 * const sql = `price > ${params.add(10)}::float8`; // "price > $1::float8"
 * await db.query(`select id from products where ${sql}`, params.values);
 * ```
 */
export class SqlParameters {
  readonly #values: unknown[] = [];

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.#values.push(value);
    return `$${this.#values.length}`;
  }

  /** The values, in placeholder order. */
  get values(): readonly unknown[] {
    return this.#values;
  }
}
