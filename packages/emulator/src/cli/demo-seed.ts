/**
 * `--seed demo`: the demo catalogue and content pages (the `Pages` and `Menus` data collections),
 * loaded into an empty store only, and the demo member.
 */
import { seedDemoStore } from "../catalog/seed/demo-store.ts";
import { seedDemoStoreV3 } from "../catalog-demo/demo-store-v3.ts";
import type { CatalogVersion } from "../config.ts";
import { seedDemoData } from "../data/seed/demo-data.ts";
import type { Database } from "../db/database.ts";
import { DEMO_MEMBER, seedDemoMember } from "../identity/demo-member.ts";

/**
 * Seeds the demo catalogue in the site's catalogue version (pictures named under `mediaUrl`,
 * by default `publicUrl`, which serves them at `/media/{id}`) and
 * the demo content pages; returns a line describing what happened.
 */
export async function seedDemo(
  db: Database,
  publicUrl: string,
  catalogVersion: CatalogVersion,
  mediaUrl = publicUrl,
): Promise<string> {
  const v3 = catalogVersion === "V3_CATALOG";
  const { products, collections } = await (v3 ? seedDemoStoreV3 : seedDemoStore)(db, publicUrl, mediaUrl);
  const content = await seedDemoData(db);
  const catalogue =
    products === 0 && collections === 0
      ? "the store already has a catalogue; left as it is"
      : `${products} products in ${collections} ${v3 ? "categories (catalogue v3)" : "collections"}`;
  return content.items === 0
    ? catalogue
    : `${catalogue}; ${content.items} content items in the Pages and Menus data collections`;
}

/** Seeds the demo member (kept if it exists); returns the line with its login. */
export async function seedDemoShopper(db: Database, now: Date): Promise<string> {
  await seedDemoMember(db, now);
  return `${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`;
}
