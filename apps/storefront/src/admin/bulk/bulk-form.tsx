/**
 * The bulk change form of either catalogue (v1 or v3): set, or adjust by an amount or a
 * percentage, the selected products' price, cost or weight. The catalogue's panel computes the
 * preview (before and after) and applies the change, reporting as it goes: a progress bar and a
 * line saying how many products are done and how many failed, and each product's row shows the
 * server's result as soon as its chunk is answered.
 */
import { BULK_PROPERTIES, type BulkProperty } from "@vitrine/sdk/catalog";
import { type FormEvent, useMemo, useState } from "react";
import { fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { CheckboxField, NumberField, SelectField } from "../../components/forms/form-field.tsx";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { TableHead } from "../lists/table-head.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
import type { BulkChange, BulkOutcome, BulkPreviewRow } from "./bulk-change.ts";
import type { BulkProgress } from "./bulk-chunks.ts";

/** Props of {@link BulkForm}. */
export interface BulkFormProps {
  /** How many products are selected. */
  count: number;
  /** The preview of `change` over the selected products. */
  preview(change: BulkChange): BulkPreviewRow[];
  /** Applies `change` to the selected products, reporting the outcomes so far: the outcome per product id. */
  apply(change: BulkChange, report: BulkProgress): Promise<Map<string, BulkOutcome>>;
}

const PROPERTY_LABELS: Record<BulkProperty, string> = { price: "Price", cost: "Cost", weight: "Weight" };

/** The bulk change form, preview and results. */
export function BulkForm({ count, preview: previewOf, apply: applyChange }: BulkFormProps) {
  const [mode, setMode] = useState<BulkChange["mode"]>("adjust");
  const [property, setProperty] = useState<BulkProperty>("price");
  const [by, setBy] = useState<BulkChange["by"]>("percentage");
  const [valueText, setValueText] = useState("");
  const [roundToInt, setRoundToInt] = useState(false);
  const [applied, setApplied] = useState<{
    rows: BulkPreviewRow[];
    outcomes: ReadonlyMap<string, BulkOutcome>;
  }>();
  const [progress, setProgress] = useState<{
    rows: BulkPreviewRow[];
    outcomes: ReadonlyMap<string, BulkOutcome>;
  }>();

  const value = valueText.trim() === "" ? Number.NaN : Number(valueText);
  const change: BulkChange = { mode, property, by, value, roundToInt };
  const preview = useMemo(
    () => (Number.isFinite(value) ? previewOf({ mode, property, by, value, roundToInt }) : []),
    [previewOf, mode, property, by, value, roundToInt],
  );

  const apply = useCatalogWrite((asked: { change: BulkChange; rows: BulkPreviewRow[] }) =>
    applyChange(asked.change, (outcomes) => setProgress({ rows: asked.rows, outcomes })),
  );
  const errors = formErrorsOf(
    apply.error,
    undefined,
    (path) => path.startsWith("set") || path.startsWith("adjust"),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setApplied(undefined);
    setProgress(undefined);
    const previewed = preview;
    apply.mutate(
      { change, rows: previewed },
      { onSuccess: (outcomes) => setApplied({ rows: previewed, outcomes }) },
    );
  }

  const unit = property === "weight" ? "" : "$";
  const outcomes = applied?.outcomes;
  const shown = applied ?? (apply.isPending || apply.isError ? progress : undefined);
  const rows = shown?.rows ?? preview;
  const failures = outcomes ? [...outcomes.values()].filter((outcome) => !outcome.success).length : 0;
  const soFar = shown?.outcomes;
  const failedSoFar = soFar ? [...soFar.values()].filter((outcome) => !outcome.success).length : 0;
  return (
    <section className="admin-card bulk-panel" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Change {count} selected</h2>
      <form
        className="bulk-form"
        onSubmit={submit}
        onChange={() => {
          setApplied(undefined);
          setProgress(undefined);
        }}
      >
        <SelectField
          label="Change"
          value={mode}
          onChange={(e) => setMode(e.target.value as BulkChange["mode"])}
        >
          <option value="adjust">Adjust</option>
          <option value="set">Set</option>
        </SelectField>
        <SelectField
          label="Property"
          value={property}
          onChange={(e) => setProperty(e.target.value as BulkProperty)}
        >
          {BULK_PROPERTIES.map((p) => (
            <option key={p} value={p}>
              {PROPERTY_LABELS[p]}
            </option>
          ))}
        </SelectField>
        {mode === "adjust" ? (
          <SelectField label="By" value={by} onChange={(e) => setBy(e.target.value as BulkChange["by"])}>
            <option value="percentage">Percentage</option>
            <option value="amount">Amount</option>
          </SelectField>
        ) : null}
        <NumberField
          label={
            mode === "set"
              ? "New value"
              : by === "percentage"
                ? "Percent (−10 lowers by 10 %)"
                : "Amount (negative lowers)"
          }
          required
          value={valueText}
          onChange={(e) => setValueText(e.target.value)}
          error={fieldError(errors, mode === "set" ? "set" : "adjust")}
        />
        {mode === "adjust" && by === "percentage" ? (
          <CheckboxField
            label="Round to whole numbers"
            checked={roundToInt}
            onChange={(e) => setRoundToInt(e.target.checked)}
          />
        ) : null}
        <button type="submit" className="button" disabled={apply.isPending || preview.length === 0}>
          {apply.isPending ? "Applying…" : `Apply to ${count}`}
        </button>
      </form>
      {apply.isPending ? (
        <div className="bulk-progress" role="status">
          <progress max={count} value={soFar?.size ?? 0} aria-label="Products done" />
          <p>
            {soFar?.size ?? 0} of {count} done, {failedSoFar} failed…
          </p>
        </div>
      ) : null}
      <FormMessage
        error={errors.message}
        success={outcomes ? `${outcomes.size - failures} changed, ${failures} failed.` : undefined}
      />
      {rows.length > 0 ? (
        <table className="admin-table bulk-preview" aria-label={soFar ? "Results" : "Preview"}>
          <TableHead columns={["Product", "Now", "After", "Result"]} />
          <tbody>
            {rows.map((row) => {
              const outcome = soFar?.get(row.id);
              return (
                <tr
                  key={row.id}
                  data-testid="bulk-preview-row"
                  className={row.valid ? undefined : "is-invalid"}
                >
                  <td data-label="Product">{row.name}</td>
                  <td data-label="Now">{`${unit}${row.before.toFixed(2)}`}</td>
                  <td data-label="After" data-testid="bulk-after">
                    {`${unit}${row.after.toFixed(2)}`}
                    {row.valid ? null : " (not allowed)"}
                  </td>
                  <td data-label="Result" data-testid="bulk-result">
                    {outcome ? (outcome.success ? "Changed" : `Failed: ${outcome.error}`) : "–"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
