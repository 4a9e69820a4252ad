/**
 * The common steps of writing one existing product: lock it, change it with a
 * pure function, save the row and variants, keep ribbons and collection counts
 * in step, and record the `product_updated` event, all in the caller's
 * transaction.
 */

import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import type { CatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import { notFound } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { ProductDocument } from "../model/product-document.ts";
import { loadProductForUpdate, saveProduct } from "../store/product-repository.ts";
import { syncRibbons } from "../store/ribbon-registry.ts";
import { inventoryEvents } from "./inventory-events.ts";
import { type ProductChange, productEvent } from "./product-events.ts";

/**
 * The 404 for a product id that does not exist.
 *
 * @example
 * ```ts
 * throw productNotFound("p1");
 * ```
 */
export function productNotFound(id: string) {
  return notFound("PRODUCT_NOT_FOUND", `Product ${id} not found`);
}

/**
 * Reads a required id from the payload (e.g. `id`, `product.id`), or fails with a field violation.
 *
 * @example
 * ```ts
 * const id = readId(payload.id, "id");
 * ```
 */
export function readId(value: unknown, field: string): string {
  const checks = new InputChecks();
  const id = checks.string(value, field, { required: true });
  checks.done();
  return id as string;
}

/**
 * Saves a changed product and its consequences: ribbons and the updated event.
 *
 * @example
 * ```ts
 * await persistProductChange(write, before, after);
 * ```
 */
export async function persistProductChange(
  write: CatalogTransaction,
  before: ProductDocument,
  after: ProductDocument,
): Promise<void> {
  const { tx, identity, context } = write;
  await saveProduct(tx, after);
  await syncRibbons(tx, [before.ribbon ?? ""], [after.ribbon ?? ""], identity, context.now);
  await recordProductChange(write, { slug: "updated", before, entity: after });
}

/**
 * Records the events of a product change in the write's transaction: the product event, then
 * the inventory events when its stock changed (none for a deleted product).
 *
 * @example
 * ```ts
 * await recordProductChange(write, { slug: "created", entity: product });
 * ```
 */
export async function recordProductChange(write: CatalogTransaction, change: ProductChange): Promise<void> {
  const { tx, identity, context } = write;
  const events = [productEvent(change, identity, context.now)];
  if (change.slug !== "deleted") {
    const before = change.slug === "updated" ? change.before : undefined;
    events.push(...inventoryEvents(before, change.entity, identity, context.now));
  }
  await recordEvents(tx, events);
}

/**
 * Locks product `id` (404 when missing), applies `change` and persists the result.
 *
 * @example
 * ```ts
 * const product = await changeProduct(write, id, (doc) => deriveProduct({ ...doc, brand: "Acme" }, write.context));
 * ```
 */
export async function changeProduct(
  write: CatalogTransaction,
  id: string,
  change: (current: ProductDocument) => ProductDocument | Promise<ProductDocument>,
): Promise<ProductDocument> {
  const before = await loadProductForUpdate(write.tx, id);
  if (!before) throw productNotFound(id);
  const after = await change(before);
  await persistProductChange(write, before, after);
  return after;
}
