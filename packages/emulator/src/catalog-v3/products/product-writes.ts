/**
 * The catalogue v3 product writes inside a write's transaction: create,
 * update (with the stored `revision`; a stale one changes nothing) and
 * delete, each storing rows, inventory items and availability, and recording
 * its product event (and any ribbon it created) in the same transaction, with
 * `InventoryVariantsChanged` for each inventory item a create or update adds
 * or removes.
 */
import { randomUUID } from "node:crypto";
import type { CatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import { notFound } from "../../errors.ts";
import { type OutboxEvent, recordEvents } from "../../events/outbox.ts";
import { itemLifecycleEvent } from "../inventory/inventory-events-v3.ts";
import { buildProduct } from "../model/build-product.ts";
import type { VariantDraft } from "../model/product-draft.ts";
import type { ProductPatch } from "../model/product-input.ts";
import type { ProductV3Document } from "../model/product-v3-document.ts";
import { checkRevision } from "../model/revision.ts";
import { storedDraft } from "../model/stored-draft.ts";
import { insertInventoryItem, inventoryByVariant, refreshAvailability } from "../store/inventory-rows.ts";
import {
  deleteProductRow,
  insertProduct,
  loadProductRow,
  loadVariants,
  replaceProduct,
} from "../store/product-rows.ts";
import { eventEntity, productV3Event } from "./product-events-v3.ts";
import { resolveProduct } from "./resolve-product.ts";

/** Inserts the inventory items of new variants; returns their `InventoryVariantsChanged` events. */
async function addInventoryItems(
  write: CatalogTransaction,
  productId: string,
  variants: readonly VariantDraft[],
): Promise<OutboxEvent[]> {
  const events: OutboxEvent[] = [];
  for (const variant of variants) {
    const item = { id: randomUUID(), product_id: productId, variant_id: variant.id };
    const stock = variant.stock ?? { inStock: true };
    await insertInventoryItem(write.tx, {
      id: item.id,
      variantId: variant.id,
      productId,
      stock,
      now: write.context.now,
    });
    const row =
      "quantity" in stock
        ? { track_quantity: true, quantity: stock.quantity, in_stock: stock.quantity > 0 }
        : { track_quantity: false, quantity: null, in_stock: stock.inStock };
    events.push(itemLifecycleEvent(item, undefined, row, write.identity));
  }
  return events;
}

/**
 * Creates the product of `patch`; returns its stored document.
 *
 * @example
 * ```ts
 * const doc = await createProductV3(write, parseProductInput(payload.product, "product", { creating: true }));
 * ```
 */
export async function createProductV3(
  write: CatalogTransaction,
  patch: ProductPatch,
): Promise<ProductV3Document> {
  const { tx, context, identity } = write;
  const id = randomUUID();
  const { draft, events } = await resolveProduct(patch, undefined, {
    tx,
    now: context.now,
    identity,
    productId: id,
  });
  const built = buildProduct(draft, {
    id,
    revision: "1",
    createdDate: context.now,
    updatedDate: context.now,
    currency: context.currency,
    publicUrl: context.publicUrl,
  });
  await insertProduct(tx, built, draft);
  const stockEvents = await addInventoryItems(write, id, draft.variants);
  await refreshAvailability(tx, [id]);
  const entity = await eventEntity(tx, built.doc);
  await recordEvents(tx, [
    ...events,
    productV3Event({ slug: "created", entity }, identity, context.now),
    ...stockEvents,
  ]);
  return built.doc;
}

/**
 * Applies `patch` (with its `id` and `revision`) to the stored product; returns the new document.
 * 404 `PRODUCT_NOT_FOUND`; 409 `REVISION_MISMATCH` with `data.currentRevision` when stale.
 *
 * @example
 * ```ts
 * const doc = await updateProductV3(write, parseProductInput(payload.product, "product", { creating: false }));
 * ```
 */
export async function updateProductV3(
  write: CatalogTransaction,
  patch: ProductPatch,
): Promise<ProductV3Document> {
  const { tx, context, identity } = write;
  const id = patch.id ?? "";
  const row = await loadProductRow(tx, id, { forUpdate: true });
  if (!row) throw notFound("PRODUCT_NOT_FOUND", `Product with id ${id} not found`);
  checkRevision("product", patch.revision, row.revision);
  const variants = (await loadVariants(tx, [id])).get(id) ?? [];
  const before = await eventEntity(tx, row.doc);
  const base = storedDraft(row.doc, variants);
  const { draft, events } = await resolveProduct(patch, base, {
    tx,
    now: context.now,
    identity,
    productId: id,
  });
  const built = buildProduct(draft, {
    id,
    revision: String(Number(row.revision) + 1),
    createdDate: row.doc.createdDate,
    updatedDate: context.now,
    currency: context.currency,
    publicUrl: context.publicUrl,
  });
  // An update keeps the product's categories; the stored document holds them with their ancestors.
  if (row.doc.allCategoriesInfo) built.doc.allCategoriesInfo = row.doc.allCategoriesInfo;
  const items = await inventoryByVariant(tx, [id]);
  await replaceProduct(tx, built, draft);
  const kept = new Set(draft.variants.map((v) => v.id));
  const removed = [...items.values()].filter((item) => !kept.has(item.variant_id));
  const existing = new Set(variants.map((v) => v.id));
  const added = await addInventoryItems(
    write,
    id,
    draft.variants.filter((v) => !existing.has(v.id)),
  );
  await refreshAvailability(tx, [id]);
  const entity = await eventEntity(tx, built.doc);
  await recordEvents(tx, [
    ...events,
    productV3Event({ slug: "updated", before, entity }, identity, context.now),
    ...removed.map((item) => itemLifecycleEvent(item, item, undefined, identity)),
    ...added,
  ]);
  return built.doc;
}

/**
 * Deletes product `id` with its variants and inventory items. 404 `PRODUCT_NOT_FOUND`.
 *
 * @example
 * ```ts
 * await deleteProductV3(write, "…");
 * ```
 */
export async function deleteProductV3(write: CatalogTransaction, id: string): Promise<void> {
  const { tx, context, identity } = write;
  const row = await loadProductRow(tx, id, { forUpdate: true });
  if (!row) throw notFound("PRODUCT_NOT_FOUND", `Product with id ${id} not found`);
  const entity = await eventEntity(tx, row.doc);
  await deleteProductRow(tx, id);
  await recordEvents(tx, [productV3Event({ slug: "deleted", entity }, identity, context.now)]);
}
