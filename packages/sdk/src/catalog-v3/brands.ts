/**
 * Catalogue v3 brand calls (`/stores/v3/brands`): create, get, get-or-create by name, rename
 * with the current `revision`, delete. Writes need a merchant or app credential. Answers carry `BrandV3` with
 * `createdDate` and `updatedDate` as `Date`.
 */
import { defineCall } from "../core/define-call.js";
import type { BrandV3 } from "./model/brand.js";
import type { AssignmentField, FieldsOptions } from "./requested-fields.js";

const BRAND_DATES = ["brand.createdDate", "brand.updatedDate"] as const;

const brandOf = (wire: { brand: BrandV3 }) => wire.brand;

/** What a rename sends: the brand's current `revision` and its new `name`. */
export interface BrandUpdate {
  revision: string;
  name?: string;
}

/**
 * Creates a brand.
 *
 * @example
 * ```ts
 * const acme = await admin.brandsV3.createBrand({ name: "Acme" });
 * ```
 */
export const createBrand = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/brands",
  request: (brand: { name: string }) => ({ body: { brand } }),
  dates: BRAND_DATES,
  response: brandOf,
});

/**
 * Reads a brand by id.
 *
 * @example
 * ```ts
 * const { name, assignedProductsCount } = await client.brandsV3.getBrand(id, { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
 * ```
 */
export const getBrand = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/brands/{brandId}",
  request: (brandId: string, options: FieldsOptions<AssignmentField> = {}) => ({
    query: { brandId, ...options },
  }),
  dates: BRAND_DATES,
  response: brandOf,
});

/**
 * Renames a brand. Pass its current `revision`: a stale one fails with an `ApplicationError`
 * (409); the answer carries the next revision.
 *
 * @example
 * ```ts
 * const renamed = await admin.brandsV3.updateBrand(acme.id, { revision: acme.revision, name: "Acme Co." });
 * ```
 */
export const updateBrand = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/brands/{brand.id}",
  request: (id: string, brand: BrandUpdate, options: FieldsOptions<AssignmentField> = {}) => ({
    body: { brand: { ...brand, id }, ...options },
  }),
  dates: BRAND_DATES,
  response: brandOf,
});

/**
 * Deletes a brand.
 *
 * @example
 * ```ts
 * await admin.brandsV3.deleteBrand(id);
 * ```
 */
export const deleteBrand = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v3/brands/{brandId}",
  request: (brandId: string) => ({ query: { brandId } }),
  response: (): void => undefined,
});

/**
 * The brand with this name, created when there is none.
 *
 * @example
 * ```ts
 * const acme = await admin.brandsV3.getOrCreateBrand("Acme", { fields: ["ASSIGNED_PRODUCTS_COUNT"] });
 * ```
 */
export const getOrCreateBrand = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/brands/get-or-create",
  request: (brandName: string, options: FieldsOptions<AssignmentField> = {}) => ({
    body: { brandName, ...options },
  }),
  dates: BRAND_DATES,
  response: brandOf,
});
