/** SEO data of v1 products and collections: tags and settings. */

/** An SEO keyword. */
export interface Keyword {
  term?: string;
  isMain?: boolean;
  origin?: string | null;
}

/** An SEO tag (`title`, `meta`, `link` …). */
export interface Tag {
  type?: string;
  props?: Record<string, unknown> | null;
  meta?: Record<string, unknown> | null;
  children?: string;
  custom?: boolean;
  disabled?: boolean;
}

/** SEO settings. */
export interface SeoSettings {
  preventAutoRedirect?: boolean;
  keywords?: Keyword[];
}

/**
 * SEO tags and settings of a page.
 *
 * @example
 * ```ts
 * const title = product.seoData?.tags?.find((t) => t.type === "title")?.children;
 * ```
 */
export interface SeoSchema {
  tags?: Tag[];
  settings?: SeoSettings;
}
