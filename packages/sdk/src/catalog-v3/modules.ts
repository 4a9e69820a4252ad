/**
 * The catalogue v3 calls grouped into plain module objects for `createClient({ modules })`, named
 * like the provider's (`productsV3`, `inventoryItemsV3` …). Importing one object binds all of its
 * calls; for the smallest bundle pass only the calls you use.
 */
import { createBrand, deleteBrand, getBrand, getOrCreateBrand, updateBrand } from "./brands.js";
import { getCatalogVersion } from "./catalog-version.js";
import {
  countCategories,
  createCategory,
  deleteCategory,
  getCategory,
  getCategoryBySlug,
  updateCategory,
  updateCategoryVisibility,
} from "./categories.js";
import {
  bulkAddItemsToCategory,
  bulkRemoveItemsFromCategory,
  listCategoriesForItem,
  listItemsInCategory,
} from "./category-items.js";
import { countProducts } from "./count-products.js";
import {
  createCustomization,
  deleteCustomization,
  getCustomization,
  updateCustomization,
} from "./customizations.js";
import {
  createInfoSection,
  deleteInfoSection,
  getInfoSection,
  getOrCreateInfoSection,
  updateInfoSection,
} from "./info-sections.js";
import {
  bulkDecrementInventoryItems,
  bulkIncrementInventoryItems,
  getInventoryItem,
  updateInventoryItem,
} from "./inventory-items.js";
import { getProduct, getProductBySlug } from "./product-reads.js";
import { bulkUpdateProducts, createProduct, deleteProduct, updateProduct } from "./product-writes.js";
import { queryBrands } from "./query-brands.js";
import { queryCategories } from "./query-categories.js";
import { queryCustomizations } from "./query-customizations.js";
import { queryInfoSections } from "./query-info-sections.js";
import { queryInventoryItems } from "./query-inventory-items.js";
import { queryProducts } from "./query-products.js";
import { queryVariants } from "./query-variants.js";
import { searchProducts } from "./search-products.js";

/**
 * The catalogue version call.
 *
 * @example
 * ```ts
 * const version = await createClient({ modules: { catalogVersioning }, auth }).catalogVersioning.getCatalogVersion();
 * ```
 */
export const catalogVersioning = { getCatalogVersion };

/**
 * Every v3 product call: reads (visitor, member or merchant) and writes (merchant or app).
 *
 * @example
 * ```ts
 * const admin = createClient({ modules: { productsV3 }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * const tee = await admin.productsV3.getProductBySlug("tee");
 * ```
 */
export const productsV3 = {
  getProduct,
  getProductBySlug,
  queryProducts,
  searchProducts,
  countProducts,
  createProduct,
  updateProduct,
  deleteProduct,
  bulkUpdateProducts,
};

/**
 * The read-only variants query.
 *
 * @example
 * ```ts
 * const page = await client.readOnlyVariantsV3.queryVariants().eq("productData.productId", id).find();
 * ```
 */
export const readOnlyVariantsV3 = { queryVariants };

/**
 * Inventory item calls (merchant or app).
 *
 * @example
 * ```ts
 * const page = await admin.inventoryItemsV3.queryInventoryItems().eq("productId", id).find();
 * ```
 */
export const inventoryItemsV3 = {
  getInventoryItem,
  queryInventoryItems,
  updateInventoryItem,
  bulkIncrementInventoryItems,
  bulkDecrementInventoryItems,
};

/**
 * Brand calls.
 *
 * @example
 * ```ts
 * const acme = await admin.brandsV3.createBrand({ name: "Acme" });
 * ```
 */
export const brandsV3 = { createBrand, getBrand, getOrCreateBrand, queryBrands, updateBrand, deleteBrand };

/**
 * Customization calls.
 *
 * @example
 * ```ts
 * const { items } = await client.customizationsV3.queryCustomizations().find();
 * ```
 */
export const customizationsV3 = {
  createCustomization,
  getCustomization,
  queryCustomizations,
  updateCustomization,
  deleteCustomization,
};

/**
 * Info section calls.
 *
 * @example
 * ```ts
 * const care = await admin.infoSectionsV3.createInfoSection({ uniqueName: "care", title: "Care" });
 * ```
 */
export const infoSectionsV3 = {
  createInfoSection,
  getInfoSection,
  getOrCreateInfoSection,
  queryInfoSections,
  updateInfoSection,
  deleteInfoSection,
};

/**
 * Category calls on the stores tree: reads (visitor, member or merchant), writes and item
 * changes (merchant or app).
 *
 * @example
 * ```ts
 * const sale = await admin.categories.createCategory({ name: "Sale" });
 * await admin.categories.bulkAddItemsToCategory(sale.id, [productItem(productId)]);
 * ```
 */
export const categories = {
  createCategory,
  getCategory,
  getCategoryBySlug,
  queryCategories,
  updateCategory,
  updateCategoryVisibility,
  deleteCategory,
  countCategories,
  bulkAddItemsToCategory,
  bulkRemoveItemsFromCategory,
  listItemsInCategory,
  listCategoriesForItem,
};
