/**
 * Reads the `lineItems` of add-to-cart and create-cart: each
 * `{catalogReference: {appId, catalogItemId, options}, quantity}` with a
 * quantity from 1 to 100 000, and resolves it to a catalogue variant (a line
 * naming nothing there is `ITEM_NOT_FOUND_IN_CATALOG`). A line's free texts
 * (`options.customTextFields`) are bounded: at most 10, each named in at most
 * 100 characters (the provider's longest text box title) and at most 500
 * characters long (the provider's longest free text), so 300 lines that
 * differ only in their texts stay a small cart.
 */
import type { CatalogVersion } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import { readArray, readId, readObject, readQuantity } from "../ecom-input.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import { resolveVariant } from "../pricing/resolve-reference.ts";
import type { CatalogReference } from "./cart-record.ts";
import { MAX_CART_LINES } from "./cart-size.ts";

/** The most lines one call may name (as many as a cart holds). */
export const MAX_LINES = MAX_CART_LINES;

/** The most free texts one line may carry. */
export const MAX_CUSTOM_TEXT_FIELDS = 10;
/** The longest name of a free text. */
export const MAX_CUSTOM_TEXT_NAME_LENGTH = 100;
/** The longest free text. */
export const MAX_CUSTOM_TEXT_LENGTH = 500;

/** A line to add, resolved to its variant. */
export interface LineAddition {
  catalogReference: CatalogReference;
  variantId: string;
  productName: string;
  quantity: number;
  /** Where it came from in the request, e.g. `lineItems[0]`. */
  field: string;
}

function readStrings(value: unknown, field: string): Record<string, string> | undefined {
  const record = readObject(value, field);
  for (const [name, text] of Object.entries(record))
    if (typeof text !== "string") throw invalidField(`${field}.${name}`, "must be a string", "INVALID_TYPE");
  return Object.keys(record).length > 0 ? (record as Record<string, string>) : undefined;
}

/** `customTextFields`: free texts by name, within the bounds of the module comment. */
function readCustomTexts(value: unknown, field: string): Record<string, string> | undefined {
  const texts = readStrings(value, field);
  const entries = Object.entries(texts ?? {});
  if (entries.length > MAX_CUSTOM_TEXT_FIELDS)
    throw invalidField(field, `must have at most ${MAX_CUSTOM_TEXT_FIELDS} texts`, "MAX_SIZE", {
      threshold: MAX_CUSTOM_TEXT_FIELDS,
    });
  for (const [name, text] of entries) {
    if (name.length > MAX_CUSTOM_TEXT_NAME_LENGTH)
      throw invalidField(
        field,
        `names must be at most ${MAX_CUSTOM_TEXT_NAME_LENGTH} characters`,
        "MAX_LENGTH",
        {
          maxLength: MAX_CUSTOM_TEXT_NAME_LENGTH,
        },
      );
    if (text.length > MAX_CUSTOM_TEXT_LENGTH)
      throw invalidField(
        `${field}.${name}`,
        `must be at most ${MAX_CUSTOM_TEXT_LENGTH} characters`,
        "MAX_LENGTH",
        {
          maxLength: MAX_CUSTOM_TEXT_LENGTH,
        },
      );
  }
  return texts;
}

function readOptions(value: unknown, field: string): CatalogReference["options"] {
  if (value === undefined || value === null) return undefined;
  const options = readObject(value, field);
  const choices = readStrings(options.options, `${field}.options`);
  const texts = readCustomTexts(options.customTextFields, `${field}.customTextFields`);
  const extras = texts ? { customTextFields: texts } : {};
  if (options.variantId !== undefined && options.variantId !== null) {
    const plan = options.subscriptionOptionId;
    return {
      variantId: readId(options.variantId, `${field}.variantId`),
      ...(choices ? { options: choices } : {}),
      ...extras,
      ...(plan === undefined || plan === null
        ? {}
        : { subscriptionOptionId: readId(plan, `${field}.subscriptionOptionId`) }),
    };
  }
  return choices ? { options: choices, ...extras } : undefined;
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

/** A line to add as the request names it, not yet resolved against the catalogue. */
export type LineRequest = Omit<LineAddition, "variantId" | "productName">;

/**
 * The lines of `value` (the request's `lineItems`), checked but not yet resolved: a bad line is
 * a field violation before anything is read.
 *
 * @example
 * ```ts
 * const requests = readLineRequests(payload.lineItems);
 * ```
 */
export function readLineRequests(value: unknown, field = "lineItems"): LineRequest[] {
  return readArray(value, field, MAX_LINES).map((item, index) => {
    const path = `${field}[${index}]`;
    const line = readObject(item, path);
    return {
      catalogReference: readReference(line.catalogReference, `${path}.catalogReference`),
      quantity: readQuantity(line.quantity, `${path}.quantity`),
      field: path,
    };
  });
}

/**
 * The product ids the request's `lineItems` name, read leniently (what is no id is skipped, and
 * so is a list longer than a call may add), so the products are read with the cart they go to
 * before the lines are checked: every line {@link readLineRequests} accepts names one of them.
 *
 * @example
 * ```ts
 * namedProductIds([{ catalogReference: { catalogItemId: "p1" } }, { quantity: 2 }]); // ["p1"]
 * ```
 */
export function namedProductIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_LINES) return [];
  const ids = new Set<string>();
  for (const line of value) {
    const id = (line as { catalogReference?: { catalogItemId?: unknown } } | null)?.catalogReference
      ?.catalogItemId;
    if (typeof id === "string" && id.length > 0 && id.length <= 100) ids.add(id);
  }
  return [...ids];
}

/**
 * `requests` resolved against the catalogue `items` (read for at least their products); a line
 * naming nothing there is `ITEM_NOT_FOUND_IN_CATALOG`.
 *
 * @example
 * ```ts
 * const additions = resolveLineAdditions(requests, items);
 * ```
 */
export function resolveLineAdditions(
  requests: readonly LineRequest[],
  items: ReadonlyMap<string, CatalogItem>,
): LineAddition[] {
  return requests.map((request) => {
    const product = items.get(request.catalogReference.catalogItemId);
    const variant = resolveVariant(product, request.catalogReference, request.field);
    return { ...request, variantId: variant.id, productName: product?.name ?? "" };
  });
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
  const requests = readLineRequests(value, field);
  return resolveLineAdditions(requests, await loadCatalogItems(db, catalog, namedProductIds(value)));
}
