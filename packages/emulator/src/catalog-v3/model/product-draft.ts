/**
 * A product ready to be stored: what a create or update request, or the demo
 * seed, comes down to once its references (brand, ribbon, info sections,
 * customizations behind the options) are resolved to ids.
 */
import type {
  ConnectedModifier,
  ConnectedOption,
  PricePerUnitSettings,
  ProductMedia,
  ProductTypeV3,
  SubscriptionDetails,
} from "@vitrine/sdk/catalog";

/** Stock of one variant in the default location: a tracked quantity, or a plain in-stock flag. */
export type StockDraft = { quantity: number } | { inStock: boolean };

/** One variant to store. */
export interface VariantDraft {
  id: string;
  visible: boolean;
  sku: string | null;
  barcode: string | null;
  /** One choice per product option, by names. */
  choices: { optionName: string; choiceName: string }[];
  actualPrice: string;
  compareAtPrice?: string;
  cost?: string;
  weight?: number;
  /** Stock for a new variant (existing variants keep their inventory item). */
  stock?: StockDraft;
}

/** One product to store. */
export interface ProductDraft {
  name: string;
  slug: string;
  plainDescription: string | null;
  visible: boolean;
  visibleInPos: boolean;
  productType: ProductTypeV3;
  handle: string | null;
  media: ProductMedia[];
  brand?: { id: string; name: string };
  ribbon?: { id: string; name: string };
  infoSectionIds: string[];
  /** Options with their customization `id`, `key`, and choices with `choiceId` and `key`. */
  options: ConnectedOption[];
  modifiers: ConnectedModifier[];
  categoryIds: string[];
  mainCategoryId: string | null;
  pricePerUnit?: PricePerUnitSettings;
  /** The subscription plans the product is sold on. */
  subscriptionDetails?: SubscriptionDetails;
  variants: VariantDraft[];
}
