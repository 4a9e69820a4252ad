/**
 * The stored shapes of catalogue v3: the product document as served with every
 * optional part present (requested `fields` cut it down on the way out), its
 * variants, and the columns a product row keeps beside the document.
 */
import type { ProductV3, VariantV3 } from "@vitrine/sdk/catalog";

/** A product's place in a category. */
export interface CategoryRef {
  id: string;
  index: number;
}

/** A variant as stored: the v3 variant with its id; `inventoryStatus` is added when served. */
export type VariantV3Document = VariantV3 & {
  id: string;
  inventoryStatus?: { inStock: boolean; preorderEnabled: boolean };
};

/** A product as stored (without its variants, which are rows of their own). */
export type ProductV3Document = Omit<ProductV3<string>, "variantsInfo"> & {
  id: string;
  name: string;
  slug: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  directCategoriesInfo?: { categories: CategoryRef[] };
  allCategoriesInfo?: { categories: CategoryRef[] };
  variantSummary: { variantCount: number };
  variantsInfo?: { variants: VariantV3Document[] };
};

/** The id of the one stock location the emulator has (the provider's default location). */
export const DEFAULT_LOCATION_ID = "00000000-0000-0000-0000-000000000001";
