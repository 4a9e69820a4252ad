/**
 * Pure helpers of variant selection: which variant a set of choices picks, and what a choice's
 * availability is (from the options availability answer, else from the product itself).
 */
import type { Choice, OptionsAvailability, ProductOption } from "@vitrine/sdk/catalog";
import type { ShopProduct, ShopVariant } from "./shop-product/shop-product.js";

/** Chosen options: option name → choice description (`{ Size: "M", Color: "Navy" }`). */
export type Choices = Readonly<Record<string, string>>;

/** A choice as a picker shows it. */
export interface ChoiceState {
  /** The choice's description: what `select` takes and variants are keyed by. */
  description: string;
  /** The choice's value (a colour's swatch, or the same text). */
  value: string;
  selected: boolean;
  /** Some variant with this choice and the other current choices is visible and in stock. */
  available: boolean;
}

/** An option as a picker shows it. */
export interface OptionState {
  name: string;
  optionType: ProductOption["optionType"];
  choices: ChoiceState[];
  /** The chosen choice's description, if any. */
  selected: string | undefined;
}

/** Whether every option of the product has a choice. */
export function isComplete(product: ShopProduct, choices: Choices): boolean {
  return product.options.every((option) => choices[option.name ?? ""] !== undefined);
}

/** The variant matching every choice, when the selection is complete. */
export function findVariant(product: ShopProduct, choices: Choices): ShopVariant | undefined {
  if (!isComplete(product, choices)) return undefined;
  const names = product.options.map((option) => option.name ?? "");
  return product.variants.find((variant) => names.every((name) => variant.choices[name] === choices[name]));
}

function choiceFromAnswer(
  answer: OptionsAvailability | undefined,
  optionName: string,
  description: string,
): Choice | undefined {
  return answer?.productOptions
    ?.find((option) => option.name === optionName)
    ?.choices?.find((choice) => choice.description === description);
}

/** The options with each choice's selection and availability. */
export function optionStates(
  product: ShopProduct,
  choices: Choices,
  answer: OptionsAvailability | undefined,
): OptionState[] {
  return product.options.map((option) => {
    const name = option.name ?? "";
    return {
      name,
      optionType: option.optionType,
      selected: choices[name],
      choices: (option.choices ?? []).map((choice) => {
        const description = choice.description ?? "";
        const known = choiceFromAnswer(answer, name, description) ?? choice;
        return {
          description,
          value: choice.value ?? description,
          selected: choices[name] === description,
          available: known.inStock !== false && known.visible !== false,
        };
      }),
    };
  });
}
