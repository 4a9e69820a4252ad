/**
 * The catalogue v3 ribbon calls as one module object for `createClient({ modules })`. Ribbons are
 * merchant-side: a storefront that does not import this object ships none of it.
 */

import { queryRibbons } from "./query-ribbons.js";
import {
  countRibbons,
  createRibbon,
  deleteRibbon,
  getOrCreateRibbon,
  getRibbon,
  updateRibbon,
} from "./ribbon-calls.js";

/**
 * Every ribbon call.
 *
 * @example
 * ```ts
 * const admin = createClient({ modules: { ribbons }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * const sale = await admin.ribbons.createRibbon({ name: "Sale" });
 * await admin.ribbons.updateRibbon(sale.id ?? "", { revision: sale.revision ?? "", name: "Summer sale" });
 * ```
 */
export const ribbons = {
  createRibbon,
  getRibbon,
  updateRibbon,
  deleteRibbon,
  queryRibbons,
  countRibbons,
  getOrCreateRibbon,
};
