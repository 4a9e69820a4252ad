/** The shop's sort order. */
import type { ProductSort } from "@vitrine/react";
import { useId } from "react";

/** The sort orders and their labels. */
const SORT_LABELS: Record<ProductSort, string> = {
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "name-asc": "Name: A to Z",
  "name-desc": "Name: Z to A",
};

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

/** A drop-down of sort orders. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Sort by
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
      >
        {Object.entries(SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
