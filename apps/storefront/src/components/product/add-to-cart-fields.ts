/**
 * The product page's "Add to cart" as form fields, so it works as a plain form post without
 * JavaScript: the names of its fields (an option by its own name, `Size=M`, so a choice is also a
 * link's query; modifiers, free text, the subscription plan, the quantity), the choices a URL
 * carries, and what a posted form asks for, checked against the product (a choice or variant it
 * does not have, a quantity that is not a whole number in range, a mandatory field left empty
 * are refused with the message the page shows).
 */
import {
  findVariant,
  onlyVariant,
  type PurchaseChoices,
  type ShopProduct,
  type ShopVariant,
} from "@vitrine/react";

/** The most units one "Add to cart" adds when the stock is not counted. */
export const MAX_AT_ONCE = 99;

/** The names of the form's fields besides the options'. */
export const ADD_FIELDS = {
  quantity: "quantity",
  /** A choice modifier: `modifier.<key>`. */
  modifier: (key: string) => `modifier.${key}`,
  /** A free-text modifier: `text.<key>`. */
  text: (key: string) => `text.${key}`,
  /** The subscription plan's id ("" for a one-time purchase). */
  plan: "plan",
} as const;

/** The query parameter of the product page that says how many units were just added. */
export const ADDED_PARAM = "added";

/** Something that reads fields by name (`URLSearchParams`, `FormData`). */
interface Fields {
  get(name: string): FormDataEntryValue | null;
}

/** The text of field `name`, or `undefined` when absent or not text. */
function text(fields: Fields, name: string): string | undefined {
  const value = fields.get(name);
  return typeof value === "string" ? value : undefined;
}

/** The options of `product` that `fields` choose (option name → choice description), the known ones only. */
export function choicesIn(product: ShopProduct, fields: Fields): Record<string, string> {
  const choices: Record<string, string> = {};
  for (const option of product.options) {
    const name = option.name ?? "";
    const chosen = text(fields, name);
    if (chosen !== undefined && option.choices?.some((choice) => choice.description === chosen))
      choices[name] = chosen;
  }
  return choices;
}

/** What a posted "Add to cart" asks for, once checked. */
export interface AddToCartRequest {
  choices: Record<string, string>;
  /** The chosen variant (a product without options: `undefined`, its only variant is meant). */
  variant: ShopVariant | undefined;
  purchase: PurchaseChoices;
  quantity: number;
}

/** The modifiers and plan of a posted form, or the message of the first one refused. */
function purchaseIn(product: ShopProduct, fields: Fields): PurchaseChoices | string {
  const { modifiers, subscriptions, allowOneTimePurchases } = product.purchaseOptions;
  const purchase: PurchaseChoices = {};
  for (const modifier of modifiers) {
    const name = modifier.name.toLowerCase();
    if (modifier.kind === "choices") {
      const key = text(fields, ADD_FIELDS.modifier(modifier.key)) ?? "";
      if (key && !modifier.choices.some((choice) => choice.key === key))
        return `Choose a ${name} from the list.`;
      if (key) purchase.modifierChoices = { ...purchase.modifierChoices, [modifier.key]: key };
      else if (modifier.mandatory) return `Choose ${name} to add this to your cart.`;
    } else {
      const value = (text(fields, ADD_FIELDS.text(modifier.key)) ?? "").trim();
      if (modifier.maxLength !== undefined && value.length > modifier.maxLength)
        return `The ${name} may be at most ${modifier.maxLength} characters long.`;
      if (value) purchase.customTextFields = { ...purchase.customTextFields, [modifier.key]: value };
      else if (modifier.mandatory) return `Fill in ${name} to add this to your cart.`;
    }
  }
  const plan = text(fields, ADD_FIELDS.plan) ?? "";
  if (plan && !subscriptions.some((candidate) => candidate.id === plan))
    return "Choose a plan from the list.";
  if (plan) purchase.subscriptionOptionId = plan;
  else if (!allowOneTimePurchases && subscriptions.length > 0)
    return "Choose a subscription plan to add this to your cart.";
  return purchase;
}

/**
 * The "Add to cart" that `fields` (a posted form) ask of `product`, or the message saying why it
 * cannot be done as asked.
 *
 * @example
 * ```ts
 * const asked = addToCartRequest(product, await request.formData());
 * if (typeof asked === "string") return data({ failure: asked }, 400);
 * ```
 */
export function addToCartRequest(product: ShopProduct, fields: Fields): AddToCartRequest | string {
  const choices = choicesIn(product, fields);
  const missing = product.options
    .filter((option) => choices[option.name ?? ""] === undefined)
    .map((option) => (option.name ?? "").toLowerCase());
  if (missing.length > 0) return `Choose ${missing.join(" and ")} to add this to your cart.`;
  const variant = product.options.length > 0 ? findVariant(product, choices) : undefined;
  if (product.options.length > 0 && !variant)
    return "This choice is not sold, so it cannot be added to your cart.";
  const typed = (text(fields, ADD_FIELDS.quantity) ?? "").trim();
  const quantity = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  if (!(quantity >= 1 && quantity <= MAX_AT_ONCE))
    return `Enter a quantity from 1 to ${MAX_AT_ONCE} to add this to your cart.`;
  const purchase = purchaseIn(product, fields);
  if (typeof purchase === "string") return purchase;
  const stock = variant?.stock ?? product.stock;
  const preorder = product.purchaseOptions.preorder[(variant ?? onlyVariant(product))?.id ?? ""];
  if ((!stock.inStock || variant?.visible === false) && !preorder)
    return "This choice is sold out, so it cannot be added to your cart.";
  return { choices, variant, purchase, quantity };
}

/** How many units the product page's URL says were just added, if it says so. */
export function addedIn(search: URLSearchParams): number | undefined {
  const added = Number(search.get(ADDED_PARAM));
  return Number.isInteger(added) && added >= 1 && added <= MAX_AT_ONCE ? added : undefined;
}
