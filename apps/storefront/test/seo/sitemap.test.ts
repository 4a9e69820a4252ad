/**
 * `/sitemap.xml`, its files and `/robots.txt`, answered from a listening emulator's generated
 * catalogue (v1 and v3) with the shop's client: the index names the pages file and as many
 * product files as the catalogue needs at the page size given (a few hundred products span
 * several files here), every product is listed exactly once with its `lastmod`, no file holds
 * more than the page size, a file past the end answers 404, and `robots.txt` names the index. On
 * v1, a catalogue larger than the API counts (10 000) or pages by offset still counts and lists
 * completely: the last file, past offset 10 000, is reached by keyset.
 */

import {
  COUNT_BOUND,
  type ListeningTestApp,
  listenTestApp,
  seedSizedCatalogue,
  seedSizedCatalogueV3,
} from "@vitrine/emulator/testing";
import { createVitrineClient } from "@vitrine/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SitemapCatalogue, sitemapCatalogue } from "../../src/seo/sitemap-catalogue.ts";
import {
  pagesSitemapResponse,
  productSitemapResponse,
  robotsResponse,
  sitemapIndexResponse,
} from "../../src/seo/sitemap-responses.ts";

const ORIGIN = "https://shop.example";
const CLIENT_ID = "sitemap-test-client";

/** The `<loc>`s of a sitemap document, with each entry's `<lastmod>` (or ""). */
function entries(xml: string): { loc: string; lastmod: string }[] {
  return [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map(
    (m) => ({
      loc: m[1] ?? "",
      lastmod: m[2] ?? "",
    }),
  );
}

async function start(catalog: "v1" | "v3", size: number) {
  const emulator = await listenTestApp({
    oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [ORIGIN] }],
    catalogVersion: catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
  });
  await (catalog === "v3" ? seedSizedCatalogueV3 : seedSizedCatalogue)(emulator.db, size, emulator.baseUrl);
  const catalogue = sitemapCatalogue(createVitrineClient({ baseUrl: emulator.baseUrl, clientId: CLIENT_ID }));
  return { emulator, catalogue };
}

/** Every product URL the sitemaps list, file by file, following the index. */
async function listed(catalogue: SitemapCatalogue, perFile: number) {
  const index = await sitemapIndexResponse(ORIGIN, catalogue, { perFile });
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const files = entries(await index.text()).map((entry) => entry.loc);
  const perFileEntries: { loc: string; lastmod: string }[][] = [];
  for (const file of files.filter((f) => f.includes("/sitemaps/products-"))) {
    const n = Number(/products-(\d+)\.xml$/.exec(file)?.[1]);
    const answer = await productSitemapResponse(ORIGIN, catalogue, n, { perFile });
    expect(answer.status).toBe(200);
    perFileEntries.push(entries(await answer.text()));
  }
  return { files, perFileEntries };
}

describe.each(["v1", "v3"] as const)("sitemaps of a generated catalogue %s", (catalog) => {
  let emulator: ListeningTestApp;
  let catalogue: SitemapCatalogue;
  const SIZE = 350;
  const PER_FILE = 100;

  beforeAll(async () => {
    ({ emulator, catalogue } = await start(catalog, SIZE));
  });

  afterAll(async () => {
    await emulator?.close();
  });

  it("lists every product exactly once, with lastmod, across files of at most the page size", async () => {
    const { files, perFileEntries } = await listed(catalogue, PER_FILE);
    const total = await catalogue.productCount();
    expect(total).toBeGreaterThan(300);
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from(
        { length: Math.ceil(total / PER_FILE) },
        (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`,
      ),
    ]);
    for (const file of perFileEntries) expect(file.length).toBeLessThanOrEqual(PER_FILE);
    const all = perFileEntries.flat();
    expect(all).toHaveLength(total);
    expect(new Set(all.map((entry) => entry.loc)).size).toBe(total);
    for (const entry of all) {
      expect(entry.loc).toMatch(new RegExp(`^${ORIGIN}/product/[^/]+$`));
      expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
    }
    expect(all.filter((entry) => entry.loc.includes("/product/gen-")).length).toBeGreaterThan(250);
  });

  it("answers 404 past the last file, the pages file with home, the shop and the collections, and robots.txt naming the index", async () => {
    const last = Math.ceil((await catalogue.productCount()) / PER_FILE);
    expect((await productSitemapResponse(ORIGIN, catalogue, last + 1, { perFile: PER_FILE })).status).toBe(
      404,
    );
    expect((await productSitemapResponse(ORIGIN, catalogue, 0, { perFile: PER_FILE })).status).toBe(404);
    const pages = entries(await (await pagesSitemapResponse(ORIGIN, catalogue)).text()).map((e) => e.loc);
    expect(pages.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/shop`]);
    expect(pages.filter((loc) => loc.startsWith(`${ORIGIN}/collection/`)).length).toBeGreaterThan(3);
    const robots = robotsResponse(ORIGIN);
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("sitemaps of a v1 catalogue larger than the API counts or pages by offset", () => {
  let emulator: ListeningTestApp;
  let catalogue: SitemapCatalogue;
  const SIZE = COUNT_BOUND + 150;

  beforeAll(async () => {
    ({ emulator, catalogue } = await start("v1", SIZE));
  }, 240_000);

  afterAll(async () => {
    await emulator?.close();
  });

  it("counts past the bound and lists the last file, past offset 10 000, by keyset", async () => {
    expect(await catalogue.productCount()).toBe(SIZE);
    const perFile = 5_000;
    const third = await productSitemapResponse(ORIGIN, catalogue, 3, { perFile });
    const last = entries(await third.text());
    expect(last).toHaveLength(150);
    const second = entries(await (await productSitemapResponse(ORIGIN, catalogue, 2, { perFile })).text());
    expect(second).toHaveLength(perFile);
    const overlap = last.filter((entry) => second.some((other) => other.loc === entry.loc));
    expect(overlap).toEqual([]);
  }, 120_000);
});
