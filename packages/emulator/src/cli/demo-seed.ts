/** `--seed demo`: the demo catalogue, loaded into an empty store only, and the demo member. */
import { seedDemoStore } from "../catalog/seed/demo-store.ts";
import { seedDemoStoreV3 } from "../catalog-v3/seed/demo-store-v3.ts";
import type { CatalogVersion } from "../config.ts";
import type { Database } from "../db/database.ts";
import { DEMO_MEMBER, seedDemoMember } from "../identity/demo-member.ts";

/**
 * Seeds the demo catalogue in the site's catalogue version (pictures served from `publicUrl`);
 * returns a line describing what happened.
 */
export async function seedDemo(
  db: Database,
  publicUrl: string,
  catalogVersion: CatalogVersion,
): Promise<string> {
  const v3 = catalogVersion === "V3_CATALOG";
  const { products, collections } = await (v3 ? seedDemoStoreV3 : seedDemoStore)(db, publicUrl);
  return products === 0 && collections === 0
    ? "the store already has a catalogue; left as it is"
    : `${products} products in ${collections} ${v3 ? "categories (catalogue v3)" : "collections"}`;
}

/** Seeds the demo member (kept if it exists); returns the line with its login. */
export async function seedDemoShopper(db: Database, now: Date): Promise<string> {
  await seedDemoMember(db, now);
  return `${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`;
}
