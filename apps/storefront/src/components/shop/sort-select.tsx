/**
 * The listing's sort order: a GET form of the page's URL (`sort`, with the shop's other params
 * kept): without JavaScript its "Sort" button applies it, with JavaScript a change applies itself
 * and the button is hidden (`without-script`), before the page has hydrated too
 * (`forms/submit-on-change.ts`).
 */
import type { ProductSort } from "@vitrine/react";
import { useId } from "react";
import { useLocation } from "react-router";
import { SUBMIT_ON_CHANGE } from "../forms/submit-on-change.ts";
import { ShopParamFields } from "./shop-param-fields.tsx";
import type { ShopParams } from "./shop-params.ts";

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
  /** The listing's URL state (its `sort` is the one shown), kept by the form without JavaScript. */
  params: ShopParams;
  onChange: (sort: ProductSort) => void;
}

/** A drop-down of sort orders. */
export function SortSelect({ params, onChange }: SortSelectProps) {
  const id = useId();
  const { pathname } = useLocation();
  return (
    <form
      className="field"
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(new FormData(event.currentTarget).get("sort") as ProductSort);
      }}
    >
      <ShopParamFields params={params} omit={["sort"]} />
      <label htmlFor={id} className="field__label">
        Sort by
      </label>
      <div className="search-field__row">
        <select
          id={id}
          name="sort"
          className="input"
          {...{ [SUBMIT_ON_CHANGE]: "" }}
          value={params.sort}
          onChange={(event) => onChange(event.target.value as ProductSort)}
        >
          {Object.entries(SORT_LABELS).map(([sort, label]) => (
            <option key={sort} value={sort}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary without-script">
          Sort
        </button>
      </div>
    </form>
  );
}
