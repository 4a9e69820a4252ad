/**
 * `--seed demo` on a catalogue v3 store: the same shop as the v1 demo (same
 * products, prices, options, variants, stock, brands, ribbons, pictures, and
 * the collections as categories), stored as v3 rows in one transaction, into
 * an empty v3 catalogue only.
 */
import { buildCatalogue, type SeedResult } from "../catalog/seed/demo-store.ts";
import { DEFAULT_CURRENCY } from "../catalog-core/store/store-settings.ts";
import { insertBrand } from "../catalog-v3/brands/brand-rows.ts";
import { insertCustomization } from "../catalog-v3/customizations/customization-rows.ts";
import { insertInfoSection } from "../catalog-v3/info-sections/info-section-rows.ts";
import { buildProduct } from "../catalog-v3/model/build-product.ts";
import { deterministicId } from "../catalog-v3/model/deterministic-id.ts";
import { insertInventoryItem, refreshAvailability } from "../catalog-v3/store/inventory-rows.ts";
import { insertProduct } from "../catalog-v3/store/product-rows.ts";
import type { Database, Queryable } from "../db/database.ts";
import { type DemoDrafts, demoDrafts } from "./demo-drafts.ts";
import { demoPurchaseOptions } from "./demo-purchase-options.ts";

/** The ribbon ids the products use: an existing ribbon of the same name keeps its id. */
async function storeRibbons(tx: Queryable, ribbons: DemoDrafts["ribbons"], now: string) {
  const ids = new Map<string, string>();
  for (const ribbon of ribbons) {
    const [row] = await tx.query<{ id: string }>(
      `insert into ribbons (id, name, created_date, updated_date, kept) values ($1, $2, $3, $3, true)
       on conflict (name) do update set kept = true returning id`,
      [ribbon.id, ribbon.name, now],
    );
    ids.set(ribbon.name, row?.id ?? ribbon.id);
  }
  return ids;
}

async function storeEntities(tx: Queryable, drafts: DemoDrafts, now: string) {
  for (const brand of drafts.brands) await insertBrand(tx, { ...brand, now });
  for (const section of drafts.infoSections) await insertInfoSection(tx, { ...section, now });
  for (const option of drafts.options)
    await insertCustomization(
      tx,
      {
        id: option.id,
        name: option.name,
        customizationType: "PRODUCT_OPTION",
        customizationRenderType: option.renderType,
        choicesSettings: { choices: option.choices },
      },
      now,
    );
  for (const category of drafts.categories)
    await tx.query("insert into v3_categories (id, name, slug, doc) values ($1, $2, $3, $4)", [
      category.id,
      category.name,
      category.slug,
      JSON.stringify({
        id: category.id,
        name: category.name,
        slug: category.slug,
        description: category.description ?? null,
        visible: category.visible ?? true,
        ...(category.media?.mainMedia?.image?.url
          ? { image: { url: category.media.mainMedia.image.url } }
          : {}),
      }),
    ]);
}

/**
 * Seeds the demo store into an empty v3 catalogue; otherwise does nothing and reports zeros.
 *
 * @example
 * ```ts
 * await seedDemoStoreV3(db, config.publicUrl); // { products: 60, collections: 10 }
 * ```
 */
export function seedDemoStoreV3(db: Database, publicUrl: string, mediaUrl = publicUrl): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const existing = await tx.query(
      "select 1 from v3_products union all select 1 from v3_categories limit 1",
    );
    if (existing.length > 0) return { products: 0, collections: 0 };
    const { products, collections } = await buildCatalogue(tx, publicUrl, mediaUrl);
    const drafts = demoDrafts(products, collections);
    const now = drafts.products.reduce(
      (first, p) => (p.createdDate < first ? p.createdDate : first),
      new Date().toISOString(),
    );
    const ribbonIds = await storeRibbons(tx, drafts.ribbons, now);
    await storeEntities(tx, drafts, now);
    for (const { id, createdDate, updatedDate, draft } of drafts.products) {
      const { preorder } = demoPurchaseOptions(draft.slug);
      const ribbon = draft.ribbon
        ? { ...draft.ribbon, id: ribbonIds.get(draft.ribbon.name) ?? draft.ribbon.id }
        : undefined;
      const stored = { ...draft, ...(ribbon ? { ribbon } : {}) };
      const built = buildProduct(stored, {
        id,
        revision: "1",
        createdDate,
        updatedDate,
        currency: DEFAULT_CURRENCY,
        publicUrl,
      });
      await insertProduct(tx, built, stored);
      for (const variant of stored.variants)
        await insertInventoryItem(tx, {
          id: deterministicId(`inventory:${variant.id}`),
          variantId: variant.id,
          productId: id,
          stock: variant.stock ?? { inStock: true },
          now: createdDate,
          ...(preorder ? { preorder } : {}),
        });
    }
    await refreshAvailability(
      tx,
      drafts.products.map((p) => p.id),
    );
    return { products: drafts.products.length, collections: drafts.categories.length };
  });
}
