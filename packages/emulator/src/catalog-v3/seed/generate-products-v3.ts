/**
 * Bulk catalogue v3 products for benchmarks (e.g. 100 000): simple physical
 * products of one variant with varied names, descriptions and prices (1 to
 * 500), each with its inventory item (in stock), inserted in batches of one
 * transaction each through the same model and rows as every v3 write, telling
 * how far it is after each batch.
 */
import type { GenerateOptions } from "../../catalog-core/seed/generate-options.ts";
import { generatedName } from "../../catalog-core/seed/generated-names.ts";
import { seededRandom } from "../../catalog-core/seed/seeded-random.ts";
import { DEFAULT_CURRENCY } from "../../catalog-core/store/store-settings.ts";
import type { Database } from "../../db/database.ts";
import { buildProduct } from "../model/build-product.ts";
import type { ProductDraft } from "../model/product-draft.ts";
import { insertInventoryItem, refreshAvailability } from "../store/inventory-rows.ts";
import { insertProduct } from "../store/product-rows.ts";

/**
 * Inserts `count` generated v3 products in batches of `batchSize`, numbered on from the
 * generated products already stored (slugs `gen-{number}`).
 *
 * @example
 * ```ts
 * await generateProductsV3(db, 100_000, { publicUrl: "http://localhost:4000" });
 * ```
 */
export async function generateProductsV3(
  db: Database,
  count: number,
  options: GenerateOptions = {},
): Promise<void> {
  const random = seededRandom(options.seed ?? 1);
  const batchSize = options.batchSize ?? 1000;
  const publicUrl = options.publicUrl ?? "http://localhost:4000";
  const [existing] = await db.query<{ n: number }>(
    "select count(*)::int as n from v3_products where slug like 'gen-%'",
  );
  const first = (existing?.n ?? 0) + 1;
  for (let done = 0; done < count; done += batchSize) {
    const size = Math.min(batchSize, count - done);
    await db.transaction(async (tx) => {
      const now = new Date().toISOString();
      const ids: string[] = [];
      for (let i = 0; i < size; i += 1) {
        const number = first + done + i;
        const name = generatedName(random, number);
        const price = (random.int(100, 50_000) / 100).toFixed(2);
        const variantId = random.uuid();
        const draft: ProductDraft = {
          name,
          slug: `gen-${number}`,
          plainDescription: `${name}, made to last, from the generated range.`,
          visible: true,
          visibleInPos: true,
          productType: "PHYSICAL",
          handle: null,
          media: [],
          infoSectionIds: [],
          options: [],
          modifiers: [],
          categoryIds: [],
          mainCategoryId: null,
          variants: [
            {
              id: variantId,
              visible: true,
              sku: `GEN-${number}`,
              barcode: null,
              choices: [],
              actualPrice: price,
              cost: (Math.round(Number(price) * 40) / 100).toFixed(2),
              weight: random.int(1, 500) / 100,
            },
          ],
        };
        const id = random.uuid();
        const meta = {
          id,
          revision: "1",
          createdDate: now,
          updatedDate: now,
          currency: DEFAULT_CURRENCY,
          publicUrl,
        };
        await insertProduct(tx, buildProduct(draft, meta), draft);
        await insertInventoryItem(tx, {
          id: random.uuid(),
          variantId,
          productId: id,
          stock: { inStock: true },
          now,
        });
        ids.push(id);
      }
      await refreshAvailability(tx, ids);
    });
    options.onProgress?.(done + size, count);
  }
}
