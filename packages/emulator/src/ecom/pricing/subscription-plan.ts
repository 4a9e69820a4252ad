/**
 * A cart line bought on a subscription plan of a v3 product: the plan the
 * line's `catalogReference.options.subscriptionOptionId` names and the plan
 * as the provider's line item shows it (`subscriptionOptionInfo`). The unit
 * price on the plan is the catalogue's (`planUnitCents`,
 * `src/catalog-v3/products/subscription-prices.ts`).
 */
import type { Subscription } from "@vitrine/sdk/catalog";
import type { CatalogReference } from "../cart/cart-record.ts";
import type { CatalogItem } from "./catalog-item.ts";

/** The line's `subscriptionOptionInfo` (the provider's cart line item field). */
export interface SubscriptionOptionInfo {
  subscriptionSettings: {
    frequency: NonNullable<Subscription["frequency"]>;
    interval: number;
    autoRenewal: boolean;
    billingCycles?: number;
  };
  title: { original: string; translated: string };
  description?: { original: string; translated: string };
}

/**
 * The plan of `item` that `reference` names (undefined: none named, or the product has no such plan).
 *
 * @example
 * ```ts
 * const plan = chosenPlan(item, line.catalogReference);
 * ```
 */
export function chosenPlan(
  item: CatalogItem | undefined,
  reference: CatalogReference,
): Subscription | undefined {
  const id = reference.options?.subscriptionOptionId;
  if (id === undefined) return undefined;
  return item?.subscriptions?.plans.find((plan) => plan.id === id);
}

/**
 * The `subscriptionOptionInfo` of a line bought on `plan`.
 *
 * @example
 * ```ts
 * subscriptionOptionInfo(plan).subscriptionSettings.frequency; // "MONTH"
 * ```
 */
export function subscriptionOptionInfo(plan: Subscription): SubscriptionOptionInfo {
  const title = plan.title ?? "";
  return {
    subscriptionSettings: {
      frequency: plan.frequency ?? "MONTH",
      interval: plan.interval ?? 1,
      autoRenewal: plan.billingCycles === undefined,
      ...(plan.billingCycles !== undefined ? { billingCycles: plan.billingCycles } : {}),
    },
    title: { original: title, translated: title },
    ...(plan.description
      ? { description: { original: plan.description, translated: plan.description } }
      : {}),
  };
}
