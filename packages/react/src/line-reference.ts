/**
 * The catalogue reference of a line to add: the product, the chosen variant's own selection (a v3
 * variant's id, a v1 variant's choices, as `ShopVariant.selection` holds it) and what the shopper
 * settled beside it: free text (`customTextFields`), and on v3 the chosen modifiers (`options`,
 * modifier key → choice key) and a subscription plan (`subscriptionOptionId`).
 */
import { type CatalogReference, catalogReference, type ProductSelection } from "@vitrine/sdk/ecom";
import type { PurchaseChoices } from "./purchase-options.js";

const filled = (record: Record<string, string> | undefined): record is Record<string, string> =>
  record !== undefined && Object.keys(record).length > 0;

/**
 * The reference of product `productId` with `selection` and `purchase`, for a v1 or a v3 (`v3`)
 * store: modifiers and a subscription plan are v3's, so only a v3 line carries them.
 *
 * @example
 * ```ts
 * lineReference(product.id, variant.selection, { modifierChoices: { giftWrap: "yes" } }, true);
 * // { appId, catalogItemId, options: { variantId: "…", options: { giftWrap: "yes" } } }
 * ```
 */
export function lineReference(
  productId: string,
  selection: ProductSelection | null | undefined,
  purchase: PurchaseChoices | undefined,
  v3: boolean,
): CatalogReference {
  const reference = catalogReference(productId, selection ?? undefined);
  if (!purchase) return reference;
  const options: Record<string, unknown> = { ...(reference.options ?? {}) };
  if (filled(purchase.customTextFields)) options.customTextFields = { ...purchase.customTextFields };
  if (v3 && filled(purchase.modifierChoices)) options.options = { ...purchase.modifierChoices };
  if (v3 && purchase.subscriptionOptionId) options.subscriptionOptionId = purchase.subscriptionOptionId;
  return Object.keys(options).length > 0 ? { ...reference, options } : reference;
}
