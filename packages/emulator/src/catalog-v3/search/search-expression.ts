/**
 * A free-text search expression as a PostgreSQL text query: each word of
 * letters and digits becomes a prefix match (`lin:*`), all required (mode
 * `AND`, the default) or any (mode `OR`). Nothing of the expression but those
 * words reaches the query, so its syntax cannot be broken from outside.
 */

/**
 * The `to_tsquery` text of `expression`, or undefined when it has no words.
 *
 * @example
 * ```ts
 * tsQueryText("Linen shi", "AND"); // "linen:* & shi:*"
 * ```
 */
export function tsQueryText(expression: string, mode: "AND" | "OR"): string | undefined {
  const words = expression.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words
    .slice(0, 20)
    .map((word) => `${word}:*`)
    .join(mode === "OR" ? " | " : " & ");
}
