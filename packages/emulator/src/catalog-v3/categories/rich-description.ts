/**
 * A category's rich description when asked for (`RICH_CONTENT_DESCRIPTION`):
 * the rich content document the merchant stored, or, for a category with a
 * plain description only, a minimal document made from it: one paragraph per
 * line, each holding the line as unstyled text (an empty line, an empty
 * paragraph).
 */

/** A rich content document (`nodes`, as the provider's `RichContent`). */
export type RichContent = Record<string, unknown>;

function paragraph(text: string, index: number): Record<string, unknown> {
  return {
    type: "PARAGRAPH",
    id: `p${index}`,
    nodes: text === "" ? [] : [{ type: "TEXT", id: "", nodes: [], textData: { text, decorations: [] } }],
    paragraphData: {},
  };
}

/**
 * The rich description of a category from its stored rich and plain descriptions, if it has either.
 *
 * @example
 * ```ts
 * richDescriptionOf(undefined, "Wide brims");
 * // { nodes: [{ type: "PARAGRAPH", id: "p0", nodes: [{ type: "TEXT", …, textData: { text: "Wide brims", … } }], … }] }
 * ```
 */
export function richDescriptionOf(stored: unknown, plain: unknown): RichContent | undefined {
  if (stored !== null && typeof stored === "object" && !Array.isArray(stored)) return stored as RichContent;
  if (typeof plain !== "string" || plain === "") return undefined;
  return { nodes: plain.split(/\r?\n/).map(paragraph) };
}
