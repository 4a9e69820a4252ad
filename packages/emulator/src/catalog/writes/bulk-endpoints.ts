/**
 * Bulk product writes: set, or adjust by an amount or a percentage, the
 * price, cost or weight of up to 100 products. One transaction; each item
 * succeeds or fails whole (an unknown id, or a variant that would go
 * negative, fails only that item), with per-item results.
 * POST `/stores/v1/bulk/products/update`, POST `/stores/v1/bulk/products/adjust-properties`.
 */
import { adjustedAmount, BULK_PROPERTIES, type BulkProperty } from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint, WriteInput } from "../../catalog-core/writes/write-endpoint.ts";
import { ApiFailure, ApplicationFailure, ValidationFailure } from "../../errors.ts";
import { deriveProduct } from "../model/derive-product.ts";
import { adjustProductAmount, setProductAmount } from "../model/product-amounts.ts";
import type { ProductDocument } from "../model/product-document.ts";
import { loadProductsForUpdate } from "../store/product-repository.ts";
import { persistProductChange } from "./product-write.ts";

/** Computes a product's new value of the property from its current one. */
type NewValue = (current: number) => number;

function itemError(error: unknown) {
  if (error instanceof ValidationFailure) {
    const [first] = error.fieldViolations;
    return { code: "INVALID_ARGUMENT", description: error.message, data: { field: first?.field ?? "" } };
  }
  if (error instanceof ApplicationFailure)
    return { code: error.code, description: error.description, data: {} };
  throw error;
}

function readIds(payload: Record<string, unknown>, checks: InputChecks): string[] {
  const ids = checks.ids(payload.ids, "ids", { required: true, maxSize: 100 }) ?? [];
  if (Array.isArray(payload.ids) && payload.ids.length === 0)
    checks.fail("ids", "must not be empty", "REQUIRED_FIELD");
  return ids;
}

// Called only for a present object: a missing or malformed one already has its violation.
function onlyProperty(checks: InputChecks, body: Record<string, unknown>, field: string) {
  const present = BULK_PROPERTIES.filter((p) => body[p] !== undefined && body[p] !== null);
  if (present.length !== 1) {
    checks.fail(field, `exactly one of ${BULK_PROPERTIES.join(", ")} must be given`, "REQUIRED_FIELD");
    return undefined;
  }
  return present[0];
}

async function runBulk(
  input: WriteInput,
  ids: readonly string[],
  property: BulkProperty,
  change: (product: ProductDocument, property: BulkProperty) => ProductDocument,
) {
  return inCatalogTransaction(input, async (write) => {
    const products = await loadProductsForUpdate(write.tx, ids);
    const results = [];
    for (const [originalIndex, id] of ids.entries()) {
      try {
        const before = products.get(id);
        if (!before) throw new ApplicationFailure(404, "PRODUCT_NOT_FOUND", `Product ${id} not found`);
        const after: ProductDocument = deriveProduct(change(before, property), write.context);
        await persistProductChange(write, before, after);
        products.set(id, after);
        results.push({ itemMetadata: { id, originalIndex, success: true } });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        results.push({ itemMetadata: { id, originalIndex, success: false, error: itemError(error) } });
      }
    }
    const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
    return {
      results,
      bulkActionMetadata: {
        totalSuccesses,
        totalFailures: results.length - totalSuccesses,
        undetailedFailures: 0,
      },
    };
  });
}

/** POST `/stores/v1/bulk/products/update`: `{ids, set:{price|cost|weight}}` → per-item results. */
export const bulkUpdateProducts: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/bulk/products/update",
  access: "write",
  handle: (input) => {
    const checks = new InputChecks();
    const ids = readIds(input.payload, checks);
    const set = checks.object(input.payload.set, "set", true);
    const property = set ? onlyProperty(checks, set, "set") : undefined;
    const value = property ? checks.amount(set?.[property], `set.${property}`, true) : undefined;
    checks.done();
    return runBulk(input, ids, property as BulkProperty, (product, p) =>
      setProductAmount(product, p, value as number, `set.${p}`),
    );
  },
};

/** POST `/stores/v1/bulk/products/adjust-properties`: `{ids, adjust:{price|cost|weight:{amount}|{percentage}}}`. */
export const bulkAdjustProducts: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/bulk/products/adjust-properties",
  access: "write",
  handle: (input) => {
    const checks = new InputChecks();
    const ids = readIds(input.payload, checks);
    const adjust = checks.object(input.payload.adjust, "adjust", true);
    const property = adjust ? onlyProperty(checks, adjust, "adjust") : undefined;
    const field = `adjust.${property}`;
    const by = property ? checks.object(adjust?.[property], field, true) : undefined;
    let next: NewValue = (current) => current;
    if (by && (by.amount === undefined) === (by.percentage === undefined)) {
      checks.fail(field, "exactly one of amount and percentage must be given", "REQUIRED_FIELD");
    } else if (by?.amount !== undefined) {
      const amount = checks.number(by.amount, `${field}.amount`, {
        min: -999_999_999.99,
        max: 999_999_999.99,
      });
      next = (current) => adjustedAmount(current, { amount: amount ?? 0 });
    } else if (by) {
      // The percentage is `{rate, roundToInt}`; a bare number is taken as the rate.
      const percentage = typeof by.percentage === "number" ? { rate: by.percentage } : by.percentage;
      const body = checks.object(percentage, `${field}.percentage`, true);
      const rate = checks.number(body?.rate, `${field}.percentage.rate`, {
        required: true,
        min: -100,
        max: 1000,
      });
      const toInt = checks.boolean(body?.roundToInt, `${field}.percentage.roundToInt`) ?? false;
      next = (current) => adjustedAmount(current, { percentage: { rate: rate ?? 0, roundToInt: toInt } });
    }
    checks.done();
    return runBulk(input, ids, property as BulkProperty, (product, p) =>
      adjustProductAmount(product, p, next, field),
    );
  },
};
