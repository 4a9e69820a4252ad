/**
 * Free-text search of categories (`search: {expression, mode, fields}` of
 * search and count categories): the expression's words, each found
 * case-insensitively anywhere in a searched field (name, slug, plain
 * description; all three when `fields` is empty), every word (`AND`, the
 * default) or any (`OR`). Compiled to a condition on table alias `c` whose
 * words are bound as the query's first parameter.
 */
import { invalidField } from "../../errors.ts";
import { isObject } from "../../http/is-object.ts";

/** A checked search: the words, how they combine and the searched columns. */
export interface CategorySearch {
  words: string[];
  mode: "AND" | "OR";
  fields: string[];
}

const SEARCHABLE: Record<string, string> = {
  name: "c.name",
  slug: "c.slug",
  description: "coalesce(c.doc ->> 'description', '')",
};

/**
 * The search of `value` (at `path` for error fields), or undefined when it has no words.
 *
 * @example
 * ```ts
 * const search = categorySearchOf(payload.search?.search, "search.search");
 * ```
 */
export function categorySearchOf(value: unknown, path: string): CategorySearch | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw invalidField(path, "must be an object", "INVALID_TYPE");
  const { expression, mode = "AND", fields = [] } = value;
  if (expression !== undefined && expression !== null && typeof expression !== "string")
    throw invalidField(`${path}.expression`, "must be a string", "INVALID_TYPE");
  if (typeof expression === "string" && expression.length > 100)
    throw invalidField(`${path}.expression`, "must be at most 100 characters", "MAX_LENGTH");
  if (mode !== "AND" && mode !== "OR")
    throw invalidField(`${path}.mode`, "must be one of AND, OR", "INVALID_ENUM_VALUE");
  if (!Array.isArray(fields)) throw invalidField(`${path}.fields`, "must be an array", "INVALID_TYPE");
  for (const [index, field] of fields.entries())
    if (typeof field !== "string" || !(field in SEARCHABLE))
      throw invalidField(
        `${path}.fields[${index}]`,
        `must be one of ${Object.keys(SEARCHABLE).join(", ")}`,
        "INVALID_ENUM_VALUE",
      );
  const words = (typeof expression === "string" ? expression : "").split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return { words, mode, fields: fields as string[] };
}

/**
 * The SQL condition of `search`, its words bound as `$1` (a `text[]`).
 *
 * @example
 * ```ts
 * const source = { …, condition: searchCondition(search), leadingParams: [search.words] };
 * ```
 */
export function searchCondition(search: CategorySearch): string {
  const columns = (search.fields.length > 0 ? search.fields : Object.keys(SEARCHABLE)).map(
    (field) => SEARCHABLE[field] ?? "c.name",
  );
  const pattern = `'%' || replace(replace(replace(w, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const match = columns.map((column) => `${column} ilike ${pattern}`).join(" or ");
  return search.mode === "AND"
    ? `not exists (select 1 from unnest($1::text[]) w where not (${match}))`
    : `exists (select 1 from unnest($1::text[]) w where ${match})`;
}
