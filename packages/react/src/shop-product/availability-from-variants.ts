/**
 * The options availability answer computed from a product's own variants and their stock, for a
 * catalogue v3 store (which has no options availability call): a choice is available when some
 * visible variant in stock has it together with the other current choices.
 */
import type { OptionsAvailability } from "@vitrine/sdk/catalog";
import type { Choices } from "../variant-selection.js";
import type { ShopProduct, ShopVariant } from "./shop-product.js";

function sellable(variant: ShopVariant): boolean {
  return variant.visible && variant.stock.inStock;
}

/**
 * What these choices leave available, from the product's variants.
 *
 * @example
 * ```ts
 * optionsAvailabilityOf(product, { Size: "M" }).productOptions?.[1]?.choices?.map((c) => c.inStock);
 * ```
 */
export function optionsAvailabilityOf(product: ShopProduct, choices: Choices): OptionsAvailability {
  const { variants, options } = product;
  const matching = (name: string, description: string) =>
    variants.filter(
      (variant) =>
        variant.choices[name] === description &&
        options.every((other) => {
          const otherName = other.name ?? "";
          const chosen = choices[otherName];
          return otherName === name || chosen === undefined || variant.choices[otherName] === chosen;
        }),
    );
  const complete = options.every((option) => choices[option.name ?? ""] !== undefined);
  const selected = complete
    ? variants.find((variant) =>
        options.every((o) => variant.choices[o.name ?? ""] === choices[o.name ?? ""]),
      )
    : undefined;
  return {
    productOptions: options.map((option) => ({
      ...option,
      choices: (option.choices ?? []).map((choice) => {
        const found = matching(option.name ?? "", choice.description ?? "");
        return {
          ...choice,
          inStock: found.some(sellable),
          visible: found.some((variant) => variant.visible),
        };
      }),
    })),
    availableForPurchase: selected !== undefined && sellable(selected),
    ...(selected
      ? {
          selectedVariant: {
            price: selected.price,
            ...(selected.stock.quantity === null ? {} : { quantity: selected.stock.quantity }),
            inStock: selected.stock.inStock,
            visible: selected.visible,
          },
        }
      : {}),
  };
}
