/**
 * The catalogue hooks against a listening emulator with the demo store: paging, sorting,
 * filters, single products and collections, and "not found" as `null`.
 */
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  createVitrineClient,
  type ProductListQuery,
  useCollection,
  useCollections,
  useProduct,
  useProducts,
} from "../src/index.ts";
import { DEMO_CLIENT_ID } from "./support/demo-client.ts";
import { renderVitrineHook } from "./support/render-with-vitrine.tsx";

const emulator = { baseUrl: inject("emulatorUrl") };

afterEach(cleanup);

async function productsPage(query: ProductListQuery) {
  const { result } = renderVitrineHook(emulator.baseUrl, () => useProducts(query));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data!;
}

describe("useProducts", () => {
  it("pages through products sorted by price", async () => {
    const first = await productsPage({ sort: "price-asc", pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBe(60);
    const second = await productsPage({ sort: "price-asc", pageSize: 5, page: 2 });
    const prices = [...first.items, ...second.items].map((p) => p.price.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
  });

  it("keeps the previous page while the next one loads", async () => {
    const { result, rerender } = renderVitrineHook(
      emulator.baseUrl,
      (query: ProductListQuery) => useProducts(query),
      { sort: "name-asc", pageSize: 4, page: 1 },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const firstIds = result.current.data?.items.map((p) => p.id);
    rerender({ sort: "name-asc", pageSize: 4, page: 2 });
    expect(result.current.data?.items.map((p) => p.id)).toEqual(firstIds);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    const names = result.current.data?.items.map((p) => p.name ?? "") ?? [];
    expect(names).toEqual([...names].sort());
    expect(result.current.data?.items[0]?.id).not.toBe(firstIds?.[0]);
  });

  it("filters by collection, price range and name, newest first", async () => {
    const collections = renderVitrineHook(emulator.baseUrl, () => useCollections());
    await waitFor(() => expect(collections.result.current.isSuccess).toBe(true));
    const apparel = collections.result.current.data?.find((c) => c.slug === "apparel");
    expect(apparel?.id).toBeTruthy();

    const inRange = await productsPage({
      collectionId: apparel!.id!,
      minPrice: 20,
      maxPrice: 60,
      pageSize: 50,
    });
    expect(inRange.items.length).toBeGreaterThan(0);
    for (const product of inRange.items) {
      expect(product.collectionIds).toContain(apparel!.id);
      expect(product.price.price).toBeGreaterThanOrEqual(20);
      expect(product.price.price).toBeLessThanOrEqual(60);
    }
    // Newest first: the catalogue's numeric ids (not in the shop's model) descend.
    const catalogue = createVitrineClient({ baseUrl: emulator.baseUrl, clientId: DEMO_CLIENT_ID });
    const all = (await catalogue.products.queryProducts().limit(100).find()).items;
    const numericIds = inRange.items.map((p) => Number(all.find((raw) => raw.id === p.id)?.numericId));
    expect(numericIds).toEqual([...numericIds].sort((a, b) => b - a));

    const sample = inRange.items[0]!.name;
    const prefix = sample.slice(0, 3).toLowerCase();
    const found = await productsPage({ search: prefix, pageSize: 50 });
    expect(found.items.map((p) => p.name)).toContain(sample);
    for (const product of found.items) expect(product.name.toLowerCase().startsWith(prefix)).toBe(true);
  });
});

describe("useProduct", () => {
  it("reads a product by slug, and null for an unknown slug", async () => {
    const page = await productsPage({ sort: "name-asc", pageSize: 1 });
    const slug = page.items[0]!.slug!;
    const found = renderVitrineHook(emulator.baseUrl, () => useProduct(slug));
    await waitFor(() => expect(found.result.current.isSuccess).toBe(true));
    expect(found.result.current.data?.id).toBe(page.items[0]?.id);

    const missing = renderVitrineHook(emulator.baseUrl, () => useProduct("no-such-product"));
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
  });
});

describe("useCollections and useCollection", () => {
  it("lists the ten demo collections by name and reads one by slug", async () => {
    const list = renderVitrineHook(emulator.baseUrl, () => useCollections());
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const names = list.result.current.data?.map((c) => c.name ?? "") ?? [];
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort());

    const sale = renderVitrineHook(emulator.baseUrl, () => useCollection("sale"));
    await waitFor(() => expect(sale.result.current.isSuccess).toBe(true));
    expect(sale.result.current.data?.name).toBe("Sale");

    const missing = renderVitrineHook(emulator.baseUrl, () => useCollection("no-such-collection"));
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
  });
});
