/** Changing a product's variants (merchant or app credentials). */
import { defineCall } from "../../core/define-call.js";
import type { Variant, VariantOverride } from "../model/variant.js";

/**
 * Overrides price, cost, weight, SKU or visibility of the variants matching each entry's choices
 * (or variant ids); resolves the changed variants.
 *
 * @example
 * ```ts
 * await admin.products.updateVariants("p1", [{ choices: { Size: "M" }, price: 19, visible: true }]);
 * ```
 */
export const updateVariants = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v1/products/{id}/variants",
  request: (id: string, variants: VariantOverride[]) => ({ body: { id, variants } }),
  response: (wire: { variants?: Variant[] }) => wire.variants ?? [],
});

/**
 * Resets every variant to the product's own price, weight and visibility.
 *
 * @example
 * ```ts
 * await admin.products.resetVariantsToDefault("p1");
 * ```
 */
export const resetVariantsToDefault = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/variants/resetToDefault",
  request: (id: string) => ({ body: { id } }),
  response: (): void => undefined,
});
