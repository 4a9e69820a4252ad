/**
 * A product description as safe HTML. In the provider's model a description is the merchant's
 * HTML (paragraphs, lists, emphasis, links), so it is rendered as markup, not text; and since
 * anyone with write access to the catalogue writes it, it goes through DOMPurify with a tight
 * allow-list first: text structure and links only. No scripts, event handlers, styles, images,
 * frames or forms; links only to http(s), mailto or a path on this site (never `javascript:` or
 * `//host`), each with `rel="noopener noreferrer"`.
 */
import DOMPurify from "dompurify";

/** The elements a description may hold. */
const ALLOWED_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "blockquote", "a"];
/** The attributes they may carry (links only). */
const ALLOWED_ATTR = ["href", "title"];
/** Link targets: http(s), mailto, or a path on this site (`/…`, not `//host`) or a fragment. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** A purifier of its own, so its link hook touches no other use of DOMPurify. */
const purifier = DOMPurify(window);
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A") node.setAttribute("rel", "noopener noreferrer");
});

/**
 * `html` reduced to the description allow-list, ready for `dangerouslySetInnerHTML`.
 *
 * @example
 * descriptionHtml('<p onclick="x()">Soft <a href="javascript:x()">linen</a></p>'); // '<p>Soft <a rel="noopener noreferrer">linen</a></p>'
 */
export function descriptionHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
