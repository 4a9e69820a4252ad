/**
 * A v3 product's options and modifiers as a create or update call sends them, checked field by
 * field (each mistake a field violation naming its path, collected in the caller's checks).
 */
import { type ConnectedModifier, type ConnectedOption, RENDER_TYPES } from "@vitrine/sdk/catalog";
import type { InputChecks } from "../../catalog-core/model/input-checks.ts";

/** How an option's choices are shown: text or swatches (free text is for modifiers only). */
export type OptionRenderType = NonNullable<ConnectedOption["optionRenderType"]>;

/** One option as sent. */
export interface OptionInput {
  id?: string;
  name?: string;
  renderType: OptionRenderType;
  choices: { name: string; colorCode?: string }[];
}

const OPTION_RENDER_TYPES = RENDER_TYPES.filter((type): type is OptionRenderType => type !== "FREE_TEXT");

/**
 * The checked `options` at `field`.
 *
 * @example
 * ```ts
 * parseOptionsInput(checks, [{ name: "Size", choicesSettings: { choices: [{ name: "M" }] } }], "product.options");
 * ```
 */
export function parseOptionsInput(
  checks: InputChecks,
  value: unknown,
  field: string,
): OptionInput[] | undefined {
  const list = checks.array(value, field, { maxSize: 6 });
  if (!list) return undefined;
  return list.flatMap((item, index): OptionInput[] => {
    const at = `${field}[${index}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const id = checks.string(body.id, `${at}.id`, { maxLength: 36 });
    const name = checks.string(body.name, `${at}.name`, { required: id === undefined, maxLength: 50 });
    const renderType =
      checks.oneOf(body.optionRenderType, `${at}.optionRenderType`, OPTION_RENDER_TYPES) ?? "TEXT_CHOICES";
    const settings = checks.object(body.choicesSettings, `${at}.choicesSettings`, true);
    const choices =
      checks.array(settings?.choices, `${at}.choicesSettings.choices`, { required: true, maxSize: 1000 }) ??
      [];
    return [
      {
        ...(id !== undefined ? { id } : {}),
        ...(name !== undefined ? { name: name.trim() } : {}),
        renderType,
        choices: choices.flatMap((choice, j) => {
          const cat = `${at}.choicesSettings.choices[${j}]`;
          const entry = checks.object(choice, cat, true);
          const choiceName = checks.string(entry?.name, `${cat}.name`, { required: true, maxLength: 50 });
          const colorCode = checks.string(entry?.colorCode, `${cat}.colorCode`, { maxLength: 20 });
          return choiceName === undefined
            ? []
            : [{ name: choiceName.trim(), ...(colorCode ? { colorCode } : {}) }];
        }),
      },
    ];
  });
}

/**
 * The checked `modifiers` at `field` (free-text modifiers).
 *
 * @example
 * ```ts
 * parseModifiersInput(checks, [{ name: "Engraving", modifierRenderType: "FREE_TEXT", freeTextSettings: {} }], "product.modifiers");
 * ```
 */
export function parseModifiersInput(
  checks: InputChecks,
  value: unknown,
  field: string,
): ConnectedModifier[] | undefined {
  const list = checks.array(value, field, { maxSize: 10 });
  if (!list) return undefined;
  return list.flatMap((item, index): ConnectedModifier[] => {
    const at = `${field}[${index}]`;
    const body = checks.object(item, at, true);
    const name = checks.string(body?.name, `${at}.name`, { required: true, maxLength: 50 });
    checks.oneOf(body?.modifierRenderType, `${at}.modifierRenderType`, ["FREE_TEXT"] as const, true);
    const settings = checks.object(body?.freeTextSettings, `${at}.freeTextSettings`, true);
    const maxCharCount = checks.number(settings?.maxCharCount, `${at}.freeTextSettings.maxCharCount`, {
      min: 1,
      max: 500,
      integer: true,
    });
    const minCharCount = checks.number(settings?.minCharCount, `${at}.freeTextSettings.minCharCount`, {
      min: 0,
      max: 500,
      integer: true,
    });
    const title = checks.string(settings?.title, `${at}.freeTextSettings.title`, { maxLength: 150 });
    const mandatory = checks.boolean(body?.mandatory, `${at}.mandatory`) ?? false;
    if (name === undefined) return [];
    return [
      {
        name,
        mandatory,
        modifierRenderType: "FREE_TEXT",
        freeTextSettings: {
          minCharCount: minCharCount ?? 0,
          maxCharCount: maxCharCount ?? 500,
          title: title ?? name,
        },
      },
    ];
  });
}
