/**
 * The category reads a catalogue v3 store's collections come from: the SDK's category calls
 * (`@vitrine/sdk/catalog-v3`, on the stores tree) the storefront's client binds as its
 * `categories` module, and the optional parts a collection needs them to return.
 */
import { type CategoryField, getCategoryBySlug, queryCategories } from "@vitrine/sdk/catalog-v3";

/**
 * The optional category parts a collection shows (its description), which a store returns only
 * when asked for.
 *
 * @example
 * ```ts
 * const sale = await client.categories.getCategoryBySlug("sale", { fields: [...COLLECTION_FIELDS] });
 * ```
 */
export const COLLECTION_FIELDS: readonly CategoryField[] = ["DESCRIPTION"];

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
