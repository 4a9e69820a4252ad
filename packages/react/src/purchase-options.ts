/**
 * What a shopper settles on a product page besides its options: modifiers (a choice from a list,
 * or free text), a subscription plan, and whether a sold-out variant can be pre-ordered. Catalogue
 * v3 products carry all three; v1 products carry free-text fields only. A `ShopProduct` holds its
 * product's in `purchaseOptions`.
 */
import type { Product } from "@vitrine/sdk/catalog";

/** One modifier of a product: a choice from a list, or free text. */
export interface ProductModifier {
  /** The key the cart reference names it by (v3: the modifier's or its free-text key; v1: its title). */
  key: string;
  name: string;
  mandatory: boolean;
  kind: "choices" | "text";
  /** The choices of a `choices` modifier, by key and name. */
  choices: { key: string; name: string }[];
  /** The longest text a `text` modifier takes. */
  maxLength?: number;
}

/** One subscription plan a product offers. */
export interface SubscriptionPlan {
  id: string;
  title: string;
  description: string | null;
  /** e.g. `MONTH`, with `interval` 1: every month. */
  frequency: string;
  interval: number;
  /** How many payments, or `undefined` when it renews until cancelled. */
  billingCycles?: number;
  /** The discount, as shown: "10% off" or "5.00 off". */
  discount?: string;
}

/** Pre-order of a variant that is out of stock. */
export interface PreorderTerms {
  /** What the shopper is told, e.g. when it ships. */
  message: string | null;
}

/** The purchase options of a product. */
export interface PurchaseOptions {
  modifiers: ProductModifier[];
  subscriptions: SubscriptionPlan[];
  /** Whether it can also be bought once, without a plan. */
  allowOneTimePurchases: boolean;
  /** Pre-order terms by variant id, for the variants that take pre-orders. */
  preorder: Record<string, PreorderTerms>;
}

/** What a shopper settled: choice modifiers (key → choice key), free text (key → text), a plan's id. */
export interface PurchaseChoices {
  modifierChoices?: Record<string, string>;
  customTextFields?: Record<string, string>;
  subscriptionOptionId?: string;
}

/**
 * The purchase options of a v1 product: its free-text fields (keyed by title).
 *
 * @example
 * ```ts
 * const { modifiers } = purchaseOptionsOfV1(product); // [{ key: "Engraving", kind: "text", … }]
 * ```
 */
export function purchaseOptionsOfV1(product: Product): PurchaseOptions {
  return {
    modifiers: (product.customTextFields ?? []).map((field) => ({
      key: field.title ?? "",
      name: field.title ?? "",
      mandatory: field.mandatory ?? false,
      kind: "text",
      choices: [],
      ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
    })),
    subscriptions: [],
    allowOneTimePurchases: true,
    preorder: {},
  };
}
