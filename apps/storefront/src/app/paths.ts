/** The storefront's URLs, in one place. */

/** Paths of the storefront's pages. */
export const paths = {
  home: "/",
  shop: "/shop",
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  collection: (slug: string) => `/collection/${encodeURIComponent(slug)}`,
  /** The shop filtered by one collection. */
  shopCollection: (slug: string) => `/shop?collection=${encodeURIComponent(slug)}`,
};
