/**
 * What each caller may see of the catalogue. Hidden products (`visible:
 * false`) exist only for merchants. Merchant-only fields (cost, profit and
 * margin on the product and on every variant, and the product's cost range)
 * are served only to a merchant who asks for them with
 * `includeMerchantSpecificData`; everyone else gets the document without them.
 * A variant's own `visible` flag is data (a storefront greys the choice out),
 * not access control. Products queries apply the same rule in SQL
 * (`without_merchant_data`, migration 007); test/catalog/reads/query-products-text.test.ts
 * checks that both agree.
 */
import type { Product, Variant } from "@vitrine/sdk/catalog";
import type { Principal } from "../http/endpoint.ts";
import { requestFlag } from "./reads/request-flag.ts";

/** Whether `principal` sees hidden products (merchants and apps do). */
export function seesHiddenProducts(principal: Principal): boolean {
  return principal.kind === "merchant";
}

/**
 * Whether merchant-only fields are served: the caller is a merchant and the
 * request sets `includeMerchantSpecificData` (`true`, or `"true"` from a flat
 * GET parameter).
 *
 * @example
 * ```ts
 * servesMerchantData(principal, payload.includeMerchantSpecificData);
 * ```
 */
export function servesMerchantData(principal: Principal, includeMerchantSpecificData: unknown): boolean {
  return principal.kind === "merchant" && requestFlag(includeMerchantSpecificData);
}

/** A variant without its merchant-only fields (unchanged when `merchantData`). */
export function variantForCaller<V extends Variant>(variant: V, merchantData: boolean): V {
  const stored = variant?.variant;
  if (merchantData || typeof stored !== "object" || stored === null || !("costAndProfitData" in stored))
    return variant;
  const { costAndProfitData: _cost, ...data } = stored;
  return { ...variant, variant: data };
}

/**
 * A product without its merchant-only fields (unchanged when `merchantData`).
 *
 * @example
 * ```ts
 * const { product } = { product: productForCaller(row.doc, servesMerchantData(principal, flag)) };
 * ```
 */
export function productForCaller<P extends Product<string>>(product: P, merchantData: boolean): P {
  if (merchantData) return product;
  const { costAndProfitData: _cost, costRange: _range, ...rest } = product;
  return {
    ...rest,
    ...(product.variants ? { variants: product.variants.map((v) => variantForCaller(v, false)) } : {}),
  } as P;
}
