/** Options of a v1 product (Size, Color) and their choices. */
import type { OptionType } from "./enums.js";
import type { Media } from "./media.js";

/**
 * One choice of an option ("M", "Red").
 *
 * @example
 * ```ts
 * const red: Choice = { value: "#ff0000", description: "Red", inStock: true, visible: true };
 * ```
 */
export interface Choice {
  value?: string;
  description?: string;
  media?: Media;
  inStock?: boolean;
  visible?: boolean;
}

/**
 * A product option and its choices.
 *
 * @example
 * ```ts
 * const size: ProductOption = { name: "Size", optionType: "drop_down", choices: [{ value: "M", description: "M" }] };
 * ```
 */
export interface ProductOption {
  optionType?: OptionType;
  name?: string;
  choices?: Choice[];
}
