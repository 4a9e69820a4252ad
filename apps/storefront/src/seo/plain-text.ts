/**
 * A product's HTML description as the plain text of a meta description: tags dropped, the few
 * character references merchants' editors write decoded, whitespace collapsed, and cut at a word
 * boundary near the length search results show (about 160 characters).
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Decodes named (`&amp;`), decimal (`&#39;`) and hex (`&#x27;`) character references. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The text of `html`, at most `max` characters (an ellipsis marks a cut).
 *
 * @example
 * ```ts
 * plainText("<p>Soft <b>linen</b> &amp; cotton.</p>"); // "Soft linen & cotton."
 * ```
 */
export function plainText(html: string, max = 160): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
