/**
 * Every page's structured data is complete: the head tags of the home page, the shop, each
 * collection, a search and every product of the demo store (catalogue v1 and v3), read from a
 * listening emulator with the shop's client, carry JSON-LD that survives serialising (as the page
 * writes it) and holds the properties schema.org and search engines require; a product whose
 * variants cost differently offers an `AggregateOffer` over its range, one that does not an
 * `Offer`; canonical URLs, titles, descriptions and preview images are there.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  seedDemoStoreV3,
} from "@vitrine/emulator/testing";
import {
  createQueryClient,
  createVitrineClient,
  productQueryOptions,
  productsQueryOptions,
  type ShopProduct,
  type VitrineClient,
} from "@vitrine/react";
import type { MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../src/app/paths.ts";
import { homePageMeta } from "../../src/seo/home-page-meta.ts";
import { listingPageMeta } from "../../src/seo/listing-page-meta.ts";
import { productPageMeta } from "../../src/seo/product-page-meta.ts";
import { schemaProblems } from "./schema-org.ts";

const ORIGIN = "https://shop.example";
const CLIENT_ID = "seo-test-client";

/** The page's JSON-LD blocks, written out and read back as the browser would. */
function jsonLd(tags: MetaDescriptor[]): Record<string, unknown>[] {
  return tags.flatMap((tag) =>
    "script:ld+json" in tag
      ? [JSON.parse(JSON.stringify(tag["script:ld+json"])) as Record<string, unknown>]
      : [],
  );
}

function content(tags: MetaDescriptor[], key: "name" | "property", value: string): string | undefined {
  const tag = tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    | { content?: string }
    | undefined;
  return tag?.content;
}

function canonical(tags: MetaDescriptor[]): string | undefined {
  const link = tags.find((t) => (t as Record<string, unknown>).rel === "canonical") as
    | { href?: string }
    | undefined;
  return link?.href;
}

describe.each(["v1", "v3"] as const)("structured data of every page, catalogue %s", (catalog) => {
  let emulator: ListeningTestApp;
  let client: VitrineClient;
  const queryClient = createQueryClient();
  let products: ShopProduct[];

  beforeAll(async () => {
    emulator = await listenTestApp({
      oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [ORIGIN] }],
      catalogVersion: catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
    });
    await (catalog === "v3" ? seedDemoStoreV3 : seedDemoStore)(emulator.db, emulator.baseUrl);
    client = createVitrineClient({ baseUrl: emulator.baseUrl, clientId: CLIENT_ID });
    const list = await queryClient.fetchQuery(productsQueryOptions(client, { pageSize: 100 }));
    products = await Promise.all(
      list.items.map(async (item) => {
        const product = await queryClient.fetchQuery(productQueryOptions(client, item.slug));
        if (!product) throw new Error(`No product ${item.slug}`);
        return product;
      }),
    );
  });

  afterAll(async () => {
    await emulator?.close();
  });

  it("product pages: a complete Product with its offers and breadcrumbs, canonical URL and preview image", () => {
    expect(products.length).toBeGreaterThan(20);
    const offerTypes = new Set<string>();
    for (const product of products) {
      const tags = productPageMeta(product, ORIGIN);
      const blocks = jsonLd(tags);
      expect(blocks.map((b) => b["@type"])).toEqual(["Product", "BreadcrumbList"]);
      for (const block of blocks) expect(schemaProblems(block), product.slug).toEqual([]);
      const offers = blocks[0]?.offers as Record<string, unknown>;
      offerTypes.add(String(offers["@type"]));
      const prices = product.variants.map((v) => v.price.discountedPrice ?? v.price.price);
      if (offers["@type"] === "AggregateOffer") {
        expect(Number(offers.lowPrice)).toBeLessThan(Number(offers.highPrice));
        expect(Number(offers.lowPrice)).toBe(Math.min(...prices.map(Number)));
      } else {
        expect(Number(offers.price)).toBe(product.price.discountedPrice ?? product.price.price);
      }
      expect(canonical(tags)).toBe(`${ORIGIN}${paths.product(product.slug)}`);
      expect(tags).toContainEqual({ title: `${product.name} · Vitrine` });
      expect(content(tags, "property", "og:type")).toBe("product");
      expect(content(tags, "name", "description")?.length).toBeGreaterThan(0);
      if (product.mainMedia) expect(content(tags, "property", "og:image")).toMatch(/^https?:\/\//);
    }
    expect([...offerTypes].sort()).toEqual(["AggregateOffer", "Offer"]);
  });

  it("listing pages: the shop, a page of it and a search list their products in order", async () => {
    const page = await queryClient.fetchQuery(productsQueryOptions(client, { pageSize: 12, page: 2 }));
    const tags = listingPageMeta({ path: paths.shop, name: "Shop", products: page }, ORIGIN);
    const blocks = jsonLd(tags);
    for (const block of blocks) expect(schemaProblems(block)).toEqual([]);
    const list = blocks.find((b) => b["@type"] === "ItemList") as {
      itemListElement: { position: number; url: string }[];
    };
    expect(list.itemListElement.map((item) => item.position)).toEqual(page.items.map((_, i) => 13 + i));
    expect(list.itemListElement.map((item) => item.url)).toEqual(
      page.items.map((product) => `${ORIGIN}${paths.product(product.slug)}`),
    );
    expect(canonical(tags)).toBe(`${ORIGIN}/shop?page=2`);
    const search = listingPageMeta(
      { path: paths.shop, name: "Shop", query: "shirt", products: page },
      ORIGIN,
    );
    expect(content(search, "name", "robots")).toBe("noindex, follow");
  });

  it("collection pages: an ItemList and a breadcrumb through the shop", async () => {
    const page = await queryClient.fetchQuery(productsQueryOptions(client, { pageSize: 12 }));
    const tags = listingPageMeta(
      { path: paths.collection("summer"), name: "Summer", description: "Light things.", products: page },
      ORIGIN,
    );
    const blocks = jsonLd(tags);
    expect(blocks.map((b) => b["@type"])).toEqual(["ItemList", "BreadcrumbList"]);
    for (const block of blocks) expect(schemaProblems(block)).toEqual([]);
    const trail = blocks[1] as { itemListElement: { name: string }[] };
    expect(trail.itemListElement.map((c) => c.name)).toEqual(["Home", "Shop", "Summer"]);
    expect(content(tags, "name", "description")).toBe("Light things.");
  });

  it("the home page: Organization, WebSite with a SearchAction into the shop, and its featured products", () => {
    const tags = homePageMeta(ORIGIN, products.slice(0, 4));
    const blocks = jsonLd(tags);
    expect(blocks.map((b) => b["@type"])).toEqual(["Organization", "WebSite", "ItemList"]);
    for (const block of blocks) expect(schemaProblems(block)).toEqual([]);
    const site = blocks[1] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/shop?q={search_term_string}`);
    expect(canonical(tags)).toBe(`${ORIGIN}/`);
  });
});
