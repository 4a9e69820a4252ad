/** Removing a product's options, brand or ribbon (merchant or app credentials). */
import { defineCall } from "../../core/define-call.js";

/**
 * Deletes every option of a product (and so its variants).
 *
 * @example
 * ```ts
 * await admin.products.deleteProductOptions("p1");
 * ```
 */
export const deleteProductOptions = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v1/products/{id}/options",
  request: (id: string) => ({ query: { id } }),
  response: (): void => undefined,
});

/**
 * Removes a product's brand.
 *
 * @example
 * ```ts
 * await admin.products.removeBrand("p1");
 * ```
 */
export const removeBrand = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/remove-brand",
  request: (id: string) => ({ body: { id } }),
  response: (): void => undefined,
});

/**
 * Removes a product's ribbon.
 *
 * @example
 * ```ts
 * await admin.products.removeRibbon("p1");
 * ```
 */
export const removeRibbon = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products/{id}/remove-ribbon",
  request: (id: string) => ({ body: { id } }),
  response: (): void => undefined,
});
