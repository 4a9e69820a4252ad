/** A product's description: the merchant's HTML, sanitised (see `description-html.ts`). */
import { descriptionHtml } from "./description-html.ts";

/** Renders `html` through the description allow-list; nothing when it is empty. */
export function ProductDescription({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return (
    <div
      className="product__description"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with a tight allow-list
      dangerouslySetInnerHTML={{ __html: descriptionHtml(html) }}
    />
  );
}
