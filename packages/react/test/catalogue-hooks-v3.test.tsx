/**
 * The catalogue hooks on a catalogue v3 store (the emulator with `catalogVersion: "V3_CATALOG"`
 * and the demo seed): the same assertions as on v1 where they apply, and the same shop as the v1
 * store (names, prices, options, variants and stock of the demo products).
 */
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, inject, it } from "vitest";
import {
  type ProductListQuery,
  type ShopProduct,
  useAddToCart,
  useCart,
  useCatalogVersion,
  useCollection,
  useCollections,
  useProduct,
  useProducts,
  useVariantSelection,
} from "../src/index.ts";
import { renderVitrineHook } from "./support/render-with-vitrine.tsx";

const v1Url = inject("emulatorUrl");
const v3Url = inject("emulatorV3Url");

afterEach(cleanup);

async function productsPage(baseUrl: string, query: ProductListQuery) {
  const { result } = renderVitrineHook(baseUrl, () => useProducts(query));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data!;
}

async function productBySlug(baseUrl: string, slug: string): Promise<ShopProduct | null> {
  const { result } = renderVitrineHook(baseUrl, () => useProduct(slug));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  return result.current.data ?? null;
}

/** What a shopper sees of a product, comparable across catalogues (variant ids are each catalogue's own). */
function shopView(product: ShopProduct) {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price.price,
    discountedPrice: product.price.discountedPrice,
    stock: product.stock,
    ribbon: product.ribbon,
    brand: product.brand,
    options: product.options.map((o) => ({
      name: o.name,
      optionType: o.optionType,
      choices: o.choices?.map((c) => c.description),
    })),
    variants: product.variants
      .map((v) => ({
        choices: v.choices,
        price: v.price.price,
        discountedPrice: v.price.discountedPrice,
        stock: v.stock,
      }))
      .sort((a, b) => JSON.stringify(a.choices).localeCompare(JSON.stringify(b.choices))),
  };
}

describe("useCatalogVersion", () => {
  it("answers V3_CATALOG on a v3 store and V1_CATALOG on a v1 store", async () => {
    const v3 = renderVitrineHook(v3Url, () => useCatalogVersion());
    const v1 = renderVitrineHook(v1Url, () => useCatalogVersion());
    await waitFor(() => expect(v3.result.current.data).toBe("V3_CATALOG"));
    await waitFor(() => expect(v1.result.current.data).toBe("V1_CATALOG"));
  });
});

