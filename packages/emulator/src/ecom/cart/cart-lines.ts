/**
 * Changes to a cart's stored lines, as pure functions: adding (a line for the
 * same product and variant as an existing one adds to its quantity), changing
 * quantities and removing lines. An unknown line id is the provider's
 * `LINE_ITEM_NOT_FOUND_IN_CART` (400); a quantity that would pass 100 000 is
 * a field violation; a cart holds at most 300 lines (the provider's limit),
 * and an add that would pass it is the provider's `MAX_LINE_ITEMS_EXCEEDED`
 * (400), whatever number of calls the lines came in.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import { MAX_QUANTITY } from "../ecom-input.ts";
import type { CatalogReference, StoredLine } from "./cart-record.ts";
import { MAX_CART_LINES, tooManyLines } from "./cart-size.ts";
import type { LineAddition } from "./line-item-input.ts";

/**
 * The 400 for a line id the cart does not have.
 *
 * @example
 * ```ts
 * throw lineNotFound("l9", "lineItemIds[0]");
 * ```
 */
export function lineNotFound(id: string, field: string): ApplicationFailure {
  return new ApplicationFailure(400, "LINE_ITEM_NOT_FOUND_IN_CART", `The cart has no line item ${id}`, {
    lineItemId: id,
    field,
  });
}

/**
 * A reference's choices beside its variant, in one key order (a stored line comes back from jsonb
 * reordered). `options` are modifiers only beside a `variantId`; without one they name the variant,
 * which the line's resolved variant already stands for.
 */
function choicesKey(reference: CatalogReference): string {
  const { variantId, customTextFields, subscriptionOptionId } = reference.options ?? {};
  const options = variantId === undefined ? undefined : reference.options?.options;
  const sorted = (record: Record<string, string> | undefined) =>
    Object.entries(record ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([sorted(options), sorted(customTextFields), subscriptionOptionId ?? null]);
}

/** What makes two lines one: the same product, variant and choices. */
function lineKey(productId: string, variantId: string, reference: CatalogReference): string {
  return JSON.stringify([productId, variantId, choicesKey(reference)]);
}

/**
 * The key two stored lines share when they are one line (same product, variant and choices).
 *
 * @example
 * ```ts
 * storedLineKey(a) === storedLineKey(b); // b's quantity adds to a's
 * ```
 */
export function storedLineKey(line: StoredLine): string {
  return lineKey(line.catalogReference.catalogItemId, line.variantId, line.catalogReference);
}

/**
 * `lines` with `additions` added (quantities of the same product, variant and choices add up);
 * throws {@link tooManyLines} when that makes more than {@link MAX_CART_LINES} lines.
 *
 * @example
 * ```ts
 * const lines = addLines(cart.doc.lineItems, additions);
 * ```
 */
export function addLines(lines: readonly StoredLine[], additions: readonly LineAddition[]): StoredLine[] {
  const result = lines.map((line) => ({ ...line }));
  const byKey = new Map(result.map((line) => [storedLineKey(line), line]));
  for (const addition of additions) {
    const key = lineKey(
      addition.catalogReference.catalogItemId,
      addition.variantId,
      addition.catalogReference,
    );
    const same = byKey.get(key);
    if (!same) {
      const added: StoredLine = {
        id: randomUUID(),
        quantity: addition.quantity,
        catalogReference: addition.catalogReference,
        variantId: addition.variantId,
        productName: addition.productName,
      };
      result.push(added);
      byKey.set(key, added);
      continue;
    }
    if (same.quantity + addition.quantity > MAX_QUANTITY)
      throw invalidField(
        `${addition.field}.quantity`,
        `would make the cart's quantity of this item more than ${MAX_QUANTITY}`,
        "MAX",
        { threshold: MAX_QUANTITY, inCart: same.quantity },
      );
    same.quantity += addition.quantity;
  }
  if (result.length > MAX_CART_LINES) throw tooManyLines(result.length);
  return result;
}

/**
 * `lines` with the quantities of `updates` set.
 *
 * @example
 * ```ts
 * setQuantities(lines, [{ id: "l1", quantity: 3, field: "lineItems[0]" }]);
 * ```
 */
export function setQuantities(
  lines: readonly StoredLine[],
  updates: readonly { id: string; quantity: number; field: string }[],
): StoredLine[] {
  const result = lines.map((line) => ({ ...line }));
  for (const update of updates) {
    const line = result.find((l) => l.id === update.id);
    if (!line) throw lineNotFound(update.id, `${update.field}.id`);
    line.quantity = update.quantity;
  }
  return result;
}

/**
 * `lines` without the lines `ids` (every id must be in the cart).
 *
 * @example
 * ```ts
 * removeLines(lines, ["l1"]);
 * ```
 */
export function removeLines(lines: readonly StoredLine[], ids: readonly string[]): StoredLine[] {
  ids.forEach((id, index) => {
    if (!lines.some((line) => line.id === id)) throw lineNotFound(id, `lineItemIds[${index}]`);
  });
  return lines.filter((line) => !ids.includes(line.id));
}
