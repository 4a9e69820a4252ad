/**
 * The catalogue reference of a line to add: the product, its variant (on a v3 store by the
 * variant's id, as the v3 carts take it) and what the shopper settled beside the options: free
 * text (`customTextFields`), and on v3 the chosen modifiers (`options`, modifier key → choice key)
 * and a subscription plan (`subscriptionOptionId`).
 */
import type { Product } from "@vitrine/sdk/catalog";
import { type CatalogReference, catalogReference, type ProductSelection } from "@vitrine/sdk/ecom";
import { variantIdSelection } from "./catalog-v3-adapter/selection.js";
import type { PurchaseChoices } from "./purchase-options.js";

/** The product as a line names it: its id, or a product with its variants. */
export type LineProduct = string | { id?: string | null; variants?: Product["variants"] };

const filled = (record: Record<string, string> | undefined): record is Record<string, string> =>
  record !== undefined && Object.keys(record).length > 0;

/** On v3 a line always names its variant: a product's only variant when nothing was chosen. */
function v3Selection(product: LineProduct, selection: ProductSelection | undefined) {
  const only = typeof product === "string" ? undefined : product.variants;
  if (!selection && only?.length === 1 && only[0]?.id) return { variantId: only[0].id };
  return variantIdSelection(product, selection);
}

/**
 * The reference of `product` with `selection` and `purchase`, for a v1 or a v3 (`v3`) store.
 *
 * @example
 * ```ts
 * lineReference(product, { options: { Size: "M" } }, { modifierChoices: { giftWrap: "yes" } }, true);
 * // { appId, catalogItemId, options: { variantId: "…", options: { giftWrap: "yes" } } }
 * ```
 */
export function lineReference(
  product: LineProduct,
  selection: ProductSelection | undefined,
  purchase: PurchaseChoices | undefined,
  v3: boolean,
): CatalogReference {
  const chosen =
    v3 && purchase
      ? v3Selection(product, selection)
      : v3
        ? variantIdSelection(product, selection)
        : selection;
  const reference = catalogReference(product, chosen);
  if (!purchase) return reference;
  const options: Record<string, unknown> = { ...(reference.options ?? {}) };
  if (filled(purchase.customTextFields)) options.customTextFields = { ...purchase.customTextFields };
  if (v3 && filled(purchase.modifierChoices)) options.options = { ...purchase.modifierChoices };
  if (v3 && purchase.subscriptionOptionId) options.subscriptionOptionId = purchase.subscriptionOptionId;
  return Object.keys(options).length > 0 ? { ...reference, options } : reference;
}
