/** Type tests: each public enum union is exactly its runtime list's values, kept as string literals. */
import type {
  BULK_PROPERTIES,
  BulkProperty,
  CATALOG_VERSIONS,
  CatalogVersion,
  DIGITAL_FILE_TYPES,
  DIMENSIONS_UNITS,
  DISCOUNT_TYPES,
  DigitalFileType,
  DimensionsUnit,
  DiscountType,
  INVENTORY_AVAILABILITY_STATUSES,
  INVENTORY_STATUSES,
  InventoryAvailabilityStatus,
  InventoryStatus,
  MEASUREMENT_UNITS,
  MEDIA_ITEM_TYPES,
  MeasurementUnit,
  MediaItemType,
  OPTION_TYPES,
  OptionType,
  PERIOD_UNITS,
  PeriodUnit,
  PREORDER_AVAILABILITIES,
  PREORDER_STATUSES,
  PRODUCT_TYPES,
  PRODUCT_TYPES_V3,
  PreorderAvailability,
  PreorderStatus,
  ProductType,
  ProductTypeV3,
  RENDER_TYPES,
  RenderType,
  SORT_ORDERS,
  SortOrder,
} from "@vitrine/sdk/catalog";
import { expectTypeOf, test } from "vitest";

test("each union is its list's values, as literals", () => {
  expectTypeOf<(typeof CATALOG_VERSIONS)[number]>().toEqualTypeOf<CatalogVersion>();
  expectTypeOf<(typeof PRODUCT_TYPES)[number]>().toEqualTypeOf<ProductType>();
  expectTypeOf<(typeof OPTION_TYPES)[number]>().toEqualTypeOf<OptionType>();
  expectTypeOf<(typeof MEDIA_ITEM_TYPES)[number]>().toEqualTypeOf<MediaItemType>();
  expectTypeOf<(typeof MEASUREMENT_UNITS)[number]>().toEqualTypeOf<MeasurementUnit>();
  expectTypeOf<(typeof DIMENSIONS_UNITS)[number]>().toEqualTypeOf<DimensionsUnit>();
  expectTypeOf<(typeof DISCOUNT_TYPES)[number]>().toEqualTypeOf<DiscountType>();
  expectTypeOf<(typeof INVENTORY_STATUSES)[number]>().toEqualTypeOf<InventoryStatus>();
  expectTypeOf<(typeof DIGITAL_FILE_TYPES)[number]>().toEqualTypeOf<DigitalFileType>();
  expectTypeOf<(typeof PERIOD_UNITS)[number]>().toEqualTypeOf<PeriodUnit>();
  expectTypeOf<(typeof SORT_ORDERS)[number]>().toEqualTypeOf<SortOrder>();
  expectTypeOf<(typeof RENDER_TYPES)[number]>().toEqualTypeOf<RenderType>();
  expectTypeOf<
    (typeof INVENTORY_AVAILABILITY_STATUSES)[number]
  >().toEqualTypeOf<InventoryAvailabilityStatus>();
  expectTypeOf<(typeof PREORDER_STATUSES)[number]>().toEqualTypeOf<PreorderStatus>();
  expectTypeOf<(typeof PREORDER_AVAILABILITIES)[number]>().toEqualTypeOf<PreorderAvailability>();
  expectTypeOf<(typeof PRODUCT_TYPES_V3)[number]>().toEqualTypeOf<ProductTypeV3>();
  expectTypeOf<(typeof BULK_PROPERTIES)[number]>().toEqualTypeOf<BulkProperty>();
  expectTypeOf<
    string extends
      | CatalogVersion
      | ProductType
      | OptionType
      | MediaItemType
      | MeasurementUnit
      | DimensionsUnit
      | DiscountType
      | InventoryStatus
      | DigitalFileType
      | PeriodUnit
      | SortOrder
      | RenderType
      | InventoryAvailabilityStatus
      | PreorderStatus
      | PreorderAvailability
      | ProductTypeV3
      | BulkProperty
      ? true
      : false
  >().toEqualTypeOf<false>();
});
