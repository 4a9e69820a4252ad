/**
 * A cart line bought on a subscription plan of a v3 product: the plan the
 * line's `catalogReference.options.subscriptionOptionId` names, the unit
 * price with the plan's discount (a percentage or an amount off the
 * variant's price, with the catalogue's rounding, never below zero), and the
 * plan as the provider's line item shows it (`subscriptionOptionInfo`).
 */
import { adjustedAmount, type Subscription } from "@vitrine/sdk/catalog";
import type { CatalogReference } from "../cart/cart-record.ts";
import type { CatalogItem } from "./catalog-item.ts";
import { toCents } from "./wire-money.ts";

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
 * The unit price in cents on `plan`: `unitCents` less the plan's discount, at least 0.
 *
 * @example
 * ```ts
 * planUnitCents(1800, { discount: { type: "PERCENT", percentOff: 10 } }); // 1620
 * planUnitCents(1800, { discount: { type: "AMOUNT", amountOff: "2.5" } }); // 1550
 * ```
 */
export function planUnitCents(unitCents: number, plan: Pick<Subscription, "discount">): number {
  const discount = plan.discount;
  const price = unitCents / 100;
  if (discount?.type === "PERCENT" && discount.percentOff !== undefined)
    return Math.max(0, toCents(adjustedAmount(price, { percentage: { rate: -discount.percentOff } })));
  if (discount?.type === "AMOUNT" && discount.amountOff !== undefined)
    return Math.max(0, toCents(adjustedAmount(price, { amount: -Number(discount.amountOff) })));
  return unitCents;
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
