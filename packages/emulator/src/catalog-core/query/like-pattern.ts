/** Literal text for a `LIKE` pattern: `%`, `_` and the escape character match only themselves. */

/**
 * Escapes `text` so that `column like escaped || '%'` means "starts with `text`"
 * (PostgreSQL's default `LIKE` escape character is the backslash).
 *
 * @example
 * ```ts
 * escapeLike("50%_off"); // "50\\%\\_off"
 * ```
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
