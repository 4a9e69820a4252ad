/**
 * A product write's variants aligned with its options: each variant's choices matched to the
 * options by names or ids, checked as the provider checks them, and drafted over the stored
 * variant of the same id.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import type { ProductDraft, VariantDraft } from "../model/product-draft.ts";
import type { VariantInput } from "../model/variant-input.ts";

/** A refusal of the product's options and variants. */
const invalidVariants = (code: string, description: string, data: Record<string, unknown> = {}) =>
  new ApplicationFailure(400, code, description, data);

/**
 * The variants of a write aligned with the product's options, as the provider checks them: one
 * combination of choices each, none twice, every option chosen; a sent variant replaces the stored
 * one of its id whole (keeping its inventory item), and what it leaves out is cleared.
 *
 * @example
 * ```ts
 * const variants = alignVariants(patch.variants, options, base);
 * ```
 */
export function alignVariants(
  inputs: readonly VariantInput[],
  options: ProductDraft["options"],
  base: ProductDraft | undefined,
): VariantDraft[] {
  const existing = new Map((base?.variants ?? []).map((v) => [v.id, v]));
  const combinations = new Set<string>();
  if (options.length === 0 && inputs.length > 1)
    throw invalidVariants("INVALID_DEFAULT_VARIANT", "A product without options has exactly one variant.");
  return inputs.map((input, index) => {
    const names = input.choices.map((choice) => {
      const option = options.find((o) =>
        choice.optionId !== undefined ? o.id === choice.optionId : o.name === choice.optionName,
      );
      const known = option?.choicesSettings?.choices?.find((c) =>
        choice.choiceId !== undefined ? c.choiceId === choice.choiceId : c.name === choice.choiceName,
      );
      if (!option || !known)
        throw invalidVariants(
          "VARIANTS_ARE_NOT_ALIGNED_WITH_PRODUCT",
          `Variant ${index} names a choice the product's options do not have.`,
          { variantIndex: index },
        );
      return { optionName: option.name ?? "", choiceName: known.name ?? "" };
    });
    const missing = options.filter((o) => !names.some((n) => n.optionName === o.name));
    if (missing.length > 0 || names.length !== options.length)
      throw invalidVariants(
        "MISSING_VARIANT_OPTION_CHOICE",
        `Variant ${index} needs exactly one choice of each option (${options.map((o) => o.name).join(", ")}).`,
        { variantIndex: index },
      );
    const combination = options
      .map((o) => names.find((n) => n.optionName === o.name)?.choiceName)
      .join("\u0000");
    if (combinations.has(combination))
      throw invalidVariants(
        "DUPLICATE_VARIANT_OPTION_CHOICE",
        `Variant ${index} repeats another variant's choices.`,
        {
          variantIndex: index,
        },
      );
    combinations.add(combination);
    if (input.id !== undefined && !existing.has(input.id) && base)
      throw invalidField(
        `product.variantsInfo.variants[${index}].id`,
        `the product has no variant ${input.id}`,
        "NOT_FOUND",
      );
    return {
      id: input.id ?? randomUUID(),
      visible: input.visible ?? true,
      sku: input.sku ?? null,
      barcode: input.barcode ?? null,
      choices: names,
      actualPrice: input.actualPrice,
      ...(input.compareAtPrice !== undefined ? { compareAtPrice: input.compareAtPrice } : {}),
      ...(input.cost !== undefined ? { cost: input.cost } : {}),
      ...(input.weight !== undefined ? { weight: input.weight } : {}),
      ...(input.stock !== undefined ? { stock: input.stock } : {}),
    };
  });
}
