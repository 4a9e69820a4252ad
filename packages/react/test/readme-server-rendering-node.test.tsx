// @vitest-environment node
/**
 * The README's "Server rendering" server half on Node (no `window`, as on a server): `renderPage`,
 * taken from the README, renders the product list and a product page against the listening
 * emulator with the names and prices the SDK reads, and hands over a cache that holds both the
 * prefetched read and the catalogue version it asked first. Hydration is tested in happy-dom by
 * `readme-server-rendering.test.tsx`.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createVitrineClient, type VitrineClientOptions, vitrineKeys } from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";
import { type ReadmeModules, readmeModules } from "./support/readme-modules.ts";

const vitrine = { baseUrl: inject("emulatorUrl"), clientId: DEMO_CLIENT_ID };

type Route = { page: "products" } | { page: "product"; slug: string };
interface ServerModule {
  renderPage(vitrine: VitrineClientOptions, route: Route): Promise<string>;
}

let blocks: ReadmeModules;
let server: ServerModule;

beforeAll(async () => {
  blocks = readmeModules("Server rendering");
  server = await blocks.load<ServerModule>("server.tsx");
});
afterAll(() => blocks.remove());

/** The HTML's text with React's text separators and tags dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]*>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"');
}

/** The cache the HTML hands over, as the browser reads it. */
function handedOver(html: string): { queries: { queryKey: unknown }[] } {
  const json = /<script type="application\/json" id="vitrine-state">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null") as { queries: { queryKey: unknown }[] };
}

describe("the README's renderPage on Node", () => {
  it("renders the product list and a product page with what the SDK reads, and hands over their cache", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const client = createVitrineClient(vitrine);
    const { items } = await client.products.queryProducts().ascending("name").limit(12).find();
    expect(items).toHaveLength(12);

    const list = await server.renderPage(vitrine, { page: "products" });
    const listText = textOf(list);
    for (const product of items) expect(listText).toContain(product.name);
    expect(handedOver(list).queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        [...vitrineKeys.catalogVersion()],
        [...vitrineKeys.productList({ sort: "name-asc", pageSize: 12 })],
      ]),
    );

    const product = items[0];
    const page = await server.renderPage(vitrine, { page: "product", slug: product?.slug ?? "" });
    expect(textOf(page)).toContain(product?.name);
    expect(textOf(page)).toContain(product?.priceData?.formatted?.price);
    expect(handedOver(page).queries.map((query) => query.queryKey)).toContainEqual([
      ...vitrineKeys.product(product?.slug ?? ""),
    ]);
    expect(page).not.toContain("Loading…");
  });
});
