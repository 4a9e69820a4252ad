/**
 * What the sitemaps list, read from the store with the shop's client: how many visible products
 * there are, a run of them in a stable order (slug and last change), and the collections (on a
 * catalogue v3 store: the categories). v1 products are read in `numericId` order: a position past
 * the API's offset limit (and its bounded count) is reached by keyset hops (`numericId >` the key
 * found at most `MAX_OFFSET` further each time), so any catalogue size counts and lists
 * completely without walking what comes before; v3 products by the search's cursor in creation
 * order, with the search's own count.
 */
import type { VitrineClient } from "@vitrine/react";
import { isApiError } from "@vitrine/sdk";
import { iterateQuery, MAX_OFFSET } from "@vitrine/sdk/catalog";

/** A product or collection as a sitemap names it. */
export interface SitemapItem {
  slug: string;
  lastmod: Date | null;
}

/** The catalogue reads of the sitemaps. */
export interface SitemapCatalogue {
  /** How many products the store shows. */
  productCount(): Promise<number>;
  /** The `limit` products from position `offset` (from 0) of the stable order. */
  products(offset: number, limit: number): Promise<SitemapItem[]>;
  /** Every collection (v3: category). */
  collections(): Promise<SitemapItem[]>;
}

const PAGE = 100;

function date(value: unknown): Date | null {
  if (!value) return null;
  const parsed = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** Collects `limit` items from position `offset` of `items`. */
async function slice<T>(items: AsyncIterable<T>, offset: number, limit: number): Promise<T[]> {
  const found: T[] = [];
  let index = 0;
  for await (const item of items) {
    if (index++ < offset) continue;
    found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}

async function* productsV3(client: VitrineClient): AsyncIterable<SitemapItem> {
  let cursor: string | null | undefined;
  do {
    const answer = await client.productsV3.searchProducts(
      cursor
        ? { cursorPaging: { cursor, limit: PAGE } }
        : { sort: [{ fieldName: "createdDate", order: "ASC" }], cursorPaging: { limit: PAGE } },
    );
    for (const product of answer.products) {
      if (product.slug) yield { slug: product.slug, lastmod: date(product.updatedDate) };
    }
    cursor = answer.pagingMetadata.hasNext ? answer.pagingMetadata.cursors?.next : undefined;
  } while (cursor);
}

/** v1 products from the first one after `key` (all without one), in `numericId` order. */
function queryV1(client: VitrineClient, key: string | undefined) {
  const query = client.products.queryProducts().ascending("numericId");
  return key === undefined ? query : query.gt("numericId", key);
}

/**
 * The `numericId` of the product at `position` (from 1), hopping at most `MAX_OFFSET` a call;
 * `undefined` for position 0 or past the end.
 */
async function keyAt(client: VitrineClient, position: number): Promise<string | undefined> {
  let key: string | undefined;
  for (let left = position; left > 0; ) {
    const step = Math.min(left, MAX_OFFSET);
    const page = await queryV1(client, key)
      .skip(step - 1)
      .limit(1)
      .find();
    key = page.items[0]?.numericId;
    if (key === undefined) return undefined;
    left -= step;
  }
  return key;
}

async function countV1(client: VitrineClient): Promise<number> {
  let total = 0;
  let key: string | undefined;
  for (;;) {
    const page = await queryV1(client, key).limit(1).find();
    const counted = page.totalPages !== undefined || page.items.length === 0;
    if (counted || page.totalCount === undefined) return total + (page.totalCount ?? page.items.length);
    // More than the API counts: hop to the last product it counted, and count on from there.
    const hop = await queryV1(client, key)
      .skip(page.totalCount - 1)
      .limit(1)
      .find();
    const next = hop.items[0]?.numericId;
    if (next === undefined) return total + page.totalCount;
    total += page.totalCount;
    key = next;
  }
}

async function* productsV1(client: VitrineClient, offset: number): AsyncIterable<SitemapItem> {
  const key = await keyAt(client, offset);
  if (offset > 0 && key === undefined) return;
  for await (const product of iterateQuery(queryV1(client, key).limit(PAGE), {}, "numericId")) {
    if (product.slug) yield { slug: product.slug, lastmod: date(product.lastUpdated) };
  }
}

/** Whether the store runs catalogue v3 (a v1 store answers the version call 404 or 428). */
async function isV3(client: VitrineClient): Promise<boolean> {
  try {
    return (await client.catalogVersioning.getCatalogVersion()) === "V3_CATALOG";
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 428)) return false;
    throw error;
  }
}

async function collectionSlugs(client: VitrineClient, v3: boolean): Promise<SitemapItem[]> {
  const slugs: SitemapItem[] = [];
  let page = await (v3 ? client.categories.queryCategories() : client.collections.queryCollections())
    .ascending("name")
    .limit(PAGE)
    .find();
  for (;;) {
    for (const item of page.items) if (item.slug) slugs.push({ slug: item.slug, lastmod: null });
    if (!page.hasNext() || page.items.length === 0) return slugs;
    page = await page.next();
  }
}

/**
 * The sitemaps' reads over `client` (the store's catalogue version is asked once).
 *
 * @example
 * ```ts
 * const catalogue = sitemapCatalogue(client);
 * await catalogue.products(0, 50_000);
 * ```
 */
export function sitemapCatalogue(client: VitrineClient): SitemapCatalogue {
  let version: Promise<boolean> | undefined;
  const v3 = () => {
    version ??= isV3(client).catch((error: unknown) => {
      version = undefined;
      throw error;
    });
    return version;
  };
  return {
    async productCount() {
      return (await v3()) ? client.productsV3.countProducts({}) : countV1(client);
    },
    async products(offset, limit) {
      if (await v3()) return slice(productsV3(client), offset, limit);
      return slice(productsV1(client, offset), 0, limit);
    },
    async collections() {
      return collectionSlugs(client, await v3());
    },
  };
}
