/**
 * The demo store: about 60 products in 10 collections (two of them the hidden
 * home-page collections the provider's store templates read), built with the same
 * model functions as the write endpoints and a seeded random source, so every
 * run gives the same believable catalogue: apparel with Size and Color
 * variants (own prices, costs, weights, stock; some sold out), pantry goods
 * with a price per unit, digital downloads, AMOUNT and PERCENT discounts,
 * "New" and "Sale" ribbons, brands, and pictures served by the emulator.
 */
import { roundAmount } from "@vitrine/sdk/catalog";
import type { StoreContext } from "../../catalog-core/model/store-context.ts";
import { type SeededRandom, seededRandom } from "../../catalog-core/seed/seeded-random.ts";
import { DEFAULT_CURRENCY } from "../../catalog-core/store/store-settings.ts";
import type { Database, Queryable } from "../../db/database.ts";
import { demoMediaId } from "../../media/media-id.ts";
import { createCollectionDocument } from "../model/collection-input.ts";
import { deriveProduct } from "../model/derive-product.ts";
import { createProductDocument } from "../model/product-changes.ts";
import type { CollectionDocument, ProductDocument } from "../model/product-document.ts";
import type { ProductInput } from "../model/product-input.ts";
import { addProductMedia } from "../model/product-media.ts";
import { applyVariantOverrides } from "../model/variant-overrides.ts";
import { insertCollection } from "../store/collection-repository.ts";
import { allocateNumericIds, insertProducts } from "../store/product-repository.ts";
import { syncRibbons } from "../store/ribbon-registry.ts";
import {
  COLORS,
  DEMO_COLLECTIONS,
  HOMEPAGE_PICKS,
  PRODUCT_LINES,
  type ProductLine,
  SIZES,
} from "./demo-catalogue.ts";

/** The moment the demo catalogue was "last edited" (fixed, so seeds are identical). */
const SEED_TIME = Date.parse("2026-01-15T09:00:00.000Z");

/** What a seed created. */
export interface SeedResult {
  products: number;
  collections: number;
}

function contextAt(publicUrl: string, hoursAgo: number): StoreContext {
  return {
    currency: DEFAULT_CURRENCY,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    now: new Date(SEED_TIME - hoursAgo * 3_600_000).toISOString(),
  };
}

function between(random: SeededRandom, [min, max]: readonly [number, number]): number {
  return roundAmount(min + random.next() * (max - min));
}

/** A price that ends in .00, .50 or .99, as shops do. */
function shopPrice(random: SeededRandom, range: readonly [number, number]): number {
  return Math.max(1, Math.floor(between(random, range))) + random.pick([0, 0.5, 0.99]);
}

function productInput(line: ProductLine, name: string, random: SeededRandom): ProductInput {
  const price = shopPrice(random, line.price);
  const roll = random.next();
  const input: ProductInput = {
    name,
    productType: line.productType,
    description: `<p><strong>${name}</strong>, from our ${line.collection} range.</p><ul><li>Carefully made</li><li>Built to last</li></ul>`,
    price,
    cost: roundAmount(price * (0.3 + random.next() * 0.3)),
    brand: random.pick(line.brands),
    sku: `${line.collection.slice(0, 3).toUpperCase()}-${random.int(1000, 9999)}`,
    weight: line.weight ? between(random, line.weight) : 0,
    additionalInfoSections: [
      { title: "Care", description: "Handle with care; see the label for details." },
      { title: "Returns", description: "Free returns within 30 days." },
    ],
    stock:
      line.productType === "digital"
        ? { trackInventory: false, inStock: true }
        : { trackInventory: true, quantity: roll < 0.1 ? 0 : random.int(3, 80) },
  };
  if (roll > 0.85) input.discount = { type: "PERCENT", value: random.pick([10, 20, 30]) };
  else if (roll > 0.75) input.discount = { type: "AMOUNT", value: random.pick([2, 5]) };
  if (input.discount) input.ribbon = "Sale";
  else if (roll < 0.25 && roll >= 0.1) input.ribbon = "New";
  if (line.pricePerUnitData) input.pricePerUnitData = line.pricePerUnitData;
  if (line.apparel) {
    const colors = COLORS.filter(() => random.next() < 0.5).slice(0, 3);
    input.manageVariants = true;
    input.productOptions = [
      { name: "Size", optionType: "drop_down", choices: SIZES.map((s) => ({ value: s, description: s })) },
      {
        name: "Color",
        optionType: "color",
        choices: (colors.length > 0 ? colors : [COLORS[0]]).map((c) => ({ ...c })),
      },
    ];
  }
  return input;
}

/** Apparel variants: larger sizes cost a little more, weigh more, and some run out. */
function apparelVariants(product: ProductDocument, random: SeededRandom): ProductDocument {
  const base = product.priceData?.price ?? 0;
  const cost = product.costAndProfitData?.itemCost ?? 0;
  const overrides = SIZES.flatMap((size, i) => {
    const upcharge = i >= 3 ? (i - 2) * 2 : 0;
    return (product.productOptions?.[1]?.choices ?? []).map((color) => ({
      choices: { Size: size, Color: color.description ?? "" },
      price: base + upcharge,
      cost: roundAmount(cost + upcharge / 2),
      weight: roundAmount((product.weight ?? 0.3) * (0.8 + i * 0.1)),
      sku: `${product.sku}-${size}-${(color.description ?? "").slice(0, 3).toUpperCase()}`,
      stock: { quantity: random.next() < 0.15 ? 0 : random.int(1, 25) },
    }));
  });
  return applyVariantOverrides(product, overrides);
}

