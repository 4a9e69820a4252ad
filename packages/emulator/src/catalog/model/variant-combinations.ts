/**
 * Variants from options: one variant per combination of choices (the
 * cartesian product), or the single default variant when there are no
 * options. Variants whose choices already existed keep their id and data.
 */
import type { ProductOption } from "@vitrine/sdk/catalog";
import { DEFAULT_VARIANT_ID, type VariantDocument } from "./product-document.ts";

/** Produces fresh variant ids (injected so tests and seeds are deterministic). */
export type IdSource = () => string;

function choiceKey(choices: Record<string, string>): string {
  return JSON.stringify(Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Every combination of the options' choices, as `{optionName: choiceDescription}`.
 *
 * @example
 * ```ts
 * choiceCombinations([{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }]);
 * // [{ Size: "S" }, { Size: "M" }]
 * ```
 */
export function choiceCombinations(options: readonly ProductOption[]): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const option of options) {
    const name = option.name ?? "";
    combinations = combinations.flatMap((partial) =>
      (option.choices ?? []).map((choice) => ({ ...partial, [name]: choice.description ?? "" })),
    );
  }
  return combinations;
}

/**
 * The variants a product with these options has, reusing `existing` variants with the same choices.
 *
 * @example
 * ```ts
 * buildVariants([], [], randomUUID); // [{ id: "00000000-0000-0000-0000-000000000000", choices: {} }]
 * ```
 */
export function buildVariants(
  options: readonly ProductOption[],
  existing: readonly VariantDocument[],
  newId: IdSource,
): VariantDocument[] {
  if (options.length === 0) {
    const previous = existing.find((v) => Object.keys(v.choices).length === 0);
    return [previous ?? { id: DEFAULT_VARIANT_ID, choices: {} }];
  }
  const byChoices = new Map(existing.map((v) => [choiceKey(v.choices), v]));
  return choiceCombinations(options).map(
    (choices) => byChoices.get(choiceKey(choices)) ?? { id: newId(), choices },
  );
}
