/**
 * The rules a v3 product's subscription plans follow once the product is
 * whole (after an update's merge), with the provider's application errors
 * (400): plans only on a physical product (`INVALID_PRODUCT_TYPE_FOR_SUBSCRIPTION`),
 * each plan's id once (`SUBSCRIPTION_ID_ALREADY_EXISTS`), an amount off below
 * the lowest variant price (`INVALID_SUBSCRIPTION_DISCOUNT_AMOUNT`), and a
 * visible plan when the product is sold on subscription only
 * (`ERROR_ALL_SUBSCRIPTIONS_HIDDEN_FOR_SUBSCRIPTION_ONLY_PRODUCT`).
 */
import { ApplicationFailure } from "../../errors.ts";
import type { ProductDraft } from "./product-draft.ts";

function refuse(code: string, description: string, data: Record<string, unknown> = {}): never {
  throw new ApplicationFailure(400, code, description, data);
}

/**
 * Throws the 400 of the first rule `draft`'s subscription plans break (see the module comment).
 *
 * @example
 * ```ts
 * checkSubscriptionRules(draft);
 * ```
 */
export function checkSubscriptionRules(draft: ProductDraft): void {
  const details = draft.subscriptionDetails;
  const plans = details?.subscriptions ?? [];
  if (plans.length === 0) return;
  if (draft.productType !== "PHYSICAL")
    refuse(
      "INVALID_PRODUCT_TYPE_FOR_SUBSCRIPTION",
      `Only physical products are sold on subscription; this product is ${draft.productType}`,
    );
  const seen = new Set<string>();
  for (const plan of plans) {
    const id = plan.id ?? "";
    if (seen.has(id))
      refuse("SUBSCRIPTION_ID_ALREADY_EXISTS", `Subscription id ${id} is given twice`, {
        subscriptionId: id,
      });
    seen.add(id);
  }
  const lowest = Math.min(...draft.variants.map((variant) => Number(variant.actualPrice)));
  for (const plan of plans)
    if (plan.discount?.type === "AMOUNT" && Number(plan.discount.amountOff) >= lowest)
      refuse(
        "INVALID_SUBSCRIPTION_DISCOUNT_AMOUNT",
        `Subscription ${plan.title ?? ""} takes ${plan.discount.amountOff} off, not less than the lowest variant price ${lowest}`,
        { subscriptionId: plan.id, amountOff: plan.discount.amountOff },
      );
  if (!details?.allowOneTimePurchases && plans.every((plan) => plan.visible === false))
    refuse(
      "ERROR_ALL_SUBSCRIPTIONS_HIDDEN_FOR_SUBSCRIPTION_ONLY_PRODUCT",
      "A product sold on subscription only needs a visible subscription",
    );
}
