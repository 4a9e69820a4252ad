/** The storefront's URLs, in one place. */

/** Paths of the storefront's pages. */
export const paths = {
  home: "/",
  shop: "/shop",
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
};
