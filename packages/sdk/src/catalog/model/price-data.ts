/** Prices of v1 products and variants, as numbers and as formatted text. */

/** Prices formatted in the store's currency. */
export interface FormattedPrice {
  price?: string;
  discountedPrice?: string;
  pricePerUnit?: string | null;
}

/**
 * A price: the base price, the price after the product's discount, and the price per unit.
 *
 * @example
 * ```ts
 * const label = product.priceData?.formatted?.discountedPrice ?? String(product.priceData?.price);
 * ```
 */
export interface PriceData {
  currency?: string;
  price?: number | null;
  discountedPrice?: number;
  formatted?: FormattedPrice;
  pricePerUnit?: number | null;
}
