/** Merchant-only cost and profit of a v1 product or variant (hidden from visitors and members). */

/**
 * Cost and profit; sent only to merchant and app credentials with `includeMerchantSpecificData`.
 *
 * @example
 * ```ts
 * const margin = product.costAndProfitData?.profitMargin; // 0.4 = 40 %
 * ```
 */
export interface CostAndProfitData {
  itemCost?: number | null;
  formattedItemCost?: string;
  profit?: number;
  formattedProfit?: string;
  profitMargin?: number;
}
