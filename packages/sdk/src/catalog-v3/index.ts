/** @vitrine/sdk/catalog-v3: the catalogue v3 calls, query builders and wire model (re-exports only). */

export type { BrandUpdate } from "./brands.js";
export { createBrand, deleteBrand, getBrand, getOrCreateBrand, updateBrand } from "./brands.js";
export { getCatalogVersion } from "./catalog-version.js";
export type {
  CategoryUpdate,
  CategoryVisibilityChange,
  CountCategoriesOptions,
  NewCategory,
} from "./categories.js";
export {
  countCategories,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryBySlug,
  updateCategory,
  updateCategoryVisibility,
} from "./categories.js";
export type { CategoryItemsPage, ItemCategories, ListItemsInCategoryOptions } from "./category-items.js";
export {
  bulkAddItemsToCategory,
  bulkRemoveItemsFromCategory,
  listCategoriesForItem,
  listItemsInCategory,
  productItem,
} from "./category-items.js";
export type { CountProductsOptions } from "./count-products.js";
export { countProducts } from "./count-products.js";
export type { CursorPage, CursorPageInit, CursorPagingMetadata } from "./cursor-page.js";
export { toCursorPage } from "./cursor-page.js";
export type {
  CursorEndpoint,
  CursorPaging,
  CursorQuery,
  CursorQueryBuilder,
} from "./cursor-query-builder.js";
export {
  createCursorQueryBuilder,
  DEFAULT_CURSOR_PAGE_SIZE,
  MAX_CURSOR_PAGE_SIZE,
} from "./cursor-query-builder.js";
export type { CustomizationV3Update, NewCustomizationV3 } from "./customizations.js";
export {
  createCustomization,
  deleteCustomization,
  getCustomization,
  updateCustomization,
} from "./customizations.js";
export type { InfoSectionV3Lookup, InfoSectionV3Update, NewInfoSectionV3 } from "./info-sections.js";
export {
  createInfoSection,
  deleteInfoSection,
  getInfoSection,
  getOrCreateInfoSection,
  updateInfoSection,
} from "./info-sections.js";
export type {
  BulkDecrementOptions,
  BulkIncrementOptions,
  BulkInventoryItemResult,
  BulkInventoryItemsResult,
  DecrementData,
  IncrementData,
  InventoryItemUpdate,
} from "./inventory-items.js";
export {
  bulkDecrementInventoryItems,
  bulkIncrementInventoryItems,
  getInventoryItem,
  updateInventoryItem,
} from "./inventory-items.js";
export { iterateCursorQuery } from "./iterate-cursor-query.js";
export type { BrandV3 } from "./model/brand.js";
export type {
  BulkCategoryItemsResult,
  Category,
  CategoryBreadcrumb,
  CategoryImage,
  CategoryItem,
  CategoryItemMetadata,
  TreeReference,
} from "./model/category.js";
export { STORES_TREE } from "./model/category.js";
export type {
  CustomizationChoice,
  CustomizationType,
  CustomizationV3,
  FreeTextSettings,
} from "./model/customization.js";
export { CUSTOMIZATION_TYPES } from "./model/customization.js";
export type { InfoSectionV3 } from "./model/info-section.js";
export type {
  InventoryChangeReason,
  InventoryItemAvailability,
  InventoryItemV3,
  InventoryPreorderInfo,
} from "./model/inventory-item.js";
export { INVENTORY_CHANGE_REASONS } from "./model/inventory-item.js";
export type {
  ChoiceV3,
  ConnectedModifier,
  ConnectedOption,
  FixedMonetaryAmount,
  ImageV3,
  InfoSection,
  InventoryAvailabilityStatus,
  InventoryV3,
  MinVariantPriceInfo,
  PageUrlV2,
  PhysicalProperties,
  PreorderAvailability,
  PreorderStatus,
  PriceInfo,
  PricePerUnit,
  PricePerUnitSettings,
  PriceRange,
  ProductMedia,
  ProductMediaInfo,
  ProductTypeV3,
  ProductV3,
  RenderType,
  RevenueDetails,
  RichContent,
  RichContentNode,
  Subscription,
  SubscriptionDetails,
  SubscriptionDiscount,
  VariantPhysicalProperties,
  VariantV3,
} from "./model/product-v3.js";
export {
  INVENTORY_AVAILABILITY_STATUSES,
  PREORDER_AVAILABILITIES,
  PREORDER_STATUSES,
  PRODUCT_TYPES_V3,
  RENDER_TYPES,
} from "./model/product-v3.js";
export type { ReadOnlyVariantV3, SubscriptionPrice, VariantProductData } from "./model/read-only-variant.js";
export {
  brandsV3,
  catalogVersioning,
  categories,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
} from "./modules.js";
export { getProduct, getProductBySlug } from "./product-reads.js";
export type {
  Aggregation,
  AggregationData,
  AggregationResult,
  HistogramInterval,
  NestedAggregationItem,
  ProductSearch,
  RangeBucket,
  ScalarType,
  SearchDetails,
  ValueAggregation,
} from "./product-search.js";
export type {
  BulkProductsV3Result,
  BulkProductV3Result,
  BulkUpdateProductsOptions,
  NewProductV3,
  ProductV3BulkUpdate,
  ProductV3Update,
} from "./product-writes.js";
export { bulkUpdateProducts, createProduct, deleteProduct, updateProduct } from "./product-writes.js";
export type { BrandQueryFields, BrandSortField, BrandsQueryBuilder } from "./query-brands.js";
export { queryBrands } from "./query-brands.js";
export type {
  CategoriesQueryBuilder,
  CategoryQueryFields,
  CategorySortField,
  QueryCategoriesOptions,
} from "./query-categories.js";
export { queryCategories } from "./query-categories.js";
export type {
  CustomizationQueryFields,
  CustomizationSortField,
  CustomizationsQueryBuilder,
} from "./query-customizations.js";
export { queryCustomizations } from "./query-customizations.js";
export type {
  InfoSectionQueryFields,
  InfoSectionSortField,
  InfoSectionsQueryBuilder,
} from "./query-info-sections.js";
export { queryInfoSections } from "./query-info-sections.js";
export type {
  InventoryItemQueryFields,
  InventoryItemSortField,
  InventoryItemsQueryBuilder,
} from "./query-inventory-items.js";
export { queryInventoryItems } from "./query-inventory-items.js";
export type { ProductsV3QueryBuilder, ProductV3QueryFields, ProductV3SortField } from "./query-products.js";
export { queryProducts } from "./query-products.js";
export type {
  ReadOnlyVariantQueryFields,
  ReadOnlyVariantSortField,
  ReadOnlyVariantsQueryBuilder,
} from "./query-variants.js";
export { queryVariants } from "./query-variants.js";
export type {
  AssignmentField,
  CategoryField,
  CustomizationField,
  FieldsOptions,
  ProductField,
  VariantField,
} from "./requested-fields.js";
export {
  ASSIGNMENT_FIELDS,
  CATEGORY_FIELDS,
  CUSTOMIZATION_FIELDS,
  PRODUCT_FIELDS,
  VARIANT_FIELDS,
} from "./requested-fields.js";
export type { ProductsSearchPage } from "./search-products.js";
export { searchProducts } from "./search-products.js";
