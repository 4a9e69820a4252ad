/**
 * The shop's price range: lowest and highest price, applied together; a GET form of the shop's
 * URL (`min`, `max`, with the other filters kept), so it filters without JavaScript too.
 */
import { type FormEvent, useId } from "react";
import { paths } from "../../app/paths.ts";
import { useFieldText } from "../forms/use-field-text.ts";
import { ShopParamFields } from "./shop-param-fields.tsx";
import type { ShopParams } from "./shop-params.ts";

/** Props of {@link PriceRangeFilter}. */
export interface PriceRangeFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** The shop's URL state, kept by the form when it is submitted without JavaScript. */
  params: ShopParams;
  onChange: (range: { min: number | undefined; max: number | undefined }) => void;
}

function parse(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === "" || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/** Two number fields and an Apply button. */
export function PriceRangeFilter({ min, max, params, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const [low, setLow, keepLow] = useFieldText(min?.toString() ?? "");
  const [high, setHigh, keepHigh] = useFieldText(max?.toString() ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ min: parse(low), max: parse(high) });
  };
  return (
    <form
      className="price-range"
      method="get"
      action={paths.shop}
      onSubmit={submit}
      aria-labelledby={`${id}-legend`}
    >
      <ShopParamFields params={params} omit={["min", "max"]} />
      <span id={`${id}-legend`} className="field__label">
        Price
      </span>
      <div className="price-range__row">
        <label className="visually-hidden" htmlFor={`${id}-min`}>
          Lowest price
        </label>
        <input
          id={`${id}-min`}
          ref={keepLow}
          name="min"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
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
          ref={keepHigh}
          name="max"
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
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
