/**
 * A catalogue v3 store of a chosen size for load and benchmark runs: the v3 demo store (products
 * with options, categories, brands) and generated v3 products up to the size, through the
 * emulator's own seeders.
 */

import { seedDemoStoreV3 } from "../catalog-demo/demo-store-v3.ts";
import { generateProductsV3 } from "../catalog-v3/seed/generate-products-v3.ts";
import type { Database } from "../db/database.ts";

/**
 * Seeds the v3 demo store and generated v3 products (slugs `gen-…`) up to `size` products in all,
 * on an empty v3 catalogue; `publicUrl` is the origin the products' URLs name.
 *
 * @example
 * ```ts
 * await seedSizedCatalogueV3(db, 10_000);
 * ```
 */
export async function seedSizedCatalogueV3(
  db: Database,
  size: number,
  publicUrl = "http://localhost:4000",
): Promise<void> {
  const demo = await seedDemoStoreV3(db, publicUrl);
  await generateProductsV3(db, Math.max(0, size - demo.products), { publicUrl, batchSize: 1000 });
}
