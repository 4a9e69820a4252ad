/** How the generated catalogues (v1 and v3, for benchmarks and big-store trials) are drawn and written. */

/** Options of the product generators of either catalogue. */
export interface GenerateOptions {
  /** The origin product links are named under (default `http://localhost:4000`). */
  publicUrl?: string;
  /** Products per transaction (default 1000). */
  batchSize?: number;
  /** The random source's seed (default 1). */
  seed?: number;
  /** Called after each batch with the products written and the products in all. */
  onProgress?: (done: number, total: number) => void;
}
