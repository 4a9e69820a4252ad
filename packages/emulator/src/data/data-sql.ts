/**
 * The bits of SQL every Wix Data statement shares: bound parameters collected
 * in order, and the expression reading a (possibly dotted) field of an item's
 * document. Field names and values only ever reach SQL as parameters.
 */
import { invalidField } from "../errors.ts";

/** Collects bound parameters; `add` returns the placeholder (`$1`, `$2`, …) of each. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds `value` and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Longest accepted field name, in characters. */
const MAX_FIELD_NAME = 1000;

/**
 * The jsonb expression of field `name` of an item's `data` (`address.city` reads a nested
 * field); 400 naming `at` when the name is not usable.
 *
 * @example
 * ```ts
 * fieldSql("title", params, "query.filter"); // "(data #> $2::text[])"
 * ```
 */
export function fieldSql(name: string, params: SqlParams, at: string): string {
  const segments = name.split(".");
  if (name.length > MAX_FIELD_NAME || segments.some((segment) => segment === ""))
    throw invalidField(at, `names no field: "${name.slice(0, 100)}"`, "FORMAT");
  return `(data #> ${params.add(segments)}::text[])`;
}
