/**
 * The optional parts a catalogue v3 call returns only when asked (`fields`), one list per entity,
 * each written once as a const list with its union type derived from it.
 */

/**
 * What a product call can add to each product (`fields: ["URL", "CURRENCY"]`).
 *
 * @example
 * ```ts
 * const tee = await client.productsV3.getProduct(id, { fields: ["URL", "CURRENCY", "PLAIN_DESCRIPTION"] });
 * PRODUCT_FIELDS.includes("MERCHANT_DATA"); // true
 * ```
 */
export const PRODUCT_FIELDS = [
  "URL",
  "CURRENCY",
  "INFO_SECTION",
  "MERCHANT_DATA",
  "PLAIN_DESCRIPTION",
  "INFO_SECTION_PLAIN_DESCRIPTION",
  "SUBSCRIPTION_PRICES_INFO",
  "BREADCRUMBS_INFO",
  "WEIGHT_MEASUREMENT_UNIT_INFO",
  "VARIANT_OPTION_CHOICE_NAMES",
  "MEDIA_ITEMS_INFO",
  "DESCRIPTION",
  "DIRECT_CATEGORIES_INFO",
  "ALL_CATEGORIES_INFO",
  "INFO_SECTION_DESCRIPTION",
  "THUMBNAIL",
  "PRODUCT_CHOICES_MEDIA_REFERENCES",
  "PRODUCT_CHOICES_DISPLAY_IMAGE",
  "DISCOUNT_INFO",
  "MIN_PRICE_VARIANT",
] as const;
/** One of {@link PRODUCT_FIELDS}. */
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/**
 * What a read-only variants query can add to each variant.
 *
 * @example
 * ```ts
 * VARIANT_FIELDS.includes("MERCHANT_DATA"); // true
 * ```
 */
export const VARIANT_FIELDS = [
  "CURRENCY",
  "MERCHANT_DATA",
  "SUBSCRIPTION_PRICES_INFO",
  "WEIGHT_MEASUREMENT_UNIT_INFO",
  "DISCOUNT_INFO",
] as const;
/** One of {@link VARIANT_FIELDS}. */
export type VariantField = (typeof VARIANT_FIELDS)[number];

/**
 * What a brand or info section call can add: the number of products using it.
 *
 * @example
 * ```ts
 * const brand = await client.brandsV3.getBrand(id, { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
 * ```
 */
export const ASSIGNMENT_FIELDS = ["ASSIGNED_PRODUCTS_COUNT"] as const;
/** One of {@link ASSIGNMENT_FIELDS}. */
export type AssignmentField = (typeof ASSIGNMENT_FIELDS)[number];

/**
 * What a customization call can add: the number of products using it, the choices' display images.
 *
 * @example
 * ```ts
 * CUSTOMIZATION_FIELDS.includes("CHOICE_DISPLAY_IMAGE"); // true
 * ```
 */
export const CUSTOMIZATION_FIELDS = ["ASSIGNED_PRODUCTS_COUNT", "CHOICE_DISPLAY_IMAGE"] as const;
/** One of {@link CUSTOMIZATION_FIELDS}. */
export type CustomizationField = (typeof CUSTOMIZATION_FIELDS)[number];

/**
 * What a category call can add to each category: its ancestors, its plain-text description, its
 * rich-text description.
 *
 * @example
 * ```ts
 * const sale = await client.categories.getCategory(id, { fields: ["DESCRIPTION", "BREADCRUMBS_INFO"] });
 * ```
 */
export const CATEGORY_FIELDS = ["BREADCRUMBS_INFO", "DESCRIPTION", "RICH_CONTENT_DESCRIPTION"] as const;
/** One of {@link CATEGORY_FIELDS}. */
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/** Options of a call that returns entities with optional parts `F`. */
export interface FieldsOptions<F extends string> {
  /** Optional parts to return. */
  fields?: F[];
}
