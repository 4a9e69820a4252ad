/**
 * Catalogue rows for read tests, inserted with plain SQL (the reads only need
 * the stored shape: query columns plus the served documents). Documents carry
 * the merchant-only fields (cost, profit, cost range) so tests can check they
 * are hidden. Also bulk products, for catalogues past the bounded count.
 */
import type { Collection, Media, Product, ProductOption, Variant } from "@vitrine/sdk/catalog";
import { DEFAULT_VARIANT_ID } from "../catalog/model/product-document.ts";
import type { Queryable } from "../db/database.ts";

/** The id of the single variant of a product without options (the catalogue's own). */
export const DEFAULT_VARIANT = DEFAULT_VARIANT_ID;

/** One variant of a fixture product. */
export interface FixtureVariant {
  id: string;
  choices: Record<string, string>;
  price?: number;
  inStock?: boolean;
  visible?: boolean;
  sku?: string;
}

/** What a test says about a product; the rest is filled in. */
export interface FixtureProduct {
  id: string;
  name: string;
  price: number;
  slug?: string;
  productType?: "physical" | "digital";
  description?: string;
  sku?: string | null;
  visible?: boolean;
  collectionIds?: string[];
  createdDate?: string;
  lastUpdated?: string;
  options?: ProductOption[];
  variants?: FixtureVariant[];
  media?: Media;
}

function price(amount: number) {
  return {
    currency: "USD",
    price: amount,
    discountedPrice: amount,
    formatted: { price: `$${amount.toFixed(2)}` },
  };
}

const cost = (amount: number) => ({ itemCost: amount / 2, profit: amount / 2, profitMargin: 0.5 });

function variantDoc(input: FixtureVariant, product: FixtureProduct): Variant {
  const amount = input.price ?? product.price;
  return {
    id: input.id,
    choices: input.choices,
    variant: {
      priceData: price(amount),
      convertedPriceData: price(amount),
      costAndProfitData: cost(amount),
      weight: 1,
      sku: input.sku ?? (product.variants ? "" : (product.sku ?? "")),
      visible: input.visible ?? true,
    },
    stock: { trackQuantity: false, inStock: input.inStock ?? true },
  };
}

/** The stored document of a fixture product (numericId is set on insert). */
export function productDocument(input: FixtureProduct): Product<string> & { id: string } {
  const variants = (input.variants ?? [{ id: DEFAULT_VARIANT, choices: {} }]).map((v) =>
    variantDoc(v, input),
  );
  const created = input.createdDate ?? "2026-01-01T00:00:00.000Z";
  return {
    id: input.id,
    name: input.name,
    slug: input.slug ?? input.id,
    visible: input.visible ?? true,
    productType: input.productType ?? "physical",
    description: input.description ?? "",
    sku: input.sku ?? null,
    stock: { trackInventory: false, inStock: true, inventoryStatus: "IN_STOCK" },
    price: price(input.price),
    priceData: price(input.price),
    convertedPriceData: price(input.price),
    costAndProfitData: cost(input.price),
    costRange: { minValue: input.price / 2, maxValue: input.price / 2 },
    media: input.media ?? { items: [] },
    manageVariants: input.variants !== undefined,
    productOptions: input.options ?? [],
    collectionIds: input.collectionIds ?? [],
    variants,
    createdDate: created,
    lastUpdated: input.lastUpdated ?? created,
  };
}

/**
 * Inserts products (in order, so numericIds follow the list) and their variants.
 *
 * @example
 * ```ts
 * await insertProducts(db, [{ id: "p1", name: "Shirt", price: 10 }]);
 * ```
 */
export async function insertProducts(db: Queryable, products: readonly FixtureProduct[]): Promise<void> {
  for (const input of products) {
    const doc = productDocument(input);
    await db.query(
      `insert into products (id, name, slug, product_type, description, sku, price, visible, collection_ids, doc, created_date, last_updated)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        doc.id,
        doc.name,
        doc.slug,
        doc.productType,
        doc.description,
        doc.sku,
        input.price,
        doc.visible,
        doc.collectionIds,
        JSON.stringify(doc),
        doc.createdDate,
        doc.lastUpdated,
      ],
    );
    await db.query(
      "update products set doc = jsonb_set(doc, '{numericId}', to_jsonb(numeric_id::text)) where id = $1",
      [doc.id],
    );
    for (const [position, variant] of (doc.variants ?? []).entries()) {
      await db.query(
        `insert into variants (product_id, variant_id, position, choices, sku, price, visible, in_stock, doc)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          doc.id,
          variant.id,
          position,
          JSON.stringify(variant.choices),
          variant.variant?.sku || null,
          variant.variant?.priceData?.price ?? 0,
          variant.variant?.visible ?? true,
          variant.stock?.inStock ?? true,
          JSON.stringify(variant),
        ],
      );
    }
  }
}

/**
 * Inserts a collection.
 *
 * @example
 * ```ts
 * await insertCollection(db, { id: "c1", name: "Summer", slug: "summer" });
 * ```
 */
export async function insertCollection(
  db: Queryable,
  collection: Collection & { id: string; name: string; slug: string },
): Promise<void> {
  await db.query(
    `insert into collections (id, name, slug, description, visible, doc, created_date, last_updated)
     values ($1, $2, $3, $4, $5, $6, now(), now())`,
    [
      collection.id,
      collection.name,
      collection.slug,
      collection.description ?? "",
      collection.visible ?? true,
      JSON.stringify({ media: { items: [] }, ...collection }),
    ],
  );
}

/**
 * Inserts `count` plain visible products `bulk-<n>` priced `n % 100` in one
 * statement (for bounded totals and query plans).
 *
 * @example
 * ```ts
 * await insertBulkProducts(t.db, COUNT_BOUND + 1);
 * ```
 */
export async function insertBulkProducts(db: Queryable, count: number): Promise<void> {
  await db.query(
    `insert into products (id, name, slug, product_type, price, doc, created_date, last_updated)
     select 'bulk-' || n, 'Bulk ' || n, 'bulk-' || n, 'physical', n % 100,
       jsonb_build_object('id', 'bulk-' || n, 'name', 'Bulk ' || n), now(), now()
     from generate_series(1, $1::int) as n`,
    [count],
  );
}
