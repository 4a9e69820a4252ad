/** Text as React DOM's server writes it in HTML (text and attribute values), for tests that read raw HTML. */

/**
 * `text` with `&`, `<`, `>` and `"` escaped as React DOM's server escapes them.
 *
 * @example
 * ```ts
 * expect(html).toContain(htmlEscaped("Salt & Pepper"));
 * ```
 */
export function htmlEscaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
