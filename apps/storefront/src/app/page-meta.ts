/**
 * A page's `<title>` and meta description, as the route modules' `meta` exports return them: one
 * place for the store's name and default description, so every route's `meta` stays one call that
 * others can extend (Open Graph, canonical URL…).
 */
import type { MetaDescriptor } from "react-router";

/** The store's name, after every page's title. */
export const STORE_NAME = "Vitrine";

/** The description of pages that have none of their own. */
export const STORE_DESCRIPTION = "Vitrine demo store: apparel, home, pantry and more.";

/** Plain text of an HTML fragment, squeezed to one line of at most `max` characters. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * The title and description tags of a page.
 *
 * @example
 * ```ts
 * export const meta = ({ data }) => pageMeta(data?.product?.name, data?.description);
 * ```
 */
export function pageMeta(title?: string | null, description?: string | null): MetaDescriptor[] {
  return [
    { title: title ? `${title} · ${STORE_NAME}` : STORE_NAME },
    { name: "description", content: description || STORE_DESCRIPTION },
  ];
}
