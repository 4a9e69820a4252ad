/**
 * The category reads a catalogue v3 store's collections come from: the SDK's category calls
 * (`@vitrine/sdk/catalog-v3`, on the stores tree) the storefront's client binds as its
 * `categories` module.
 */
import { getCategoryBySlug, queryCategories } from "@vitrine/sdk/catalog-v3";

/**
 * The category calls the storefront's client binds: the categories query and the read by slug.
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { categories: categoryReads }, auth });
 * const { items } = await client.categories.queryCategories().ascending("name").limit(100).find();
 * const sale = await client.categories.getCategoryBySlug("sale");
 * ```
 */
export const categoryReads = { queryCategories, getCategoryBySlug };
