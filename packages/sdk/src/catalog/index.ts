/** @vitrine/sdk/catalog: the catalogue's wire model, calls and query builders (re-exports only). */

// The catalogue v3 product model, written in `catalog-v3` and listed by name in its entry; part of
// this entry's public API too, so re-exported whole here rather than listed twice.
export * from "../catalog-v3/model/product-v3.js";
export type { RibbonV3 } from "../events/model/ribbon.js";
export {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from "./collections/collection-writes.js";
export { getCollectionBySlug } from "./collections/get-collection-by-slug.js";
export { getCollection, getCollectionBySlugV2 } from "./collections-v2/get-collection.js";
export type {
  CollectionFields,
  CollectionSortField,
  CollectionsPage,
  CollectionsPagingMetadata,
  CollectionsQueryBuilder,
} from "./collections-v2/query-collections.js";
export { queryCollections } from "./collections-v2/query-collections.js";
export type {
  BulkActionMetadata,
  BulkItemError,
  BulkProductResult,
  BulkProductsResult,
  ItemMetadata,
} from "./model/bulk-result.js";
export type { Collection, CollectionV2 } from "./model/collection.js";
export type { CostAndProfitData } from "./model/cost-and-profit-data.js";
export type { Dimensions, NumericPropertyRange } from "./model/dimensions.js";
export type { Discount } from "./model/discount.js";
export type {
  CatalogVersion,
  DigitalFileType,
  DimensionsUnit,
  DiscountType,
  InventoryStatus,
  MeasurementUnit,
  MediaItemType,
  OptionType,
  PeriodUnit,
  ProductType,
  SortOrder,
} from "./model/enums.js";
export {
  CATALOG_VERSIONS,
  DIGITAL_FILE_TYPES,
  DIMENSIONS_UNITS,
  DISCOUNT_TYPES,
  INVENTORY_STATUSES,
  MEASUREMENT_UNITS,
  MEDIA_ITEM_TYPES,
  OPTION_TYPES,
  PERIOD_UNITS,
  PRODUCT_TYPES,
  SORT_ORDERS,
} from "./model/enums.js";
export type { Media, MediaItem, MediaItemUrlAndSize, MediaItemVideo } from "./model/media.js";
export type { OptionsAvailability, VariantData } from "./model/option-availability.js";
export type { FormattedPrice, PriceData } from "./model/price-data.js";
export type { PricePerUnitData } from "./model/price-per-unit-data.js";
export type { AdditionalInfoSection, CustomTextField, PageUrl, Product, Ribbon } from "./model/product.js";
export type { Choice, ProductOption } from "./model/product-option.js";
export type { SecuredMedia } from "./model/secured-media.js";
export type { Keyword, SeoSchema, SeoSettings, Tag } from "./model/seo.js";
export type { Stock, VariantStock } from "./model/stock.js";
export type {
  PlatformImage,
  PlatformMedia,
  PlatformVideo,
  PreorderInfo,
  StoreVariant,
  VideoResolution,
} from "./model/store-variant.js";
export type { Variant, VariantDataWithNoStock, VariantOverride } from "./model/variant.js";
export { collections, collectionsV2, products, storeVariants } from "./modules.js";
export { adjustedAmount, roundAmount } from "./products/bulk-amounts.js";
export type { Adjustment, BulkAdjust, BulkProperty, BulkSet } from "./products/bulk-writes.js";
export { BULK_PROPERTIES, bulkAdjustProductProperties, bulkUpdateProducts } from "./products/bulk-writes.js";
export type { GetProductOptions } from "./products/get-product.js";
export { getProduct } from "./products/get-product.js";
export { iterateProducts } from "./products/iterate-products.js";
export type { ChoiceMedia, MediaSource } from "./products/media-writes.js";
export {
  addProductMedia,
  addProductMediaToChoices,
  removeProductMedia,
  removeProductMediaFromChoices,
} from "./products/media-writes.js";
export { deleteProductOptions, removeBrand, removeRibbon } from "./products/product-properties.js";
export type { ProductVariantsResult, QueryProductVariantsOptions } from "./products/product-variants.js";
export { getProductOptionsAvailability, queryProductVariants } from "./products/product-variants.js";
export type { ProductChanges } from "./products/product-writes.js";
export { createProduct, deleteProduct, updateProduct } from "./products/product-writes.js";
export type {
  ProductFields,
  ProductSortField,
  ProductsPage,
  ProductsQueryBuilder,
  QueryProductsOptions,
} from "./products/query-products.js";
export { queryProducts } from "./products/query-products.js";
export { resetVariantsToDefault, updateVariants } from "./products/variant-writes.js";
export type {
  ArrayField,
  ElementOf,
  FieldsOf,
  OrderedField,
  ScalarField,
  StringField,
} from "./query/fields.js";
export type { Filter } from "./query/filter.js";
export { andFilter, notFilter, orFilter } from "./query/filter.js";
export type { FilterSortMethods, Sorting } from "./query/filter-sort-methods.js";
export { iterateQuery } from "./query/iterate-query.js";
export type { FindOptions, PageData, QueryBuilder, QueryEndpoint, WireQuery } from "./query/query-builder.js";
export { createQueryBuilder, DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE } from "./query/query-builder.js";
export type { PageInit, QueryPage } from "./query/query-page.js";
export { toPage } from "./query/query-page.js";
export type { RibbonQuery, RibbonsPage } from "./ribbons/query-ribbons.js";
export { queryRibbons } from "./ribbons/query-ribbons.js";
export type { RibbonField, RibbonOptions, RibbonUpdate } from "./ribbons/ribbon-calls.js";
export {
  countRibbons,
  createRibbon,
  deleteRibbon,
  getOrCreateRibbon,
  getRibbon,
  updateRibbon,
} from "./ribbons/ribbon-calls.js";
export { ribbons } from "./ribbons/ribbons-module.js";
export type { StoreVariantsQuery, StoreVariantsResult } from "./store-variants/store-variants.js";
export { getStoreVariant, queryStoreVariants } from "./store-variants/store-variants.js";
