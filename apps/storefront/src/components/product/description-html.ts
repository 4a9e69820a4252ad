/**
 * A product description as safe HTML. In the provider's model a description is the merchant's
 * HTML (paragraphs, lists, emphasis, links), so it is rendered as markup, not text; and since
 * anyone with write access to the catalogue writes it, it is reduced to a tight allow-list first:
 * text structure and links only. No scripts, event handlers, styles, images, frames or forms;
 * links only to http(s), mailto or a path on this site (never `javascript:` or `//host`), each
 * with `rel="noopener noreferrer"`.
 *
 * Two reductions share that list. `strictDescriptionHtml` needs no DOM, so the server renders with
 * it and the browser's first render (hydration) matches: the description is escaped whole and only
 * the allowed elements are let back in, bare (links with a plain allowed `href` only).
 * `description-purifier.ts` runs DOMPurify in the browser, loaded after the page has hydrated so
 * the product page's initial JavaScript does not carry it; it keeps what the strict one drops
 * (a link's title, an `href` with a query string).
 */

/** The elements a description may hold. */
export const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
];
/** The attributes they may carry (links only). */
export const ALLOWED_ATTR = ["href", "title"];
/** Link targets: http(s), mailto, or a path on this site (`/…`, not `//host`) or a fragment. */
export const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** Elements whose content is never text of the description. */
const DROPPED =
  /<(script|style|template|iframe|noscript|textarea|title|svg|math|object)\b[\s\S]*?<\/\1\s*>/gi;

/** `text` with `<`, `>`, `"` and `&` escaped (entities already written are kept). */
function escapeHtml(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[0-9a-f]+|[a-z]+);)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** An allowed link target written in `attributes` (escaped text), or `undefined`. */
function plainHref(attributes: string): string | undefined {
  const href =
    /\bhref=&quot;([^\s&<>'"]*)&quot;/i.exec(attributes)?.[1] ??
    /\bhref=([^\s&<>'"]+)/i.exec(attributes)?.[1];
  return href && ALLOWED_URI_REGEXP.test(href) ? href : undefined;
}

/**
 * `html` reduced to the allow-list without a DOM: escaped whole, then the allowed elements let
 * back in without attributes, links with their `href` when it is plain and allowed.
 *
 * @example
 * strictDescriptionHtml('<p onclick="x()">Soft <a href="javascript:x()">linen</a></p>'); // '<p>Soft <a rel="noopener noreferrer">linen</a></p>'
 */
export function strictDescriptionHtml(html: string): string {
  return escapeHtml(html.replace(DROPPED, "")).replace(
    /&lt;(\/?)([a-z]+)((?:(?!&gt;).)*)&gt;/gi,
    (_whole, close: string, tag: string, attributes: string) => {
      const name = tag.toLowerCase();
      if (!ALLOWED_TAGS.includes(name)) return "";
      if (close || name !== "a") return `<${close}${name}>`;
      const href = plainHref(attributes);
      return href ? `<a href="${href}" rel="noopener noreferrer">` : `<a rel="noopener noreferrer">`;
    },
  );
}
