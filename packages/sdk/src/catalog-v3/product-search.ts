/**
 * The search request of catalogue v3 products and its answer: a free-text expression over chosen
 * fields, a filter, a sort, cursor paging and aggregations (value counts, ranges, scalars, date
 * histograms, nested). Shapes are the provider's wire names.
 */
import type { Filter } from "../catalog/query/filter.js";
import type { Sorting } from "../catalog/query/filter-sort-methods.js";
import type { CursorPaging } from "./cursor-query-builder.js";

/** The free-text part of a search. */
export interface SearchDetails {
  /** `OR` (default): any word matches; `AND`: every word. */
  mode?: "OR" | "AND";
  /** The text to look for. */
  expression?: string | null;
  /** Fields to look in (`name`, `description`, `variantsInfo.variants.sku` …); all searchable ones when absent. */
  fields?: string[];
  /** Whether near matches count. */
  fuzzy?: boolean;
}

/** A range bucket: `from <= value < to`, either end open. */
export interface RangeBucket {
  from?: number | null;
  to?: number | null;
}

/** Counts per distinct value. */
export interface ValueAggregation {
  sortType?: "COUNT" | "VALUE";
  sortDirection?: "DESC" | "ASC";
  /** How many values to return. */
  limit?: number | null;
  missingValues?: "EXCLUDE" | "INCLUDE";
  includeOptions?: { addToBucket?: string };
}

/** One aggregation kind inside a nested aggregation. */
export interface NestedAggregationItem {
  name?: string | null;
  type?: "VALUE" | "RANGE" | "SCALAR" | "DATE_HISTOGRAM";
  fieldPath?: string;
  value?: ValueAggregation;
  range?: { buckets?: RangeBucket[] };
  scalar?: { type?: ScalarType };
  dateHistogram?: { interval?: HistogramInterval };
}

/** A scalar aggregation's function. */
export type ScalarType = "COUNT_DISTINCT" | "MIN" | "MAX" | "SUM" | "AVG";

/** A date histogram's bucket width. */
export type HistogramInterval = "YEAR" | "MONTH" | "WEEK" | "DAY" | "HOUR" | "MINUTE" | "SECOND";

/** One aggregation over the matching products. */
export interface Aggregation {
  /** Name of the aggregation's result. */
  name?: string | null;
  type?: "VALUE" | "RANGE" | "SCALAR" | "DATE_HISTOGRAM" | "NESTED";
  /** Field to aggregate (`brand.name`, `actualPriceRange.minValue.amount` …). */
  fieldPath?: string;
  value?: ValueAggregation;
  range?: { buckets?: RangeBucket[] };
  scalar?: { type?: ScalarType };
  dateHistogram?: { interval?: HistogramInterval };
  nested?: { nestedAggregations?: NestedAggregationItem[] };
}

/** A products search. */
export interface ProductSearch {
  search?: SearchDetails;
  filter?: Filter;
  sort?: Sorting[];
  /** Page size and the cursor of the page to read (alone: the cursor carries the rest). */
  cursorPaging?: CursorPaging;
  aggregations?: Aggregation[];
  /** Time zone of date histograms (`Europe/Paris`). */
  timeZone?: string | null;
}

/** One aggregation's result: values, ranges, a scalar, a histogram or nested results. */
export interface AggregationResult {
  name?: string;
  type?: Aggregation["type"];
  fieldPath?: string;
  values?: { results?: { value?: string; count?: number | null }[] };
  ranges?: { results?: { from?: number | null; to?: number | null; count?: number | null }[] };
  scalar?: { type?: ScalarType; value?: number };
  dateHistogram?: { results?: { value?: string; count?: number }[] };
  /** Results grouped by a value, for nested aggregations. */
  groupedByValue?: { results?: Record<string, unknown>[] };
  /** Nested aggregations' results. */
  nested?: { results?: Record<string, unknown>[] };
}

/** The aggregations' results. */
export interface AggregationData {
  results?: AggregationResult[];
}
