/** Results of the bulk product writes (`bulkUpdateProducts`, `bulkAdjustProductProperties`). */

/** Why one item of a bulk write failed. */
export interface BulkItemError {
  code?: string;
  description?: string;
  data?: Record<string, unknown> | null;
}

/** What happened to one item. */
export interface ItemMetadata {
  id?: string | null;
  /** Index of the item in the request's `ids`. */
  originalIndex?: number;
  success?: boolean;
  error?: BulkItemError;
}

/** One item's result. */
export interface BulkProductResult {
  itemMetadata?: ItemMetadata;
}

/** Counts over the whole bulk write. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/**
 * The answer of a bulk write.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await client.products.bulkUpdateProducts(["p1", "p2"], { price: 10 });
 * console.log(bulkActionMetadata?.totalSuccesses);
 * ```
 */
export interface BulkProductsResult {
  results?: BulkProductResult[];
  bulkActionMetadata?: BulkActionMetadata;
}
