/**
 * A variant's `subscriptionPricesInfo` (requested field `SUBSCRIPTION_PRICES_INFO`): its price
 * on each of the product's subscription plans, the plan's discount taken off the variant's actual
 * price (`planUnitCents`, which also prices a cart line bought on that plan). A product without
 * plans gives an empty list.
 */
import { adjustedAmount, type Subscription } from "@vitrine/sdk/catalog";
import { toCents } from "../../catalog-core/model/money.ts";
import { amountOfNumber } from "../model/amount.ts";

/** The wire `subscriptionPricesInfo` of a variant. */
export interface SubscriptionPricesInfo {
  subscriptionPrices: { subscriptionId?: string; price: { amount: string } }[];
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
