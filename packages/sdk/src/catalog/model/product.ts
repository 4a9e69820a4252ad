/**
 * The v1 catalogue product, field for field as on the wire (`id`, not `_id`). `Time` is the type
 * of its timestamps: `Date` in what the SDK returns (converted once, by the call's `dates`),
 * `string` for code that handles raw JSON (the emulator uses `Product<string>`).
 */
import type { CostAndProfitData } from "./cost-and-profit-data.js";
import type { Dimensions, NumericPropertyRange } from "./dimensions.js";
import type { Discount } from "./discount.js";
import type { ProductType } from "./enums.js";
import type { Media } from "./media.js";
import type { PriceData } from "./price-data.js";
import type { PricePerUnitData } from "./price-per-unit-data.js";
import type { ProductOption } from "./product-option.js";
import type { SeoSchema } from "./seo.js";
import type { Stock } from "./stock.js";
import type { Variant } from "./variant.js";

/** A titled text section of a product page. */
export interface AdditionalInfoSection {
  title?: string;
  description?: string;
}

/** A ribbon label ("Sale"). */
export interface Ribbon {
  text?: string;
}

/** A text field the buyer fills in (engraving …). */
export interface CustomTextField {
  title?: string;
  maxLength?: number;
  mandatory?: boolean;
}

/** The product page's URL: site base and path. */
export interface PageUrl {
  base?: string;
  path?: string;
}

/**
 * A v1 product.
 *
 * @example
 * ```ts
 * const product: Product = await client.products.getProduct("p1");
 * console.log(product.name, product.priceData?.price, product.createdDate?.toISOString());
 * ```
 */
export interface Product<Time = Date> {
  id?: string;
  name?: string | null;
  slug?: string;
  visible?: boolean | null;
  productType?: ProductType;
  description?: string | null;
  sku?: string | null;
  weight?: number | null;
  weightRange?: NumericPropertyRange;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
  stock?: Stock;
  /** Deprecated by the provider in favour of `priceData`; still sent. */
  price?: PriceData;
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  priceRange?: NumericPropertyRange;
  /** Merchant-only. */
  costAndProfitData?: CostAndProfitData;
  /** Merchant-only. */
  costRange?: NumericPropertyRange;
  pricePerUnitData?: PricePerUnitData;
  additionalInfoSections?: AdditionalInfoSection[];
  ribbons?: Ribbon[];
  media?: Media;
  customTextFields?: CustomTextField[];
  manageVariants?: boolean | null;
  productOptions?: ProductOption[];
  productPageUrl?: PageUrl;
  /** A decimal string; increases with creation order. */
  numericId?: string;
  inventoryItemId?: string;
  discount?: Discount;
  collectionIds?: string[];
  variants?: Variant[];
  lastUpdated?: Time | null;
  createdDate?: Time | null;
  seoData?: SeoSchema;
  ribbon?: string | null;
  brand?: string | null;
}
