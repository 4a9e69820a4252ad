/**
 * The browser's reduction of a description to the allow-list of `description-html.ts`, with
 * DOMPurify (loaded on demand: `import("./description-purifier.ts")`). Each link gets
 * `rel="noopener noreferrer"`.
 */
import DOMPurify from "dompurify";
import { ALLOWED_ATTR, ALLOWED_TAGS, ALLOWED_URI_REGEXP } from "./description-html.ts";

/** A purifier of its own, so its link hook touches no other use of DOMPurify. */
const purifier = DOMPurify(window);
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "A") node.setAttribute("rel", "noopener noreferrer");
});

/**
 * `html` reduced to the description allow-list, ready for `dangerouslySetInnerHTML`.
 *
 * @example
 * purifiedDescriptionHtml('<p onclick="x()">Soft <a href="javascript:x()">linen</a></p>'); // '<p>Soft <a rel="noopener noreferrer">linen</a></p>'
 */
export function purifiedDescriptionHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
