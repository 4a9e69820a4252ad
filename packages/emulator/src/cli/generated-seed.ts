/**
 * `--seed-products N`: N generated products added to the store after any other seed, in the
 * site's catalogue version, with their progress in the terminal and a closing line, for trying
 * the storefront and the dashboard on a big catalogue.
 */
import { generateProducts } from "../catalog/seed/generate-products.ts";
import { generateProductsV3 } from "../catalog-v3/seed/generate-products-v3.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Output } from "./output.ts";
import { progressReporter } from "./progress.ts";

/** Products per transaction: a progress report after each. */
const BATCH = 500;

/**
 * Adds `count` generated products to `db`, printing its progress to `out`.
 *
 * @example
 * ```ts
 * await seedGeneratedProducts(db, config, 10_000, out); // "generated products: 10000 added (catalogue v1)"
 * ```
 */
export async function seedGeneratedProducts(
  db: Database,
  config: EmulatorConfig,
  count: number,
  out: Output,
): Promise<void> {
  const v3 = config.catalogVersion === "V3_CATALOG";
  out.log(`generating ${count} products…`);
  await (v3 ? generateProductsV3 : generateProducts)(db, count, {
    publicUrl: config.publicUrl,
    batchSize: BATCH,
    onProgress: progressReporter(out, "generated products"),
  });
  out.log(`generated products: ${count} added (catalogue ${v3 ? "v3" : "v1"})`);
}
