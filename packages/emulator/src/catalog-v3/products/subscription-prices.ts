/**
 * A variant's `subscriptionPricesInfo` (requested field `SUBSCRIPTION_PRICES_INFO`): its price
 * on each of the product's subscription plans, the plan's discount taken off the variant's actual
 * price exactly as a cart line bought on that plan is priced (`planUnitCents`). A product without
 * plans gives an empty list.
 */
import type { Subscription } from "@vitrine/sdk/catalog";
import { planUnitCents } from "../../ecom/pricing/subscription-plan.ts";
import { toCents } from "../../ecom/pricing/wire-money.ts";
import { amountOfNumber } from "../model/amount.ts";

/** The wire `subscriptionPricesInfo` of a variant. */
export interface SubscriptionPricesInfo {
  subscriptionPrices: { subscriptionId?: string; price: { amount: string } }[];
}

/**
 * The `subscriptionPricesInfo` of a variant whose actual price is `actualAmount`, on `plans`.
 *
 * @example
 * ```ts
 * subscriptionPricesInfo([{ id: "p1", discount: { type: "PERCENT", percentOff: 10 } }], "18");
 * // { subscriptionPrices: [{ subscriptionId: "p1", price: { amount: "16.2" } }] }
 * ```
 */
export function subscriptionPricesInfo(
  plans: readonly Subscription[] | undefined,
  actualAmount: string | undefined,
): SubscriptionPricesInfo {
  const unitCents = toCents(Number(actualAmount ?? 0));
  return {
    subscriptionPrices: (plans ?? []).map((plan) => ({
      ...(plan.id ? { subscriptionId: plan.id } : {}),
      price: { amount: amountOfNumber(planUnitCents(unitCents, plan) / 100) },
    })),
  };
}
