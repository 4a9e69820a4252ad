/**
 * Reading a product's variants: what a set of chosen options makes available, and the variants
 * matching choices or ids.
 */
import { defineCall } from "../../core/define-call.js";
import type { OptionsAvailability } from "../model/option-availability.js";
import type { Variant } from "../model/variant.js";

/**
 * Availability, price and media of a product for chosen options (option name → choice).
 *
 * @example
 * ```ts
 * const { availableForPurchase } = await client.products.getProductOptionsAvailability("p1", { Size: "M", Color: "Red" });
 * ```
 */
export const getProductOptionsAvailability = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores-reader/v1/products/{id}/productOptionsAvailability",
  idempotent: true,
  request: (id: string, options: Record<string, string>) => ({ body: { id, options } }),
  response: (wire: OptionsAvailability) => wire,
});

/** Options of {@link queryProductVariants}. */
export interface QueryProductVariantsOptions {
  /** Only variants with these choices (option name → choice). */
  choices?: Record<string, string>;
  /** Only these variants. */
  variantIds?: string[];
  /** Page (default limit 100, offset 0 on the server). */
  paging?: { limit?: number; offset?: number };
  /** Include cost and profit (merchant and app credentials only). */
  includeMerchantSpecificData?: boolean;
}

/** The answer of {@link queryProductVariants}. */
export interface ProductVariantsResult {
  variants?: Variant[];
  metadata?: { items?: number; offset?: number };
  totalResults?: number;
}

/**
 * A product's variants, filtered by choices or ids.
 *
 * @example
 * ```ts
 * const { variants } = await client.products.queryProductVariants("p1", { choices: { Size: "M" } });
 * ```
 */
export const queryProductVariants = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores-reader/v1/products/{id}/variants/query",
  idempotent: true,
  request: (id: string, options: QueryProductVariantsOptions = {}) => ({
    body: {
      id,
      choices: options.choices,
      variantIds: options.variantIds,
      paging: options.paging,
      includeMerchantSpecificData: options.includeMerchantSpecificData,
    },
  }),
  response: (wire: ProductVariantsResult) => wire,
});
