/**
 * `useVariantSelection(product)`: the shopper's choices on a product page, each choice's
 * availability (from the options availability call; on a catalogue v3 store, from the product's
 * variants and their stock), and the selected variant's price and stock.
 */
import type { PriceData } from "@vitrine/sdk/catalog";
import { useCallback, useMemo, useState } from "react";
import { optionsAvailabilityOf } from "./shop-product/availability-from-variants.js";
import type { ShopProduct, ShopStock, ShopVariant } from "./shop-product/shop-product.js";
import { useOptionsAvailability } from "./use-options-availability.js";
import {
  type Choices,
  findVariant,
  isComplete,
  type OptionState,
  optionStates,
} from "./variant-selection.js";

/** What {@link useVariantSelection} returns. */
export interface VariantSelection {
  /** The current choices (option name → choice description). */
  choices: Choices;
  /** The options with each choice's `selected` and `available`. */
  options: OptionState[];
  /** Chooses `description` for option `name` (choosing the chosen one again keeps it). */
  select(name: string, description: string): void;
  /** Forgets every choice. */
  clear(): void;
  /** Every option has a choice. */
  complete: boolean;
  /** The variant the choices pick, once complete (what `useAddToCart` takes). */
  variant: ShopVariant | undefined;
  /** The variant's price once complete, else the product's. */
  price: PriceData | undefined;
  /** The variant's stock once complete, else `undefined` (see the product's `stock`). */
  stock: ShopStock | undefined;
  /** The chosen variant can be bought (complete, visible and in stock); products without options: in stock. */
  availableForPurchase: boolean;
  /** The availability answer for the current choices is loading. */
  isFetching: boolean;
}

/**
 * Variant selection for a product page.
 *
 * @example
 * ```tsx
 * const selection = useVariantSelection(product);
 * selection.options.map((option) => (
 *   <select key={option.name} value={option.selected ?? ""} onChange={(e) => selection.select(option.name, e.target.value)}>
 *     {option.choices.map((c) => <option key={c.description} disabled={!c.available}>{c.description}</option>)}
 *   </select>
 * ));
 * selection.price?.formatted?.discountedPrice;
 * ```
 */
export function useVariantSelection(product: ShopProduct, initial: Choices = {}): VariantSelection {
  const [choices, setChoices] = useState<Choices>(initial);
  const hasOptions = product.options.length > 0;
  const fromVariants = product.catalog === "V3_CATALOG";
  const asked = hasOptions && !fromVariants;
  const availability = useOptionsAvailability(asked ? product.id : undefined, choices);
  const computed = useMemo(
    () => (fromVariants && hasOptions ? optionsAvailabilityOf(product, choices) : undefined),
    [fromVariants, hasOptions, product, choices],
  );
  const answer = computed ?? (availability.isPlaceholderData ? undefined : availability.data);
  const select = useCallback(
    (name: string, description: string) => setChoices((current) => ({ ...current, [name]: description })),
    [],
  );
  const clear = useCallback(() => setChoices({}), []);
  return useMemo(() => {
    const complete = isComplete(product, choices);
    const variant = findVariant(product, choices);
    const options = optionStates(product, choices, answer ?? (computed ? undefined : availability.data));
    const availableForPurchase = hasOptions
      ? complete &&
        (answer?.availableForPurchase ?? (variant?.stock.inStock !== false && variant?.visible !== false))
      : product.stock.inStock;
    return {
      choices,
      options,
      select,
      clear,
      complete,
      variant,
      price: variant?.price ?? product.price,
      stock: variant?.stock,
      availableForPurchase,
      isFetching: availability.isFetching,
    };
  }, [
    product,
    choices,
    answer,
    computed,
    availability.data,
    availability.isFetching,
    hasOptions,
    select,
    clear,
  ]);
}
