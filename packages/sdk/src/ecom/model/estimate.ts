/**
 * A cart's price estimate: what `estimateCurrentCartTotals` sends (an address and a shipping
 * option to price with) and answers (the cart, its totals, shipping, discounts and what failed).
 */
import type { Address } from "./address.js";
import type { CalculationErrors, Violation } from "./calculation-errors.js";
import type { Cart, WeightUnit } from "./cart.js";
import type { AppliedDiscount } from "./discounts.js";
import type { PaymentOptionType } from "./line-item.js";
import type { MultiCurrencyPrice } from "./money.js";
import type { PriceSummary } from "./price-summary.js";
import type { SelectedShippingOption, ShippingInformation } from "./shipping.js";

/**
 * What to price the cart with.
 *
 * @example
 * ```ts
 * const estimate = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: "US", subdivision: "US-NY" } });
 * ```
 */
export interface EstimateTotalsOptions {
  selectedShippingOption?: SelectedShippingOption;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedMemberships?: { memberships?: { id?: string; appId?: string; lineItemIds?: string[] }[] };
  calculateTax?: boolean | null;
  calculateShipping?: boolean | null;
  calculateAdditionalFees?: boolean | null;
}

/** One line's prices as the estimate computed them. */
export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: {
    totalPriceAfterTax?: MultiCurrencyPrice;
    totalPriceBeforeTax?: MultiCurrencyPrice;
    totalDiscount?: MultiCurrencyPrice;
    price?: MultiCurrencyPrice;
    priceBeforeDiscounts?: MultiCurrencyPrice;
    lineItemPrice?: MultiCurrencyPrice;
    fullPrice?: MultiCurrencyPrice;
  };
  paymentOption?: PaymentOptionType;
}

/** The tax of an estimate or checkout. */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
}

/** A gift card applied to a checkout. */
export interface GiftCard {
  id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
  externalId?: string | null;
}

/**
 * A cart's estimate.
 *
 * @example
 * ```ts
 * const { priceSummary, calculationErrors } = await client.currentCart.estimateCurrentCartTotals();
 * ```
 */
export interface EstimatedTotals<Time = Date> {
  cart?: Cart<Time>;
  calculatedLineItems?: CalculatedLineItem[];
  priceSummary?: PriceSummary;
  giftCard?: GiftCard;
  taxSummary?: TaxSummary;
  shippingInfo?: ShippingInformation<Time>;
  appliedDiscounts?: AppliedDiscount[];
  calculationErrors?: CalculationErrors;
  weightUnit?: WeightUnit;
  currency?: string;
  /** What is paid now, when part of the price is paid later. */
  payNow?: PriceSummary;
  payLater?: PriceSummary;
  violations?: Violation[];
}
