/**
 * The variants table as the merchant edits it (one row per variant, numbers as typed) and the
 * `updateVariants` overrides for the rows that changed (by variant id, only the changed fields).
 * Stock goes in the override too: the emulator accepts it there (the provider sets stock through
 * its inventory API).
 */
import type { Product, VariantOverride } from "@vitrine/sdk/catalog";

/** One editable variant. */
export interface VariantRow {
  id: string;
  /** Its choices, "M / Red". */
  label: string;
  price: string;
  cost: string;
  weight: string;
  sku: string;
  /** Whether the variant counts its stock (then `quantity`, else `inStock`). */
  tracked: boolean;
  quantity: string;
  inStock: boolean;
  visible: boolean;
}

function text(value: number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * The rows of a product's variants.
 *
 * @example
 * ```ts
 * variantRowsFrom(product).map((row) => row.label); // ["S / Red", "S / Blue", …]
 * ```
 */
export function variantRowsFrom(product: Product): VariantRow[] {
  return (product.variants ?? []).map((variant) => {
    const data = variant.variant ?? {};
    return {
      id: variant.id ?? "",
      label: Object.values(variant.choices ?? {}).join(" / "),
      price: text(data.priceData?.price),
      cost: text(data.costAndProfitData?.itemCost),
      weight: text(data.weight),
      sku: data.sku ?? "",
      tracked: variant.stock?.trackQuantity === true,
      quantity: text(variant.stock?.quantity),
      inStock: variant.stock?.inStock !== false,
      visible: data.visible !== false,
    };
  });
}

function amount(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : Number(trimmed);
}

/** The override of one edited row against its loaded state, or `undefined` when nothing changed. */
function changeOf(row: VariantRow, before: VariantRow): VariantOverride | undefined {
  const change: VariantOverride = { variantIds: [row.id] };
  if (row.price !== before.price) change.price = amount(row.price);
  if (row.cost !== before.cost) change.cost = amount(row.cost);
  if (row.weight !== before.weight) change.weight = amount(row.weight);
  if (row.sku !== before.sku) change.sku = row.sku;
  if (row.visible !== before.visible) change.visible = row.visible;
  if (row.tracked && row.quantity !== before.quantity) change.stock = { quantity: amount(row.quantity) ?? 0 };
  if (!row.tracked && row.inStock !== before.inStock) change.stock = { inStock: row.inStock };
  return Object.keys(change).length > 1 ? change : undefined;
}

/**
 * The overrides for the rows that changed, and the row id of each (to place the server's
 * `variants[i].…` errors on their row).
 *
 * @example
 * ```ts
 * const { overrides } = variantChanges(edited, loaded);
 * await updateVariants(admin, productId, overrides);
 * ```
 */
export function variantChanges(
  rows: readonly VariantRow[],
  loaded: readonly VariantRow[],
): { overrides: VariantOverride[]; rowIds: string[] } {
  const overrides: VariantOverride[] = [];
  const rowIds: string[] = [];
  for (const row of rows) {
    const before = loaded.find((candidate) => candidate.id === row.id);
    const change = before ? changeOf(row, before) : undefined;
    if (!change) continue;
    overrides.push(change);
    rowIds.push(row.id);
  }
  return { overrides, rowIds };
}
