/**
 * The catalogue's enumerations: each is a runtime list (for validation, pickers, seeds) written
 * once, and its union type is the list's element type. Values are the provider's wire values,
 * spelt exactly as on the wire.
 */

/** Every {@link CatalogVersion}. */
export const CATALOG_VERSIONS = ["V1_CATALOG", "V3_CATALOG"] as const;
/** Catalogue version of a store. */
export type CatalogVersion = (typeof CATALOG_VERSIONS)[number];

/**
 * Every {@link ProductType}.
 *
 * @example
 * ```ts
 * const kinds = PRODUCT_TYPES.filter((t) => t !== "unspecified_product_type"); // ["physical", "digital"]
 * ```
 */
export const PRODUCT_TYPES = ["unspecified_product_type", "physical", "digital"] as const;
/** Kind of a v1 product. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Every {@link OptionType}. */
export const OPTION_TYPES = ["unspecified_option_type", "drop_down", "color"] as const;
/** How a v1 product option is shown. */
export type OptionType = (typeof OPTION_TYPES)[number];

/** Every {@link MediaItemType}. */
export const MEDIA_ITEM_TYPES = [
  "unspecified_media_item_type",
  "image",
  "video",
  "audio",
  "document",
  "zip",
] as const;
/** Kind of a v1 media item. */
export type MediaItemType = (typeof MEDIA_ITEM_TYPES)[number];

/** Every {@link MeasurementUnit}. */
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
] as const;
/** Unit of a price-per-unit quantity. */
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Every {@link DimensionsUnit}. */
export const DIMENSIONS_UNITS = ["UNKNOWN_DIMENSIONS_UNIT", "MM", "CM", "M", "IN", "FT", "YD"] as const;
/** Unit of product and package dimensions. */
export type DimensionsUnit = (typeof DIMENSIONS_UNITS)[number];

/** Every {@link DiscountType}. */
export const DISCOUNT_TYPES = ["UNDEFINED", "NONE", "AMOUNT", "PERCENT"] as const;
/** Kind of a product discount. */
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Every {@link InventoryStatus}. */
export const INVENTORY_STATUSES = ["IN_STOCK", "OUT_OF_STOCK", "PARTIALLY_OUT_OF_STOCK"] as const;
/** Stock status of a v1 product. */
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** Every {@link DigitalFileType}. */
export const DIGITAL_FILE_TYPES = [
  "UNSPECIFIED",
  "SECURE_PICTURE",
  "SECURE_VIDEO",
  "SECURE_DOCUMENT",
  "SECURE_MUSIC",
  "SECURE_ARCHIVE",
] as const;
/** Kind of a digital product's secured file. */
export type DigitalFileType = (typeof DIGITAL_FILE_TYPES)[number];

/** Every {@link PeriodUnit}. */
export const PERIOD_UNITS = ["DAY", "WEEK", "MONTH", "YEAR"] as const;
/** Unit of a subscription period. */
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** Every {@link SortOrder}. */
export const SORT_ORDERS = ["ASC", "DESC"] as const;
/** Sort direction of a query. */
export type SortOrder = (typeof SORT_ORDERS)[number];
