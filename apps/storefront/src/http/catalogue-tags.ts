/**
 * The tags catalogue cache entries carry, so a webhook names what it changed: one product
 * (`product:<id>`), every listing (pages of products, collections' product lists, the home page's
 * picks: a changed price or stock shows on them), a product slug that was not found (a product
 * created under it must appear), and the collections; and the tags of each kind of read.
 */

/** The tags of the catalogue cache. */
export const CATALOGUE_TAGS = {
  /** A product's own entries (its page's read). */
  product: (id: string) => `product:${id}`,
  /** Every list of products. */
  listings: "listings",
  /** Reads that found no product. */
  missing: "missing",
  /** The collections (v3: categories) and their pages. */
  collections: "collections",
} as const;

/**
 * The tags a change of product `id` purges: its entries, every listing, and the reads that found
 * nothing (a new or renamed product may answer one).
 *
 * @example
 * ```ts
 * cache.purge(productChangeTags("p1")); // ["product:p1", "listings", "missing"]
 * ```
 */
export function productChangeTags(id: string | undefined): string[] {
  return [...(id ? [CATALOGUE_TAGS.product(id)] : []), CATALOGUE_TAGS.listings, CATALOGUE_TAGS.missing];
}

/** The tags of a product read: the product's own, or "missing" when there was none. */
export function productReadTags(product: { id: string } | null | undefined): string[] {
  return product ? [CATALOGUE_TAGS.product(product.id)] : [CATALOGUE_TAGS.missing];
}

/** The tags of a list of products (a listing, a collection's products, the home page's picks). */
export function listingReadTags(): string[] {
  return [CATALOGUE_TAGS.listings];
}

/** The tags of the collections and one collection. */
export function collectionReadTags(): string[] {
  return [CATALOGUE_TAGS.collections];
}