describe("useProducts on a v3 store", () => {
  it("pages through products sorted by price", async () => {
    const first = await productsPage(v3Url, { sort: "price-asc", pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBe(60);
    expect(first.totalPages).toBe(12);
    const second = await productsPage(v3Url, { sort: "price-asc", pageSize: 5, page: 2 });
    const prices = [...first.items, ...second.items].map((p) => p.price.discountedPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
  });

  it("lists the same products in the same name order as the v1 store", async () => {
    const v3 = await productsPage(v3Url, { sort: "name-asc", pageSize: 100 });
    const v1 = await productsPage(v1Url, { sort: "name-asc", pageSize: 100 });
    expect(v3.items.map((p) => p.name)).toEqual(v1.items.map((p) => p.name));
    expect(v3.items.map((p) => p.price.discountedPrice)).toEqual(
      v1.items.map((p) => p.price.discountedPrice),
    );
    const newestV3 = await productsPage(v3Url, { sort: "newest", pageSize: 12 });
    const newestV1 = await productsPage(v1Url, { sort: "newest", pageSize: 12 });
    expect(newestV3.items.map((p) => p.id)).toEqual(newestV1.items.map((p) => p.id));
    const late = await productsPage(v3Url, { sort: "name-asc", pageSize: 7, page: 9 });
    expect(late.items.map((p) => p.name)).toEqual(v1.items.slice(56, 63).map((p) => p.name));
  });

  it("filters by collection, price range and name", async () => {
    const collections = renderVitrineHook(v3Url, () => useCollections());
    await waitFor(() => expect(collections.result.current.isSuccess).toBe(true));
    const apparel = collections.result.current.data?.find((c) => c.slug === "apparel");
    expect(apparel?.id).toBeTruthy();

    const inRange = await productsPage(v3Url, {
      collectionId: apparel!.id!,
      minPrice: 20,
      maxPrice: 60,
      pageSize: 50,
    });
    expect(inRange.items.length).toBeGreaterThan(0);
    for (const product of inRange.items) {
      expect(product.collectionIds).toContain(apparel!.id);
      expect(product.price.discountedPrice).toBeGreaterThanOrEqual(20);
      expect(product.price.discountedPrice).toBeLessThanOrEqual(60);
    }

    const sample = inRange.items[0]!.name;
    const prefix = sample.slice(0, 3).toLowerCase();
    const found = await productsPage(v3Url, { search: prefix, pageSize: 50 });
    expect(found.items.map((p) => p.name)).toContain(sample);
    for (const product of found.items) expect(product.name.toLowerCase().startsWith(prefix)).toBe(true);
    const foundOnV1 = await productsPage(v1Url, { search: prefix, pageSize: 50 });
    expect(found.totalCount).toBe(foundOnV1.totalCount);
  });
});

describe("useProduct on a v3 store", () => {
  it("reads a product by slug as the v1 store shows it, each variant with its own cart selection, and null for an unknown slug", async () => {
    const v1 = await productsPage(v1Url, { sort: "name-asc", pageSize: 100 });
    const withOptions = v1.items.filter((p) => p.options.length === 2).slice(0, 3);
    const without = v1.items.filter((p) => p.options.length === 0).slice(0, 2);
    expect(withOptions).toHaveLength(3);
    for (const listed of [...withOptions, ...without]) {
      const [fromV3, fromV1] = await Promise.all([
        productBySlug(v3Url, listed.slug),
        productBySlug(v1Url, listed.slug),
      ]);
      expect(shopView(fromV3!)).toEqual(shopView(fromV1!));
      expect(fromV3?.catalog).toBe("V3_CATALOG");
      expect(fromV1?.catalog).toBe("V1_CATALOG");
      expect(fromV3?.mainMedia?.image?.url).toBeTruthy();
      // A v3 line names the variant by its v3 id; a v1 line by its choices (none without options).
      for (const variant of fromV3!.variants) expect(variant.selection).toEqual({ variantId: variant.id });
      for (const variant of fromV1!.variants)
        expect(variant.selection).toEqual(listed.options.length > 0 ? { options: variant.choices } : null);
      // Plain data: what a server hands over as JSON is the same product.
      expect(JSON.parse(JSON.stringify(fromV3))).toEqual(fromV3);
      expect(JSON.parse(JSON.stringify(fromV1))).toEqual(fromV1);
    }
    expect(await productBySlug(v3Url, "no-such-product")).toBeNull();
  });
});

describe("useCollections and useCollection on a v3 store", () => {
  it("lists the ten demo collections by name and reads one by slug, with their descriptions", async () => {
    const list = renderVitrineHook(v3Url, () => useCollections());
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const names = list.result.current.data?.map((c) => c.name ?? "") ?? [];
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort());
    expect(list.result.current.data?.find((c) => c.slug === "apparel")?.description).toBe(
      "Shirts, hoodies and knits made to last.",
    );

    const sale = renderVitrineHook(v3Url, () => useCollection("sale"));
    await waitFor(() => expect(sale.result.current.isSuccess).toBe(true));
    expect(sale.result.current.data).toMatchObject({
      name: "Sale",
      description: "Reduced for a short time.",
    });

    const missing = renderVitrineHook(v3Url, () => useCollection("no-such-collection"));
    await waitFor(() => expect(missing.result.current.isSuccess).toBe(true));
    expect(missing.result.current.data).toBeNull();
  });
});

describe("useVariantSelection on a v3 store", () => {
  it("marks a sold-out combination unavailable and picks the variant's price and stock", async () => {
    const list = await productsPage(v3Url, { sort: "name-asc", pageSize: 100 });
    let product: ShopProduct | null = null;
    for (const listed of list.items.filter((p) => p.options.length === 2)) {
      const read = await productBySlug(v3Url, listed.slug);
      if (read?.variants.some((v) => !v.stock.inStock)) {
        product = read;
        break;
      }
    }
    expect(product).not.toBeNull();
    const soldOut = product!.variants.find((v) => !v.stock.inStock)!;
    const size = soldOut.choices.Size!;
    const color = soldOut.choices.Color!;

    const { result } = renderVitrineHook(v3Url, () => useVariantSelection(product!));
    expect(result.current.complete).toBe(false);
    expect(result.current.price).toEqual(product!.price);

    act(() => result.current.select("Size", size));
    await waitFor(() => {
      const colors = result.current.options.find((o) => o.name === "Color");
      expect(colors?.choices.find((c) => c.description === color)?.available).toBe(false);
    });
    act(() => result.current.select("Color", color));
    expect(result.current.complete).toBe(true);
    expect(result.current.variant?.id).toBe(soldOut.id);
    expect(result.current.stock?.inStock).toBe(false);
    await waitFor(() => expect(result.current.availableForPurchase).toBe(false));

    const sellable = product!.variants.find((v) => v.stock.inStock)!;
    act(() => {
      result.current.select("Size", sellable.choices.Size!);
      result.current.select("Color", sellable.choices.Color!);
    });
    expect(result.current.price?.discountedPrice).toBe(sellable.price.discountedPrice);
    expect(result.current.stock?.quantity).toBe(sellable.stock.quantity);
    await waitFor(() => expect(result.current.availableForPurchase).toBe(true));
  });
});

describe("useAddToCart on a v3 store", () => {
  it("adds the chosen variant by its v3 id, priced as the variant", async () => {
    const list = await productsPage(v3Url, { sort: "name-asc", pageSize: 100 });
    const listed = list.items.find((p) => p.options.length === 2 && p.stock.inStock)!;
    const { result } = renderVitrineHook(v3Url, () => ({
      product: useProduct(listed.slug),
      addToCart: useAddToCart(),
      cart: useCart(),
    }));
    await waitFor(() => expect(result.current.product.isSuccess && result.current.cart.isSuccess).toBe(true));
    const product = result.current.product.data!;
    const variant = product.variants.find((v) => v.stock.inStock && v.visible)!;
    act(() => result.current.addToCart.mutate({ product, variant }));
    await waitFor(() => expect(result.current.addToCart.isSuccess).toBe(true));
    const line = result.current.cart.data?.lineItems?.find(
      (l) => l.catalogReference?.catalogItemId === product.id,
    );
    expect(line?.catalogReference?.options).toEqual({ variantId: variant.id });
    expect(line?.quantity).toBe(1);
    expect(Number(line?.price?.amount)).toBe(variant.price.discountedPrice);
  });
});
