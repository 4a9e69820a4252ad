/** A count and its noun in the right number, for the dashboard's messages: "1 variant", "2 variants". */

/**
 * `count` followed by `singular` when it is one and by `plural` otherwise.
 *
 * @example
 * ```ts
 * countOf(1, "variant"); // "1 variant"
 * countOf(0, "product"); // "0 products"
 * ```
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
