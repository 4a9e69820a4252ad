/**
 * A catalogue of a chosen size for load and benchmark runs: the demo store (products with
 * options, collections) and generated products up to the size, through the emulator's own
 * seeders.
 */
import { seedDemoStore } from "../catalog/seed/demo-store.ts";
import { generateProducts } from "../catalog/seed/generate-products.ts";
import type { Database } from "../db/database.ts";

/**
 * Seeds the demo store and generated products (slugs `gen-…`) up to `size` products in all, on an
 * empty catalogue; `publicUrl` is the origin the products' media URLs name.
 *
 * @example
 * ```ts
 * await seedSizedCatalogue(db, 10_000);
 * ```
 */
export async function seedSizedCatalogue(
  db: Database,
  size: number,
  publicUrl = "http://localhost:4000",
): Promise<void> {
  const demo = await seedDemoStore(db, publicUrl);
  await generateProducts(db, Math.max(0, size - demo.products), { publicUrl, batchSize: 1000 });
}
