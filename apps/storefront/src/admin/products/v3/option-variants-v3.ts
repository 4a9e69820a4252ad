/**
 * A v3 product's options as the dashboard's options editor holds them (the v1 form's
 * `OptionFormValues`: name, drop-down or colour swatches, choices as text such as
 * `Red #c62828, Navy`), and what an update sends when they change: the options, and one variant
 * per combination of their choices. A variant that chooses as a combination does on every option
 * both have keeps its id (so its inventory item) and all it had (`variant-write-v3.ts`), once; a
 * new combination takes the price and cost of the variant it grew from, else the first variant's.
 */
import type { ConnectedOption, ProductV3, VariantV3 } from "@vitrine/sdk/catalog-v3";
import { formatChoices, type OptionFormValues, parseChoices } from "../product-form-values.ts";
import { variantWriteV3 } from "./variant-write-v3.ts";

/** One choice of a combination, by names. */
interface ChoiceNames {
  optionName: string;
  choiceName: string;
}

/**
 * The editor's options of `product`.
 *
 * @example
 * ```ts
 * optionFormsOf(shirt); // [{ name: "Size", optionType: "drop_down", choices: "S, M, L" }]
 * ```
 */
export function optionFormsOf(product: ProductV3): OptionFormValues[] {
  return (product.options ?? []).map((option) => {
    const swatches = option.optionRenderType === "SWATCH_CHOICES";
    return {
      name: option.name ?? "",
      optionType: swatches ? "color" : "drop_down",
      choices: formatChoices(
        (option.choicesSettings?.choices ?? []).map((choice) => ({
          description: choice.name ?? "",
          value: (swatches ? choice.colorCode : undefined) ?? choice.name ?? "",
        })),
      ),
    };
  });
}

/**
 * The options of an update, from the editor's: by name (the store reuses an option of that name
 * and adds the choices it lacks), a swatch choice with its colour.
 *
 * @example
 * ```ts
 * optionsPayload([{ name: "Colour", optionType: "color", choices: "Red #c62828" }]);
 * // [{ name: "Colour", optionRenderType: "SWATCH_CHOICES", choicesSettings: { choices: [{ name: "Red", colorCode: "#c62828" }] } }]
 * ```
 */
export function optionsPayload(options: readonly OptionFormValues[]): ConnectedOption[] {
  return options.map((option) => {
    const swatches = option.optionType === "color";
    return {
      name: option.name.trim(),
      optionRenderType: swatches ? "SWATCH_CHOICES" : "TEXT_CHOICES",
      choicesSettings: {
        choices: parseChoices(option.choices).map(({ description = "", value }) => ({
          name: description,
          ...(swatches && value?.startsWith("#") ? { colorCode: value } : {}),
        })),
      },
    };
  });
}

/** Every combination of one choice per option (one empty combination without options). */
function combinations(options: readonly ConnectedOption[]): ChoiceNames[][] {
  return options.reduce<ChoiceNames[][]>(
    (combos, option) =>
      combos.flatMap((combo) =>
        (option.choicesSettings?.choices ?? []).map((choice) => [
          ...combo,
          { optionName: option.name ?? "", choiceName: choice.name ?? "" },
        ]),
      ),
    [[]],
  );
}

/** Whether `variant` chooses as `combo` does on every option both have. */
function grewInto(variant: VariantV3, combo: readonly ChoiceNames[]): boolean {
  return (variant.choices ?? []).every(({ optionChoiceNames: names }) => {
    const same = combo.find((choice) => choice.optionName === names?.optionName);
    return !same || same.choiceName === names?.choiceName;
  });
}

/**
 * The variants of `product` under `options`: one per combination of their choices.
 *
 * @example
 * ```ts
 * variantsForOptions(mug, optionsPayload([{ name: "Colour", optionType: "drop_down", choices: "Sand, Slate" }]));
 * // [{ id: <the mug's variant>, choices: [Colour: Sand], price }, { choices: [Colour: Slate], price }]
 * ```
 */
export function variantsForOptions(product: ProductV3, options: readonly ConnectedOption[]): VariantV3[] {
  const existing = product.variantsInfo?.variants ?? [];
  const kept = new Set<string>();
  return combinations(options).map((combo) => {
    const from = existing.find((variant) => grewInto(variant, combo));
    const keeps = from?.id && !kept.has(from.id) ? from.id : undefined;
    if (keeps) kept.add(keeps);
    if (keeps && from) return variantWriteV3(from, { choices: combo });
    const source = from ?? existing[0];
    const price = source?.price;
    const cost = source?.revenueDetails?.cost?.amount;
    return {
      choices: combo.map((choice) => ({ optionChoiceNames: choice })),
      price: {
        actualPrice: { amount: price?.actualPrice?.amount ?? "0" },
        ...(price?.compareAtPrice?.amount ? { compareAtPrice: price.compareAtPrice } : {}),
      },
      ...(cost ? { revenueDetails: { cost: { amount: cost } } } : {}),
    };
  });
}
