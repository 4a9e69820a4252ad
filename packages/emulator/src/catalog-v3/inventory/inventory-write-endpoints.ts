/**
 * Inventory item writes (merchant or app only): update one item with its
 * `revision` (set a tracked quantity, or an in-stock flag, and pre-order settings: enabled, message,
 * limit), and bulk increment or decrement tracked quantities. Each call is one transaction: these
 * calls never take a quantity below zero (the conditional update; only orders of pre-ordered
 * units do, see `ecom/orders/v3-stock-moves.ts`), and
 * if any item of a bulk call cannot change, none does. The products'
 * availability and the inventory events follow in the same transaction.
 */

import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, notFound } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import { checkRevision } from "../model/revision.ts";
import { checkItemPreorders } from "../products/preorder-rules.ts";
import {
  DEFAULT_PREORDER_LIMIT,
  INVENTORY_COLUMNS,
  type InventoryItemRow,
  refreshAvailability,
} from "../store/inventory-rows.ts";
import { inventoryChangeEvents } from "./inventory-events-v3.ts";
import {
  INVENTORY_ITEM_FROM,
  INVENTORY_ITEM_SELECT,
  type InventoryItemWithProduct,
  inventoryItemWire,
} from "./inventory-item-wire.ts";

/** The largest quantity an item holds. */
const MAX_QUANTITY = 99_999_999;

async function lockedItem(tx: Queryable, id: string): Promise<InventoryItemRow> {
  const [row] = await tx.query<InventoryItemRow>(
    `select ${INVENTORY_COLUMNS} from v3_inventory_items i where i.id = $1 for update`,
    [id],
  );
  if (!row) throw notFound("INVENTORY_ITEM_NOT_FOUND", `No inventory item has id ${id}.`);
  return row;
}

