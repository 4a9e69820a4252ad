/**
 * The variant a cart line names on a catalogue v3 store: the v3 carts take the variant's id
 * (`catalogReference.options.variantId`), so chosen options become the id of the variant they pick.
 */
import type { Product } from "@vitrine/sdk/catalog";
import type { ProductSelection } from "@vitrine/sdk/ecom";

/**
 * `selection` with option choices replaced by the id of the product's variant that has them;
 * unchanged when the product (an id only) has no variants to look in, or none matches.
 *
 * @example
 * ```ts
 * variantIdSelection(product, { options: { Size: "M", Color: "Navy" } }); // { variantId: "…" }
 * ```
 */
export function variantIdSelection(
  product: string | { variants?: Product["variants"] | undefined },
  selection: ProductSelection | undefined,
): ProductSelection | undefined {
  if (!selection || !("options" in selection) || typeof product === "string") return selection;
  const chosen = selection.options;
  const names = Object.keys(chosen);
  const variant = product.variants?.find(
    (v) =>
      Object.keys(v.choices ?? {}).length === names.length &&
      names.every((name) => v.choices?.[name] === chosen[name]),
  );
  if (!variant?.id) return selection;
  return {
    variantId: variant.id,
    ...(selection.customTextFields ? { customTextFields: selection.customTextFields } : {}),
  };
}
