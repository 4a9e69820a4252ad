/**
 * What the v3 demo sells beyond the v1 demo's shape: modifiers (a gift-wrap choice and an
 * engraving text on the stoneware mug), subscription plans (the Ethiopia coffee beans, also sold
 * once) and pre-order (the enamel Dutch oven, sold out), by product slug, so a v3 shop's product
 * pages show them on the same products.
 */
import type { ConnectedModifier, SubscriptionDetails } from "@vitrine/sdk/catalog";
import { deterministicId } from "../catalog-v3/model/deterministic-id.ts";

/** The purchase options of one demo product. */
export interface DemoPurchaseOptions {
  modifiers?: ConnectedModifier[];
  subscriptionDetails?: SubscriptionDetails;
  /** Pre-order of every variant while out of stock, with what the shopper is told. */
  preorder?: { message: string };
}

const DEMO_PURCHASE_OPTIONS: Readonly<Record<string, DemoPurchaseOptions>> = {
  "stoneware-mug": {
    modifiers: [
      {
        key: "giftWrap",
        name: "Gift wrap",
        mandatory: false,
        modifierRenderType: "TEXT_CHOICES",
        choicesSettings: {
          choices: [
            { key: "no", name: "No", choiceType: "CHOICE_TEXT" },
            { key: "yes", name: "Yes", choiceType: "CHOICE_TEXT" },
          ],
        },
      },
      {
        key: "engraving",
        name: "Engraving",
        mandatory: false,
        modifierRenderType: "FREE_TEXT",
        freeTextSettings: { minCharCount: 0, maxCharCount: 30, title: "Engraving" },
      },
    ],
  },
  "enamel-dutch-oven": { preorder: { message: "Back in the kitchen in early March." } },
  "ethiopia-coffee-beans": {
    subscriptionDetails: {
      allowOneTimePurchases: true,
      subscriptions: [
        {
          id: deterministicId("subscription:ethiopia-coffee-beans:monthly"),
          title: "Monthly",
          description: "A fresh bag every month",
          visible: true,
          frequency: "MONTH",
          interval: 1,
          autoRenewal: true,
          discount: { type: "PERCENT", percentOff: 10 },
        },
        {
          id: deterministicId("subscription:ethiopia-coffee-beans:fortnightly"),
          title: "Every 2 weeks",
          description: "Six bags, one every two weeks",
          visible: true,
          frequency: "WEEK",
          interval: 2,
          billingCycles: 6,
        },
      ],
    },
  },
};

/**
 * The purchase options the v3 demo gives the product `slug` (none for most).
 *
 * @example
 * ```ts
 * demoPurchaseOptions("stoneware-mug").modifiers?.length; // 2
 * ```
 */
export function demoPurchaseOptions(slug: string): DemoPurchaseOptions {
  return DEMO_PURCHASE_OPTIONS[slug] ?? {};
}
