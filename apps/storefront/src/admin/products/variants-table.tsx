/**
 * The variants table: price, cost, weight, SKU, stock and visibility per variant, saved together
 * (only the changed rows are sent), and "reset to default" (every variant follows the product
 * again). Server errors show in the cell they concern; after a save the table shows the stored values.
 */
import type { Product, VariantOverride } from "@vitrine/sdk/catalog";
import { type FormEvent, useState } from "react";
import { type FormErrors, fieldError, formErrorsOf, NO_ERRORS } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { resetVariants, updateVariants } from "../../lib/dashboard/products.ts";
import { countOf } from "../count-of.ts";
import { TableHead } from "../lists/table-head.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { type VariantRow, variantChanges, variantRowsFrom } from "./variant-rows.ts";

type TextColumn = "price" | "cost" | "weight" | "sku" | "quantity";

interface CellInputProps {
  row: VariantRow;
  column: TextColumn;
  label: string;
  error: string | undefined;
  numeric: boolean;
  onChange(value: string): void;
}

/** One editable cell, labelled with its column and variant. */
function CellInput({ row, column, label, error, numeric, onChange }: CellInputProps) {
  const errorId = `variant-${row.id}-${column}-error`;
  return (
    <td data-label={label}>
      <input
        className="input input--cell"
        aria-label={`${label} of ${row.label}`}
        type={numeric ? "number" : "text"}
        step={numeric ? "any" : undefined}
        inputMode={numeric ? "decimal" : undefined}
        value={row[column]}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="field__error" data-testid="field-error">
          {error}
        </span>
      ) : null}
    </td>
  );
}

/** Props of {@link VariantsTable}. */
export interface VariantsTableProps {
  product: Product;
}

/** Edits a product's variants. */
export function VariantsTable({ product }: VariantsTableProps) {
  const client = useAdminClient();
  const productId = product.id ?? "";
  const [loaded, setLoaded] = useState(() => variantRowsFrom(product));
  const [rows, setRows] = useState(loaded);
  // When the product is read again (after a save or a reset), the table shows it as stored. Its
  // version is the update time in milliseconds: a Date's string drops them, so a save in the same
  // second as the last read looked unchanged and the next save sent its changes again.
  const version = String(product.lastUpdated?.getTime());
  const [shownVersion, setShownVersion] = useState(version);
  if (version !== shownVersion) {
    const fresh = variantRowsFrom(product);
    setShownVersion(version);
    setLoaded(fresh);
    setRows(fresh);
  }
  const [sentRowIds, setSentRowIds] = useState<string[]>([]);
  const [notice, setNotice] = useState<string>();
  const save = useCatalogWrite((overrides: VariantOverride[]) =>
    updateVariants(client, productId, overrides),
  );
  const reset = useCatalogWrite(() => resetVariants(client, productId));
  const errors: FormErrors = save.error
    ? formErrorsOf(save.error, undefined, (path) =>
        /^variants\[\d+\]\.(price|cost|weight|sku|stock)/.test(path),
      )
    : NO_ERRORS;

  function update(id: string, change: Partial<VariantRow>) {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    const { overrides, rowIds } = variantChanges(rows, loaded);
    if (overrides.length === 0) {
      setNotice("Nothing changed.");
      return;
    }
    setSentRowIds(rowIds);
    save.mutate(overrides, { onSuccess: () => setNotice(`${countOf(overrides.length, "variant")} saved.`) });
  }

  function cellError(row: VariantRow, field: string): string | undefined {
    const index = sentRowIds.indexOf(row.id);
    return index < 0 ? undefined : fieldError(errors, `variants[${index}].${field}`);
  }

  const textCell = (
    row: VariantRow,
    column: TextColumn,
    label: string,
    numeric = true,
    field: string = column,
  ) => (
    <CellInput
      row={row}
      column={column}
      label={label}
      numeric={numeric}
      error={cellError(row, field)}
      onChange={(value) => update(row.id, { [column]: value })}
    />
  );

  return (
    <section className="admin-card" aria-labelledby="variants-title">
      <h2 id="variants-title">Variants</h2>
      <form onSubmit={submit} noValidate>
        <FormMessage
          error={errors.message ?? (reset.error ? formErrorsOf(reset.error).message : undefined)}
          success={notice}
        />
        <div className="admin-table-scroll">
          <table className="admin-table admin-table--variants">
            <TableHead columns={["Variant", "Price", "Cost", "Weight", "SKU", "Stock", "Visible"]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="variant-row">
                  <th scope="row">{row.label || "Default"}</th>
                  {textCell(row, "price", "Price")}
                  {textCell(row, "cost", "Cost")}
                  {textCell(row, "weight", "Weight")}
                  {textCell(row, "sku", "SKU", false)}
                  {row.tracked ? (
                    textCell(row, "quantity", "Stock", true, "stock")
                  ) : (
                    <td data-label="Stock">
                      <label className="checkbox-field">
                        <input
                          type="checkbox"
                          checked={row.inStock}
                          onChange={(e) => update(row.id, { inStock: e.target.checked })}
                        />
                        <span>In stock</span>
                        <span className="visually-hidden"> ({row.label})</span>
                      </label>
                    </td>
                  )}
                  <td data-label="Visible">
                    <input
                      type="checkbox"
                      aria-label={`Visible: ${row.label}`}
                      checked={row.visible}
                      onChange={(e) => update(row.id, { visible: e.target.checked })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="admin-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save variants"}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(undefined, {
                onSuccess: () => setNotice("Variants reset to the product's own values."),
              })
            }
          >
            Reset variants to default
          </button>
        </div>
      </form>
    </section>
  );
}
