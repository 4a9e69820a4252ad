/**
 * The purchase options of a catalogue v3 product: its modifiers (choices by key, free text by its
 * free-text key, as the v3 cart reference names them), its visible subscription plans, and the
 * variants that take pre-orders (from each variant's inventory status and inventory item).
 */
import type { InventoryItemV3, ProductV3, Subscription } from "@vitrine/sdk/catalog-v3";
import type {
  PreorderTerms,
  ProductModifier,
  PurchaseOptions,
  SubscriptionPlan,
} from "../purchase-options.js";

type ServedModifier = NonNullable<ProductV3["modifiers"]>[number] & {
  key?: string;
  freeTextSettings?: { key?: string; maxCharCount?: number };
};

type ServedVariant = {
  id?: string | null;
  inventoryStatus?: { inStock?: boolean; preorderEnabled?: boolean };
};

function modifier(source: ServedModifier): ProductModifier {
  const name = source.name ?? source.freeTextSettings?.title ?? "";
  if (source.modifierRenderType === "FREE_TEXT") {
    const max = source.freeTextSettings?.maxCharCount;
    return {
      key: source.freeTextSettings?.key ?? source.key ?? name,
      name,
      mandatory: source.mandatory === true,
      kind: "text",
      choices: [],
      ...(max === undefined ? {} : { maxLength: max }),
    };
  }
  return {
    key: source.key ?? name,
    name,
    mandatory: source.mandatory === true,
    kind: "choices",
    choices: (source.choicesSettings?.choices ?? []).map((choice) => ({
      key: choice.key ?? choice.name ?? "",
      name: choice.name ?? choice.key ?? "",
    })),
  };
}

function discountText(discount: Subscription["discount"]): string | undefined {
  if (discount?.type === "PERCENT" && discount.percentOff) return `${discount.percentOff}% off`;
  if (discount?.type === "AMOUNT" && discount.amountOff && Number(discount.amountOff) > 0)
    return `${discount.amountOff} off`;
  return undefined;
}

function plan(source: Subscription): SubscriptionPlan {
  const discount = discountText(source.discount);
  return {
    id: source.id ?? "",
    title: source.title ?? "",
    description: source.description ?? null,
    frequency: source.frequency ?? "MONTH",
    interval: source.interval ?? 1,
    ...(source.autoRenewal === true || source.billingCycles === undefined
      ? {}
      : { billingCycles: source.billingCycles }),
    ...(discount ? { discount } : {}),
  };
}

/**
 * The purchase options of `product`, with pre-order messages from its `inventoryItems` when read.
 *
 * @example
 * ```ts
 * purchaseOptionsFromV3(product, items).modifiers; // [{ key: "giftWrap", kind: "choices", … }]
 * ```
 */
export function purchaseOptionsFromV3(
  product: ProductV3 & { variantsInfo?: { variants?: ServedVariant[] } },
  inventoryItems: readonly InventoryItemV3[],
): PurchaseOptions {
  const details = product.subscriptionDetails;
  const preorder: Record<string, PreorderTerms> = {};
  for (const variant of product.variantsInfo?.variants ?? []) {
    const item = inventoryItems.find((i) => i.variantId === variant.id);
    const enabled = item?.preorderInfo?.enabled ?? variant.inventoryStatus?.preorderEnabled;
    if (variant.id && enabled) preorder[variant.id] = { message: item?.preorderInfo?.message ?? null };
  }
  return {
    modifiers: ((product.modifiers ?? []) as ServedModifier[]).map(modifier),
    subscriptions: (details?.subscriptions ?? []).filter((s) => s.visible !== false).map(plan),
    allowOneTimePurchases: details?.allowOneTimePurchases !== false,
    preorder,
  };
}
