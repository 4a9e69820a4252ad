/**
 * The catalogue v3 customization: a reusable product option (makes variants: Size, Color) or
 * modifier (does not: gift wrap, engraving text), with its choices or free-text settings. Wire
 * field names; `Time` is `Date` for SDK users, `string` for raw JSON.
 */
import type { ImageV3, RenderType } from "./product-v3.js";

/**
 * Whether a customization makes variants (`PRODUCT_OPTION`) or not (`MODIFIER`).
 *
 * @example
 * ```ts
 * CUSTOMIZATION_TYPES.includes("MODIFIER"); // true
 * ```
 */
export const CUSTOMIZATION_TYPES = ["PRODUCT_OPTION", "MODIFIER"] as const;
/** One of {@link CUSTOMIZATION_TYPES}. */
export type CustomizationType = (typeof CUSTOMIZATION_TYPES)[number];

/** One choice of a customization: a text or a colour. */
export interface CustomizationChoice {
  id?: string;
  choiceType?: "CHOICE_TEXT" | "ONE_COLOR";
  key?: string | null;
  name?: string;
  /** `#rrggbb`, for `ONE_COLOR`. */
  colorCode?: string;
  /** Price added by the choice, a decimal string (modifiers). */
  defaultAddedPrice?: string | null;
  displayImage?: ImageV3;
  primaryChoiceIds?: string[];
}

/** Settings of a free-text modifier. */
export interface FreeTextSettings {
  minCharCount?: number;
  maxCharCount?: number;
  defaultAddedPrice?: string | null;
  title?: string;
  key?: string | null;
}

/**
 * A v3 customization.
 *
 * @example
 * ```ts
 * const size = await admin.customizationsV3.createCustomization({
 *   name: "Size",
 *   customizationType: "PRODUCT_OPTION",
 *   customizationRenderType: "TEXT_CHOICES",
 *   choicesSettings: { choices: [{ choiceType: "CHOICE_TEXT", name: "S" }, { choiceType: "CHOICE_TEXT", name: "M" }] },
 * });
 * ```
 */
export interface CustomizationV3<Time = Date> {
  id?: string | null;
  /** Increases on every update; send it back to update the customization. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  key?: string | null;
  name?: string;
  customizationType?: CustomizationType;
  customizationRenderType?: RenderType;
  /** Free-text settings (`FREE_TEXT` modifiers). */
  freeTextInput?: FreeTextSettings;
  /** The choices (text or swatch render types). */
  choicesSettings?: { choices?: CustomizationChoice[] };
  /** Number of products using it (`ASSIGNED_PRODUCTS_COUNT`). */
  assignedProductsCount?: number | null;
}
