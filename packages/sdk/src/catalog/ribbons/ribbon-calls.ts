/**
 * The catalogue v3 ribbon calls (`/stores/v3/ribbons`): create, get, rename (with the current
 * revision), delete, count and get-or-create. Writes need a merchant or app credential; reads
 * any. Answers carry `RibbonV3` with `createdDate` and `updatedDate` as `Date`.
 */
import { defineCall } from "../../core/define-call.js";
import type { RibbonV3 } from "../../events/model/ribbon.js";
import type { Filter } from "../query/filter.js";

/** Extra fields a ribbon call can return: the number of products carrying the ribbon. */
export type RibbonField = "ASSIGNED_PRODUCT_COUNT";

/** Options of the ribbon calls that return a ribbon. */
export interface RibbonOptions {
  /** Extra fields to return (`assignedProductCount`). */
  fields?: RibbonField[];
}

/** What a rename sends: the ribbon's current `revision` and its new `name`. */
export interface RibbonUpdate {
  revision: string;
  name?: string;
}

const RIBBON_DATES = ["ribbon.createdDate", "ribbon.updatedDate"] as const;

const ribbonOf = (wire: { ribbon: RibbonV3 }) => wire.ribbon;

/**
 * Creates a ribbon; names are unique (a taken name fails with `RIBBON_NAME_ALREADY_EXISTS`).
 *
 * @example
 * ```ts
 * const sale = await admin.ribbons.createRibbon({ name: "Sale" });
 * ```
 */
export const createRibbon = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/ribbons",
  request: (ribbon: { name: string }) => ({ body: { ribbon } }),
  dates: RIBBON_DATES,
  response: ribbonOf,
});

/**
 * Reads a ribbon by id.
 *
 * @example
 * ```ts
 * const { name, assignedProductCount } = await client.ribbons.getRibbon(id, { fields: ["ASSIGNED_PRODUCT_COUNT"] });
 * ```
 */
export const getRibbon = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/ribbons/{ribbonId}",
  request: (ribbonId: string, options: RibbonOptions = {}) => ({ query: { ribbonId, ...options } }),
  dates: RIBBON_DATES,
  response: ribbonOf,
});

/**
 * Renames a ribbon, also on every product carrying it. Pass the ribbon's current `revision`: a
 * stale one fails with `REVISION_MISMATCH`; the answer carries the next revision.
 *
 * @example
 * ```ts
 * const renamed = await admin.ribbons.updateRibbon(sale.id, { revision: sale.revision, name: "Summer sale" });
 * ```
 */
export const updateRibbon = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/ribbons/{ribbon.id}",
  request: (id: string, ribbon: RibbonUpdate, options: RibbonOptions = {}) => ({
    body: { ribbon: { ...ribbon, id }, ...options },
  }),
  dates: RIBBON_DATES,
  response: ribbonOf,
});

/**
 * Deletes a ribbon; it also leaves every product carrying it.
 *
 * @example
 * ```ts
 * await admin.ribbons.deleteRibbon(id);
 * ```
 */
export const deleteRibbon = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v3/ribbons/{ribbonId}",
  request: (ribbonId: string) => ({ query: { ribbonId } }),
  response: (): void => undefined,
});

/**
 * The ribbon with this name, created when there is none.
 *
 * @example
 * ```ts
 * const sale = await admin.ribbons.getOrCreateRibbon("Sale");
 * ```
 */
export const getOrCreateRibbon = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/ribbons/get-or-create",
  request: (ribbonName: string, options: RibbonOptions = {}) => ({ body: { ribbonName, ...options } }),
  dates: RIBBON_DATES,
  response: ribbonOf,
});

/**
 * How many ribbons match `filter` (all when absent).
 *
 * @example
 * ```ts
 * const onSale = await client.ribbons.countRibbons({ filter: { name: { $startsWith: "Sale" } } });
 * ```
 */
export const countRibbons = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/ribbons/count",
  request: (options: { filter?: Filter } = {}) => ({ body: options }),
  response: (wire: { count: number }) => wire.count,
});
