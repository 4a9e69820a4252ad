/**
 * Bulk products for benchmarks (e.g. 100 000): simple physical products
 * with varied names and prices, inserted in batches of one transaction each,
 * through the same model and repository as every write, telling how far it is after each batch.
 */

import type { GenerateOptions } from "../../catalog-core/seed/generate-options.ts";
import { generatedName } from "../../catalog-core/seed/generated-names.ts";
import { seededRandom } from "../../catalog-core/seed/seeded-random.ts";
import { DEFAULT_CURRENCY } from "../../catalog-core/store/store-settings.ts";
import type { Database } from "../../db/database.ts";
import { createProductDocument } from "../model/product-changes.ts";
import { allocateNumericIds, insertProducts } from "../store/product-repository.ts";

/**
 * Inserts `count` generated products in batches of `batchSize` (slugs `gen-{numericId}`).
 *
 * @example
 * ```ts
 * await generateProducts(db, 100_000, { publicUrl: "http://localhost:4000" });
 * ```
 */
export async function generateProducts(
  db: Database,
  count: number,
  options: GenerateOptions = {},
): Promise<void> {
  const random = seededRandom(options.seed ?? 1);
  const batchSize = options.batchSize ?? 1000;
  const publicUrl = (options.publicUrl ?? "http://localhost:4000").replace(/\/+$/, "");
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    await db.transaction(async (tx) => {
      const numericIds = await allocateNumericIds(tx, size);
      const now = new Date().toISOString();
      const docs = numericIds.map((numericId) => {
        const name = generatedName(random, numericId);
        const price = random.int(100, 50_000) / 100;
        return createProductDocument(
          {
            name,
            price,
            cost: Math.round(price * 40) / 100,
            sku: `GEN-${numericId}`,
            weight: random.int(1, 500) / 100,
          },
          { id: random.uuid(), numericId, slug: `gen-${numericId}`, inventoryItemId: random.uuid() },
          { currency: DEFAULT_CURRENCY, publicUrl, now },
          () => random.uuid(),
        );
      });
      await insertProducts(tx, docs);
    });
    options.onProgress?.(done + size, count);
  }
}