async function wireItems(tx: Queryable, ids: readonly string[]) {
  const rows = await tx.query<InventoryItemWithProduct>(
    `select ${INVENTORY_ITEM_SELECT} from ${INVENTORY_ITEM_FROM} where i.id = any($1::text[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, inventoryItemWire(row)]));
  return ids.map((id) => byId.get(id));
}

const updateInventoryItem: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v3/inventory-items/{inventoryItem.id}",
  access: "write",
  async handle(input) {
    const checks = new InputChecks();
    const body = checks.object(input.payload.inventoryItem, "inventoryItem", true) ?? {};
    const id = checks.string(body.id, "inventoryItem.id", { required: true }) ?? "";
    const revision = checks.string(
      typeof body.revision === "number" ? String(body.revision) : body.revision,
      "inventoryItem.revision",
      { required: true },
    );
    const quantity = checks.number(body.quantity, "inventoryItem.quantity", {
      min: 0,
      max: MAX_QUANTITY,
      integer: true,
    });
    const inStock = checks.boolean(body.inStock, "inventoryItem.inStock");
    const trackQuantity = checks.boolean(body.trackQuantity, "inventoryItem.trackQuantity");
    if (quantity !== undefined && inStock !== undefined)
      checks.fail("inventoryItem", "set either quantity or inStock", "ONE_OF");
    const preorder = checks.object(body.preorderInfo, "inventoryItem.preorderInfo");
    const preorderEnabled = checks.boolean(preorder?.enabled, "inventoryItem.preorderInfo.enabled");
    const preorderMessage = checks.string(preorder?.message, "inventoryItem.preorderInfo.message", {
      maxLength: 250,
    });
    const preorderLimit = checks.number(preorder?.limit, "inventoryItem.preorderInfo.limit", {
      min: 0,
      max: DEFAULT_PREORDER_LIMIT,
      integer: true,
    });
    checks.done();
    return inCatalogTransaction(input, async ({ tx, context, identity }) => {
      const before = await lockedItem(tx, id);
      checkRevision("inventory item", revision, before.revision);
      if (preorderEnabled && !before.preorder_enabled) await checkItemPreorders(tx, before.product_id);
      const track =
        quantity !== undefined
          ? true
          : inStock !== undefined
            ? false
            : (trackQuantity ?? before.track_quantity);
      const preorderAfter = {
        preorder_enabled: preorderEnabled ?? before.preorder_enabled,
        preorder_limit: preorderLimit ?? before.preorder_limit,
        preorder_message: preorderMessage ?? before.preorder_message,
      };
      const after = track
        ? {
            track_quantity: true,
            quantity: quantity ?? before.quantity ?? 0,
            in_stock: (quantity ?? before.quantity ?? 0) > 0,
            ...preorderAfter,
          }
        : {
            track_quantity: false,
            quantity: null,
            in_stock: inStock ?? (before.track_quantity ? (before.quantity ?? 0) > 0 : before.in_stock),
            ...preorderAfter,
          };
      await tx.query(
        `update v3_inventory_items set track_quantity = $2, quantity = $3, in_stock = $4, revision = revision + 1,
           updated_date = $5, preorder_enabled = $6, preorder_message = $7, preorder_limit = $8 where id = $1`,
        [
          id,
          after.track_quantity,
          after.quantity,
          after.in_stock,
          context.now,
          after.preorder_enabled,
          after.preorder_message,
          after.preorder_limit,
        ],
      );
      await refreshAvailability(tx, [before.product_id]);
      await recordEvents(tx, inventoryChangeEvents(before, after, identity, context.now));
      const [item] = await wireItems(tx, [id]);
      return { inventoryItem: item };
    });
  },
};

/** The bulk increment or decrement call of one direction. */
function bulkAdjust(direction: "increment" | "decrement"): WriteEndpoint {
  const listField = `${direction}Data`;
  const byField = `${direction}By`;
  return {
    method: "POST",
    path: `/stores/v3/bulk/inventory-items/${direction}`,
    access: "write",
    async handle(input) {
      const checks = new InputChecks();
      const list = checks.array(input.payload[listField], listField, { required: true, maxSize: 1000 }) ?? [];
      if (list.length === 0) checks.fail(listField, "must not be empty", "REQUIRED_FIELD");
      const changes = list.map((item, index) => {
        const entry = checks.object(item, `${listField}[${index}]`, true);
        const id = checks.string(entry?.inventoryItemId, `${listField}[${index}].inventoryItemId`, {
          required: true,
        });
        const by = checks.number(entry?.[byField], `${listField}[${index}].${byField}`, {
          required: true,
          min: 1,
          max: MAX_QUANTITY,
          integer: true,
        });
        return { id: id ?? "", by: by ?? 0 };
      });
      checks.done();
      const returnEntity = input.payload.returnEntity === true || input.payload.returnEntity === "true";
      return inCatalogTransaction(input, async ({ tx, context, identity }) => {
        const products = new Set<string>();
        for (const change of changes) {
          const before = await lockedItem(tx, change.id);
          if (!before.track_quantity)
            throw new ApplicationFailure(
              400,
              "INVENTORY_QUANTITY_NOT_TRACKED",
              `Inventory item ${change.id} does not track a quantity.`,
              { inventoryItemId: change.id },
            );
          const current = before.quantity ?? 0;
          const next = direction === "decrement" ? current - change.by : current + change.by;
          if (next < 0)
            throw new ApplicationFailure(
              400,
              "INSUFFICIENT_INVENTORY",
              `Inventory item ${change.id} has ${current}, fewer than ${change.by}.`,
              { inventoryItemId: change.id, quantity: current, requested: change.by },
            );
          if (next > MAX_QUANTITY)
            throw new ApplicationFailure(
              400,
              "MAX_QUANTITY_LIMIT_REACHED",
              `Inventory item ${change.id} would hold more than ${MAX_QUANTITY}.`,
              { inventoryItemId: change.id },
            );
          await tx.query(
            `update v3_inventory_items set quantity = $2, in_stock = $2 > 0, revision = revision + 1, updated_date = $3
             where id = $1`,
            [change.id, next, context.now],
          );
          products.add(before.product_id);
          await recordEvents(
            tx,
            inventoryChangeEvents(
              before,
              { track_quantity: true, quantity: next, in_stock: next > 0 },
              identity,
              context.now,
            ),
          );
        }
        await refreshAvailability(tx, [...products]);
        const items = returnEntity
          ? await wireItems(
              tx,
              changes.map((c) => c.id),
            )
          : [];
        return {
          results: changes.map((change, originalIndex) => ({
            itemMetadata: { id: change.id, originalIndex, success: true },
            ...(returnEntity ? { item: items[originalIndex] } : {}),
          })),
          bulkActionMetadata: { totalSuccesses: changes.length, totalFailures: 0, undetailedFailures: 0 },
        };
      });
    },
  };
}

/** The inventory write endpoints. */
export const inventoryWriteEndpoints: WriteEndpoint[] = [
  updateInventoryItem,
  bulkAdjust("decrement"),
  bulkAdjust("increment"),
];
