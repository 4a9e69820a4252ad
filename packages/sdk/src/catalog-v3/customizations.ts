/**
 * Catalogue v3 customization calls (`/stores/v3/customizations`): create, get, update with the
 * current `revision`, delete. Writes need a merchant or app credential. Answers carry
 * `CustomizationV3` with `createdDate` and `updatedDate` as `Date`.
 */
import { defineCall } from "../core/define-call.js";
import type { CustomizationV3 } from "./model/customization.js";
import type { CustomizationField, FieldsOptions } from "./requested-fields.js";

const CUSTOMIZATION_DATES = ["customization.createdDate", "customization.updatedDate"] as const;

const customizationOf = (wire: { customization: CustomizationV3 }) => wire.customization;

type ServerSetField = "id" | "revision" | "createdDate" | "updatedDate" | "assignedProductsCount";

/** A customization to create: a name, its type and render type, and its choices or free-text settings. */
export type NewCustomizationV3 = Omit<CustomizationV3, ServerSetField> &
  Required<Pick<CustomizationV3, "name" | "customizationType" | "customizationRenderType">>;

/** A customization change: its current `revision` and the fields to change. */
export type CustomizationV3Update = Omit<CustomizationV3, ServerSetField> & { revision: string };

/**
 * Creates a customization.
 *
 * @example
 * ```ts
 * const engraving = await admin.customizationsV3.createCustomization({
 *   name: "Engraving",
 *   customizationType: "MODIFIER",
 *   customizationRenderType: "FREE_TEXT",
 *   freeTextInput: { title: "Your text", minCharCount: 0, maxCharCount: 20 },
 * });
 * ```
 */
export const createCustomization = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/customizations",
  request: (customization: NewCustomizationV3) => ({ body: { customization } }),
  dates: CUSTOMIZATION_DATES,
  response: customizationOf,
});

/**
 * Reads a customization by id.
 *
 * @example
 * ```ts
 * const size = await client.customizationsV3.getCustomization(id, { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
 * ```
 */
export const getCustomization = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/customizations/{customizationId}",
  request: (customizationId: string, options: FieldsOptions<CustomizationField> = {}) => ({
    query: { customizationId, ...options },
  }),
  dates: CUSTOMIZATION_DATES,
  response: customizationOf,
});

/**
 * Changes a customization. Pass its current `revision`: a stale one fails with an
 * `ApplicationError` (409); the answer carries the next revision.
 *
 * @example
 * ```ts
 * const renamed = await admin.customizationsV3.updateCustomization(size.id, { revision: size.revision, name: "Sizes" });
 * ```
 */
export const updateCustomization = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/customizations/{customization.id}",
  request: (
    id: string,
    customization: CustomizationV3Update,
    options: FieldsOptions<CustomizationField> = {},
  ) => ({
    body: { customization: { ...customization, id }, ...options },
  }),
  dates: CUSTOMIZATION_DATES,
  response: customizationOf,
});

/**
 * Deletes a customization.
 *
 * @example
 * ```ts
 * await admin.customizationsV3.deleteCustomization(id);
 * ```
 */
export const deleteCustomization = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v3/customizations/{customizationId}",
  request: (customizationId: string) => ({ query: { customizationId } }),
  response: (): void => undefined,
});
