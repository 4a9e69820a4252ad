/** Every catalogue v3 endpoint (products and search, variants, inventory, brands, customizations, info sections, categories and their items, version). */
import type { Endpoint } from "../http/endpoint.ts";
import { brandReadEndpoints } from "./brands/brand-reads.ts";
import { brandWriteEndpoints } from "./brands/brand-write-endpoints.ts";
import {
  categoryItemReadEndpoints,
  categoryItemWriteEndpoints,
} from "./categories/category-item-endpoints.ts";
import { categoryReadEndpoints } from "./categories/category-read-endpoints.ts";
import { categoryWriteEndpoints } from "./categories/category-write-endpoints.ts";
import { customizationReadEndpoints } from "./customizations/customization-reads.ts";
import { customizationWriteEndpoints } from "./customizations/customization-write-endpoints.ts";
import { infoSectionReadEndpoints } from "./info-sections/info-section-reads.ts";
import { infoSectionWriteEndpoints } from "./info-sections/info-section-write-endpoints.ts";
import { inventoryReadEndpoints } from "./inventory/inventory-read-endpoints.ts";
import { inventoryWriteEndpoints } from "./inventory/inventory-write-endpoints.ts";
import {
  countProductsEndpoint,
  getProductBySlugEndpoint,
  getProductEndpoint,
  queryProductsEndpoint,
} from "./products/product-read-endpoints.ts";
import { productWriteEndpoints } from "./products/product-write-endpoints.ts";
import { searchProductsEndpoint } from "./search/search-products-endpoint.ts";
import { queryVariantsEndpoint } from "./variants/query-variants-endpoint.ts";
import { catalogVersionEndpoint } from "./version/catalog-version-endpoint.ts";

/** The catalogue v3 calls, for the registry. */
export const catalogV3Endpoints: readonly Endpoint[] = [
  catalogVersionEndpoint,
  queryProductsEndpoint,
  searchProductsEndpoint,
  countProductsEndpoint,
  getProductBySlugEndpoint,
  getProductEndpoint,
  queryVariantsEndpoint,
  ...productWriteEndpoints,
  ...inventoryReadEndpoints,
  ...inventoryWriteEndpoints,
  ...brandReadEndpoints,
  ...brandWriteEndpoints,
  ...customizationReadEndpoints,
  ...customizationWriteEndpoints,
  ...infoSectionReadEndpoints,
  ...infoSectionWriteEndpoints,
  ...categoryItemReadEndpoints,
  ...categoryReadEndpoints,
  ...categoryWriteEndpoints,
  ...categoryItemWriteEndpoints,
];
