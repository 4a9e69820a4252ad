/**
 * Which variant of a catalogue product a line item's `catalogReference`
 * names: `options: {options: {Size: "M"}}` (every option of the product
 * chosen), `options: {variantId}`, or nothing for a product without options.
 * A reference to another app, an unknown or hidden product, choices no
 * variant has, or a subscription plan the product does not offer is the
 * provider's `ITEM_NOT_FOUND_IN_CATALOG` (400); no plan for a product sold on
 * subscription only is `ONE_TIME_PURCHASE_NOT_ALLOWED` (400, the emulator's
 * code).
 */
import { ApplicationFailure } from "../../errors.ts";
import { type CatalogReference, isStoresAppId, STORES_APP_ID } from "../cart/cart-record.ts";
import type { CatalogItem, CatalogVariant } from "./catalog-item.ts";

/** The provider's code for a line naming nothing in the catalogue. */
export const ITEM_NOT_FOUND_IN_CATALOG = "ITEM_NOT_FOUND_IN_CATALOG";

/**
 * The 400 for a line naming nothing in the catalogue; `field` is the line's path.
 *
 * @example
 * ```ts
 * throw itemNotFound("lineItems[0]", reference, "Product p1 not found");
 * ```
 */
export function itemNotFound(field: string, reference: unknown, description: string): ApplicationFailure {
  return new ApplicationFailure(400, ITEM_NOT_FOUND_IN_CATALOG, description, {
    field,
    catalogReference: reference,
  });
}

/** The emulator's code for a one-time purchase of a product sold on subscription only. */
export const ONE_TIME_PURCHASE_NOT_ALLOWED = "ONE_TIME_PURCHASE_NOT_ALLOWED";

/** A named plan must be one of the product's visible plans; none named needs one-time purchases allowed. */
function checkPlan(item: CatalogItem, reference: CatalogReference, field: string): void {
  const planId = reference.options?.subscriptionOptionId;
  const subscriptions = item.subscriptions;
  if (planId !== undefined && !subscriptions?.plans.some((plan) => plan.id === planId))
    throw itemNotFound(field, reference, `Product ${item.id} has no subscription plan ${planId}`);
  if (planId === undefined && subscriptions && !subscriptions.allowOneTimePurchases)
    throw new ApplicationFailure(
      400,
      ONE_TIME_PURCHASE_NOT_ALLOWED,
      `Product ${item.id} is sold on subscription only; name one of its plans in catalogReference.options.subscriptionOptionId`,
      { field, catalogReference: reference },
    );
}

function sameChoices(a: Readonly<Record<string, string>>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The variant `reference` names in `item` (undefined: absent or hidden); throws the 400 when none.
 *
 * @example
 * ```ts
 * resolveVariant(item, { appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e", catalogItemId: "p1", options: { options: { Size: "M" } } }, "lineItems[0]").id;
 * ```
 */
export function resolveVariant(
  item: CatalogItem | undefined,
  reference: CatalogReference,
  field: string,
): CatalogVariant {
  if (!isStoresAppId(reference.appId))
    throw itemNotFound(
      field,
      reference,
      `App ${reference.appId} has no catalogue here; use the stores app id ${STORES_APP_ID}`,
    );
  if (!item) throw itemNotFound(field, reference, `Product ${reference.catalogItemId} not found`);
  const variants = item.variants;
  const chosen = reference.options;
  let variant: CatalogVariant | undefined;
  if (chosen?.variantId !== undefined) variant = variants.find((v) => v.id === chosen.variantId);
  else if (chosen?.options !== undefined && Object.keys(chosen.options).length > 0)
    variant = variants.find((v) => sameChoices(v.choices, chosen.options ?? {}));
  else if (variants.length === 1) variant = variants[0];
  if (!variant)
    throw itemNotFound(
      field,
      reference,
      `Product ${item.id} has no variant with ${JSON.stringify(chosen ?? {})}; choose one of each option`,
    );
  checkPlan(item, reference, field);
  return variant;
}