function withMedia(product: ProductDocument, publicUrl: string): ProductDocument {
  const colors = product.productOptions?.find((o) => o.name === "Color")?.choices ?? [];
  const sources = [
    { mediaId: demoMediaId(product.slug) },
    { mediaId: demoMediaId(`${product.slug}-detail`) },
    ...colors.map((c) => ({
      mediaId: demoMediaId(`${product.slug}-${(c.description ?? "").toLowerCase()}`),
      choice: { option: "Color", choice: c.description ?? "" },
    })),
  ];
  return addProductMedia(product, sources, publicUrl);
}

/**
 * The demo catalogue's v1 products and collections, built but not stored: the one source the v1
 * seed stores as is and the v3 seed (`src/catalog-demo/`) converts.
 *
 * @example
 * ```ts
 * const { products, collections } = await buildCatalogue(tx, "http://localhost:4000");
 * ```
 */
export async function buildCatalogue(tx: Queryable, publicUrl: string, mediaUrl = publicUrl) {
  const random = seededRandom(20_260_115);
  const collectionOf = (c: (typeof DEMO_COLLECTIONS)[number]) =>
    createCollectionDocument(random.uuid(), c.key === "home" ? "home-kitchen" : c.key, {
      name: c.name,
      description: c.description,
    });
  const collections = new Map<string, CollectionDocument>(
    DEMO_COLLECTIONS.filter((c) => !(c.key in HOMEPAGE_PICKS)).map((c) => [c.key, collectionOf(c)]),
  );
  const lines = PRODUCT_LINES.flatMap((line) => line.names.map((name) => ({ line, name })));
  const numericIds = await allocateNumericIds(tx, lines.length);
  const products = lines.map(({ line, name }, index) => {
    const hoursAgo = (lines.length - index) * 7;
    const context = contextAt(publicUrl, hoursAgo);
    const input = productInput(line, name, random);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const ids = {
      id: random.uuid(),
      numericId: numericIds[index] ?? "0",
      slug,
      inventoryItemId: random.uuid(),
    };
    let product = createProductDocument(input, ids, context, () => random.uuid());
    if (line.apparel) product = apparelVariants(product, random);
    const collectionIds = [collections.get(line.collection)?.id ?? ""];
    if (hoursAgo < 7 * 15) collectionIds.push(collections.get("new")?.id ?? "");
    if (product.ribbon === "Sale") collectionIds.push(collections.get("sale")?.id ?? "");
    return deriveProduct({ ...withMedia(product, mediaUrl.replace(/\/+$/, "")), collectionIds }, context);
  });
  // The home-page picks take their ids after every product's: the rest of the catalogue does not depend on them.
  for (const c of DEMO_COLLECTIONS.filter((c) => c.key in HOMEPAGE_PICKS)) {
    const collection = collectionOf(c);
    collections.set(c.key, collection);
    for (const product of products)
      if (HOMEPAGE_PICKS[c.key]?.includes(product.name ?? ""))
        product.collectionIds = [...(product.collectionIds ?? []), collection.id];
  }
  for (const collection of collections.values()) {
    const first = products.find((p) => p.collectionIds?.includes(collection.id));
    if (first?.media?.mainMedia)
      collection.media = { mainMedia: first.media.mainMedia, items: [first.media.mainMedia] };
  }
  return { products, collections: [...collections.values()] };
}

/**
 * Seeds the demo store when the catalogue is empty (no products and no collections); otherwise
 * does nothing and reports zeros. Pictures have media ids in the provider's form and URLs on its
 * media path, `{mediaUrl}/media/{id}` (generated PNGs the emulator serves there; `mediaUrl` is
 * `publicUrl` unless the pictures are named under another origin routed to it, such as the
 * provider's media host).
 *
 * @example
 * ```ts
 * const { products, collections } = await seedDemoStore(db, config.publicUrl); // { products: 60, collections: 10 }
 * ```
 */
export function seedDemoStore(db: Database, publicUrl: string, mediaUrl = publicUrl): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const existing = await tx.query("select 1 from products union all select 1 from collections limit 1");
    if (existing.length > 0) return { products: 0, collections: 0 };
    const { products, collections } = await buildCatalogue(tx, publicUrl, mediaUrl);
    const now = new Date(SEED_TIME).toISOString();
    for (const collection of collections) await insertCollection(tx, collection, now);
    await insertProducts(tx, products);
    await syncRibbons(
      tx,
      [],
      products.map((p) => p.ribbon ?? ""),
      { identityType: "WIX_USER", wixUserId: "site-owner" },
      now,
    );
    return { products: products.length, collections: collections.length };
  });
}
