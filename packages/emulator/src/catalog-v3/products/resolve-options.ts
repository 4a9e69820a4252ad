/**
 * A product write's options resolved onto customizations: by id, else the store's option of that
 * name, else a new one, with missing choices added; the product's options then name their
 * customization and choices as the provider shows them.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import {
  CUSTOMIZATION_COLUMNS,
  type Customization,
  type CustomizationRow,
  customizationOfRow,
  insertCustomization,
  keyOf,
  loadCustomization,
} from "../customizations/customization-rows.ts";
import type { OptionInput } from "../model/option-input.ts";

/** A refusal of the product's options and variants. */
const invalidVariants = (code: string, description: string, data: Record<string, unknown> = {}) =>
  new ApplicationFailure(400, code, description, data);

/** The customization behind an option: by id, else the option of that name, else a new one; missing choices are added. */
async function optionCustomization(
  tx: Queryable,
  option: OptionInput,
  index: number,
  now: string,
): Promise<Customization> {
  const at = `product.options[${index}]`;
  let customization: Customization | undefined;
  if (option.id !== undefined) {
    customization = await loadCustomization(tx, option.id, { forUpdate: true });
    if (customization?.customizationType !== "PRODUCT_OPTION")
      throw invalidField(`${at}.id`, `no product option customization has id ${option.id}`, "NOT_FOUND");
  } else {
    const [row] = await tx.query<CustomizationRow>(
      `select ${CUSTOMIZATION_COLUMNS} from v3_customizations e
       where e.name = $1 and e.customization_type = 'PRODUCT_OPTION' and e.render_type = $2
       order by e.created_date, e.id limit 1 for update`,
      [option.name, option.renderType],
    );
    customization = row ? customizationOfRow(row) : undefined;
  }
  const swatch = (customization?.customizationRenderType ?? option.renderType) === "SWATCH_CHOICES";
  const known = customization?.choicesSettings?.choices ?? [];
  const added = option.choices
    .filter((choice) => !known.some((k) => k.name === choice.name))
    .map((choice) => ({
      id: randomUUID(),
      choiceType: swatch ? ("ONE_COLOR" as const) : ("CHOICE_TEXT" as const),
      key: keyOf(choice.name),
      name: choice.name,
      ...(swatch ? { colorCode: choice.colorCode ?? "#000000" } : {}),
    }));
  if (!customization)
    return insertCustomization(
      tx,
      {
        id: randomUUID(),
        name: option.name ?? "",
        customizationType: "PRODUCT_OPTION",
        customizationRenderType: option.renderType,
        choicesSettings: { choices: added },
      },
      now,
    );
  if (added.length === 0) return customization;
  const choices = [...known, ...added];
  await tx.query(
    "update v3_customizations set settings = $2, revision = revision + 1, updated_date = $3 where id = $1",
    [customization.id, JSON.stringify({ choicesSettings: { choices } }), now],
  );
  return { ...customization, choicesSettings: { choices } };
}

/**
 * The options of a write resolved onto the store's customizations, each choice with its id when it
 * has one and its key; an option listed twice is refused.
 *
 * @example
 * ```ts
 * const options = await resolveOptions(tx, patch.options, now);
 * ```
 */
export async function resolveOptions(tx: Queryable, options: readonly OptionInput[], now: string) {
  const names = new Set<string>();
  const resolved = [];
  for (const [index, option] of options.entries()) {
    const customization = await optionCustomization(tx, option, index, now);
    if (names.has(customization.name))
      throw invalidVariants("DUPLICATE_PRODUCT_OPTIONS", `Option ${customization.name} is listed twice.`);
    names.add(customization.name);
    const choices = option.choices.map((choice) => {
      const known = customization.choicesSettings?.choices.find((c) => c.name === choice.name);
      return {
        choiceId: known?.id ?? null,
        key: keyOf(choice.name),
        name: choice.name,
        choiceType: known?.choiceType ?? "CHOICE_TEXT",
        ...(known?.colorCode ? { colorCode: known.colorCode } : {}),
      };
    });
    resolved.push({
      id: customization.id,
      key: keyOf(customization.name),
      name: customization.name,
      optionRenderType:
        customization.customizationRenderType === "SWATCH_CHOICES" ? "SWATCH_CHOICES" : "TEXT_CHOICES",
      choicesSettings: { choices },
    } as const);
  }
  return resolved;
}
