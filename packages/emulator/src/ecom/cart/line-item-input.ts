/**
 * Reads the `lineItems` of add-to-cart and create-cart: each
 * `{catalogReference: {appId, catalogItemId, options}, quantity}` with a
 * quantity from 1 to 100 000, and resolves it to a catalogue variant (a line
 * naming nothing there is `ITEM_NOT_FOUND_IN_CATALOG`).
 */
import type { CatalogVersion } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import { readArray, readId, readObject, readQuantity } from "../ecom-input.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import { resolveVariant } from "../pricing/resolve-reference.ts";
import type { CatalogReference } from "./cart-record.ts";

/** The most lines one call may add (the provider's cart holds at most 300). */
export const MAX_LINES = 300;

/** A line to add, resolved to its variant. */
export interface LineAddition {
  catalogReference: CatalogReference;
  variantId: string;
  productName: string;
  quantity: number;
  /** Where it came from in the request, e.g. `lineItems[0]`. */
  field: string;
}

function readOptions(value: unknown, field: string): CatalogReference["options"] {
  if (value === undefined || value === null) return undefined;
  const options = readObject(value, field);
  if (options.variantId !== undefined && options.variantId !== null)
    return { variantId: readId(options.variantId, `${field}.variantId`) };
  const choices = readObject(options.options, `${field}.options`);
  for (const [name, choice] of Object.entries(choices))
    if (typeof choice !== "string")
      throw invalidField(`${field}.options.${name}`, "must be a string", "INVALID_TYPE");
  return Object.keys(choices).length > 0 ? { options: choices as Record<string, string> } : undefined;
}

function readReference(value: unknown, field: string): CatalogReference {
  if (value === undefined || value === null) throw invalidField(field, "is required", "REQUIRED_FIELD");
  const reference = readObject(value, field);
  const options = readOptions(reference.options, `${field}.options`);
  return {
    appId: readId(reference.appId, `${field}.appId`),
    catalogItemId: readId(reference.catalogItemId, `${field}.catalogItemId`),
    ...(options ? { options } : {}),
  };
}

/**
 * The lines of `value` (the request's `lineItems`), resolved against the store's `catalog` in `db`.
 *
 * @example
 * ```ts
 * const additions = await readLineAdditions(tx, context.catalogVersion, payload.lineItems);
 * ```
 */
export async function readLineAdditions(
  db: Queryable,
  catalog: CatalogVersion,
  value: unknown,
  field = "lineItems",
): Promise<LineAddition[]> {
  const items = readArray(value, field, MAX_LINES).map((item, index) => {
    const path = `${field}[${index}]`;
    const line = readObject(item, path);
    return {
      catalogReference: readReference(line.catalogReference, `${path}.catalogReference`),
      quantity: readQuantity(line.quantity, `${path}.quantity`),
      field: path,
    };
  });
  const products = await loadCatalogItems(
    db,
    catalog,
    items.map((item) => item.catalogReference.catalogItemId),
  );
  return items.map((item) => {
    const product = products.get(item.catalogReference.catalogItemId);
    const variant = resolveVariant(product, item.catalogReference, item.field);
    return { ...item, variantId: variant.id, productName: product?.name ?? "" };
  });
}
