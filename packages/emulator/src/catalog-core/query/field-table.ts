/**
 * The allow-list a query compiles against: which wire field names a caller may
 * filter and sort on, and the trusted SQL expression each stands for. Nothing
 * a caller sends reaches SQL text except through a table like this.
 */

/** How a field's values are checked, bound and compared. */
export type FieldType = "text" | "number" | "integer" | "timestamp" | "boolean" | "textArray";

/** One queryable field. */
export interface FieldSpec {
  /** Trusted SQL expression (a column, possibly qualified), e.g. `p.price`. */
  readonly sql: string;
  readonly type: FieldType;
  /**
   * The SQL type values are bound as, when not the type's default (`float8` for numbers): a
   * `numeric` column compared with `numeric` values keeps its index usable.
   */
  readonly sqlType?: string;
  /** Whether `sort` may name it. */
  readonly sortable: boolean;
  /**
   * Whether the expression can be null. Nulls sort last ascending and first descending (the
   * database's default order), and a keyset cursor may carry a null.
   */
  readonly nullable?: boolean;
  /** Whether no two rows share a value, so sorting on it needs no tiebreak. */
  readonly unique?: boolean;
  /**
   * Sort byte-wise (`using ~<~`), matching a `text_pattern_ops` index, so the
   * order is the same under every database collation and the index serves it.
   */
  readonly patternOrder?: boolean;
  /**
   * For a `textArray` field whose stored values imply others (a category implies its
   * ancestors): `sql` is the whole implied array, worked out per row, and this the way to
   * test it through a stored column's index. `$hasSome`, `$in` and a single value become
   * `stored && implying(list)`, and `$hasAll` is that check followed by `sql @> list`.
   */
  readonly implied?: ImpliedValues;
}

/** A stored array column and the SQL of the stored values that imply any of some wanted values. */
export interface ImpliedValues {
  /** Trusted SQL expression of the stored array, e.g. `p.category_ids` (GIN-indexed). */
  readonly stored: string;
  /** Trusted SQL, over the SQL expression `list` of a `text[]`, of the stored values implying any of them. */
  readonly implying: (list: string) => string;
}

/** The queryable fields of one entity, by wire name (aliases are separate entries). */
export interface FieldTable {
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** SQL expressions, unique together, appended to every ordering so pages are stable. */
  readonly tiebreak: readonly string[];
  /** Ordering when the caller sends no sort, as wire field names. */
  readonly defaultSort: readonly SortKey[];
}

/** One resolved ordering key. */
export interface SortKey {
  readonly field: string;
  readonly descending: boolean;
}

/**
 * The spec of a wire field name, or `undefined` when the table does not allow
 * it (own properties only, so `constructor` or `__proto__` never match).
 *
 * @example
 * ```ts
 * lookupField(productFields, "priceData.price")?.sql; // "price"
 * ```
 */
export function lookupField(table: FieldTable, name: string): FieldSpec | undefined {
  return Object.hasOwn(table.fields, name) ? table.fields[name] : undefined;
}
