/**
 * The catalogue's enumerations: each is a runtime list (for validation, pickers, seeds) and the
 * union type of its values. The lists are checked against the unions with `satisfies` (no value
 * outside the union) and by `test/catalog/enums.test-d.ts` (no value of the union missing).
 * Values are the provider's wire values, spelt exactly as on the wire.
 */

/** Catalogue version of a store. */
export type CatalogVersion = "V1_CATALOG" | "V3_CATALOG";
/**
 * Every {@link CatalogVersion}.
 *
 * @example
 * ```ts
 * CATALOG_VERSIONS.includes(version); // true for "V1_CATALOG"
 * ```
 */
export const CATALOG_VERSIONS = ["V1_CATALOG", "V3_CATALOG"] as const satisfies readonly CatalogVersion[];

/** Kind of a v1 product. */
export type ProductType = "unspecified_product_type" | "physical" | "digital";
/**
 * Every {@link ProductType}.
 *
 * @example
 * ```ts
 * const kinds = PRODUCT_TYPES.filter((t) => t !== "unspecified_product_type"); // ["physical", "digital"]
 * ```
 */
export const PRODUCT_TYPES = [
  "unspecified_product_type",
  "physical",
  "digital",
] as const satisfies readonly ProductType[];

/** How a v1 product option is shown. */
export type OptionType = "unspecified_option_type" | "drop_down" | "color";
/**
 * Every {@link OptionType}.
 *
 * @example
 * ```ts
 * OPTION_TYPES.includes("color"); // true
 * ```
 */
export const OPTION_TYPES = [
  "unspecified_option_type",
  "drop_down",
  "color",
] as const satisfies readonly OptionType[];

/** Kind of a v1 media item. */
export type MediaItemType = "unspecified_media_item_type" | "image" | "video" | "audio" | "document" | "zip";
/**
 * Every {@link MediaItemType}.
 *
 * @example
 * ```ts
 * MEDIA_ITEM_TYPES.includes("video"); // true
 * ```
 */
export const MEDIA_ITEM_TYPES = [
  "unspecified_media_item_type",
  "image",
  "video",
  "audio",
  "document",
  "zip",
] as const satisfies readonly MediaItemType[];

/** Unit of a price-per-unit quantity. */
export type MeasurementUnit =
  | "UNSPECIFIED"
  | "ML"
  | "CL"
  | "L"
  | "CBM"
  | "MG"
  | "G"
  | "KG"
  | "MM"
  | "CM"
  | "M"
  | "SQM"
  | "OZ"
  | "LB"
  | "FLOZ"
  | "PT"
  | "QT"
  | "GAL"
  | "IN"
  | "FT"
  | "YD"
  | "SQFT";
/**
 * Every {@link MeasurementUnit}.
 *
 * @example
 * ```ts
 * MEASUREMENT_UNITS.includes("KG"); // true
 * ```
 */
export const MEASUREMENT_UNITS = [
  "UNSPECIFIED",
  "ML",
  "CL",
  "L",
  "CBM",
  "MG",
  "G",
  "KG",
  "MM",
  "CM",
  "M",
  "SQM",
  "OZ",
  "LB",
  "FLOZ",
  "PT",
  "QT",
  "GAL",
  "IN",
  "FT",
  "YD",
  "SQFT",
] as const satisfies readonly MeasurementUnit[];

/** Unit of product and package dimensions. */
export type DimensionsUnit = "UNKNOWN_DIMENSIONS_UNIT" | "MM" | "CM" | "M" | "IN" | "FT" | "YD";
/**
 * Every {@link DimensionsUnit}.
 *
 * @example
 * ```ts
 * DIMENSIONS_UNITS.includes("CM"); // true
 * ```
 */
export const DIMENSIONS_UNITS = [
  "UNKNOWN_DIMENSIONS_UNIT",
  "MM",
  "CM",
  "M",
  "IN",
  "FT",
  "YD",
] as const satisfies readonly DimensionsUnit[];

/** Kind of a product discount. */
export type DiscountType = "UNDEFINED" | "NONE" | "AMOUNT" | "PERCENT";
/**
 * Every {@link DiscountType}.
 *
 * @example
 * ```ts
 * DISCOUNT_TYPES.includes("PERCENT"); // true
 * ```
 */
export const DISCOUNT_TYPES = [
  "UNDEFINED",
  "NONE",
  "AMOUNT",
  "PERCENT",
] as const satisfies readonly DiscountType[];

/** Stock status of a v1 product. */
export type InventoryStatus = "IN_STOCK" | "OUT_OF_STOCK" | "PARTIALLY_OUT_OF_STOCK";
/**
 * Every {@link InventoryStatus}.
 *
 * @example
 * ```ts
 * INVENTORY_STATUSES.includes("PARTIALLY_OUT_OF_STOCK"); // true
 * ```
 */
export const INVENTORY_STATUSES = [
  "IN_STOCK",
  "OUT_OF_STOCK",
  "PARTIALLY_OUT_OF_STOCK",
] as const satisfies readonly InventoryStatus[];

/** Kind of a digital product's secured file. */
export type DigitalFileType =
  | "UNSPECIFIED"
  | "SECURE_PICTURE"
  | "SECURE_VIDEO"
  | "SECURE_DOCUMENT"
  | "SECURE_MUSIC"
  | "SECURE_ARCHIVE";
/**
 * Every {@link DigitalFileType}.
 *
 * @example
 * ```ts
 * DIGITAL_FILE_TYPES.includes("SECURE_MUSIC"); // true
 * ```
 */
export const DIGITAL_FILE_TYPES = [
  "UNSPECIFIED",
  "SECURE_PICTURE",
  "SECURE_VIDEO",
  "SECURE_DOCUMENT",
  "SECURE_MUSIC",
  "SECURE_ARCHIVE",
] as const satisfies readonly DigitalFileType[];

/** Unit of a subscription period. */
export type PeriodUnit = "DAY" | "WEEK" | "MONTH" | "YEAR";
/**
 * Every {@link PeriodUnit}.
 *
 * @example
 * ```ts
 * PERIOD_UNITS.includes("MONTH"); // true
 * ```
 */
export const PERIOD_UNITS = ["DAY", "WEEK", "MONTH", "YEAR"] as const satisfies readonly PeriodUnit[];

/** Sort direction of a query. */
export type SortOrder = "ASC" | "DESC";
/**
 * Every {@link SortOrder}.
 *
 * @example
 * ```ts
 * SORT_ORDERS.includes("DESC"); // true
 * ```
 */
export const SORT_ORDERS = ["ASC", "DESC"] as const satisfies readonly SortOrder[];
