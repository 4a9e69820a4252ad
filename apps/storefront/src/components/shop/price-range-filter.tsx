/** The shop's price range: lowest and highest price, applied together. */
import { type FormEvent, useId } from "react";
import { useFieldText } from "../forms/use-field-text.ts";

/** Props of {@link PriceRangeFilter}. */
export interface PriceRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  onChange: (range: { min: number | undefined; max: number | undefined }) => void;
}

function parse(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/** Two number fields and an Apply button. */
export function PriceRangeFilter({ min, max, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const [low, setLow] = useFieldText(min?.toString() ?? "");
  const [high, setHigh] = useFieldText(max?.toString() ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ min: parse(low), max: parse(high) });
  };
  return (
    <form className="price-range" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <span id={`${id}-legend`} className="field__label">
        Price
      </span>
      <div className="price-range__row">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          Lowest price
        </label>
        <input
          id={`${id}-min`}
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="Min"
          value={low}
          onChange={(event) => setLow(event.target.value)}
        />
        <span aria-hidden="true">–</span>
        <label className="visually-hidden" htmlFor={`${id}-max`}>
          Highest price
        </label>
        <input
          id={`${id}-max`}
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="Max"
          value={high}
          onChange={(event) => setHigh(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          Apply
        </button>
      </div>
    </form>
  );
}
