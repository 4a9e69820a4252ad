/**
 * The catalogue v3 read-only variant: one variant of a product, flattened with what its product
 * says about it, as the variants query returns it. Wire field names; `Time` is `Date` for SDK
 * users, `string` for raw JSON.
 */
import type {
  FixedMonetaryAmount,
  PhysicalProperties,
  PriceInfo,
  ProductMedia,
  ProductTypeV3,
  RevenueDetails,
  VariantPhysicalProperties,
  VariantV3,
} from "./product-v3.js";

/** The product a variant belongs to. */
export interface VariantProductData {
  productId?: string;
  name?: string | null;
  productType?: ProductTypeV3;
  slug?: string | null;
  visible?: boolean | null;
  visibleInPos?: boolean | null;
  mainCategoryId?: string | null;
  currency?: string | null;
  revision?: string | null;
  handle?: string | null;
  physicalProperties?: PhysicalProperties;
}

/** A subscription's price for this variant (`SUBSCRIPTION_PRICES_INFO`). */
export interface SubscriptionPrice {
  subscriptionId?: string;
  price?: FixedMonetaryAmount;
  pricePerUnit?: { value?: string; description?: string | null };
}

/**
 * A read-only variant.
 *
 * @example
 * ```ts
 * const page = await client.readOnlyVariantsV3.queryVariants().eq("productData.productId", id).find();
 * for (const v of page.items) console.log(v.sku, v.price?.actualPrice?.amount, v.inventoryStatus?.inStock);
 * ```
 */
export interface ReadOnlyVariantV3 {
  /** The variant's id. */
  id?: string;
  /** The same as `id`. */
  variantId?: string;
  visible?: boolean | null;
  sku?: string | null;
  barcode?: string | null;
  optionChoices?: VariantV3["choices"];
  price?: PriceInfo;
  /** Cost and profit (`MERCHANT_DATA`, merchants only). */
  revenueDetails?: RevenueDetails;
  media?: ProductMedia;
  physicalProperties?: VariantPhysicalProperties;
  digitalProperties?: { digitalFile?: { id?: string; fileName?: string | null; fileSize?: string | null } };
  subscriptionPricesInfo?: { subscriptionPrices?: SubscriptionPrice[] };
  inventoryStatus?: { inStock?: boolean; preorderEnabled?: boolean };
  productData?: VariantProductData;
}
