/**
 * `useVariantSelection` against the demo store: choices marked unavailable by the options
 * availability call, and the selected variant's price and stock.
 */
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { type ShopProduct, useProducts, useVariantSelection } from "../src/index.ts";
import { renderVitrineHook, settleVitrineHooks } from "./support/render-with-vitrine.tsx";

const baseUrl = inject("emulatorUrl");
let apparel: ShopProduct[] = [];

beforeAll(async () => {
  const { result, unmount } = renderVitrineHook(baseUrl, () => useProducts({ pageSize: 100 }));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  apparel = result.current.data?.items.filter((p) => p.options.length === 2) ?? [];
  unmount();
});
afterEach(async () => {
  await settleVitrineHooks();
  cleanup();
});

describe("useVariantSelection", () => {
  it("marks a sold-out combination unavailable and picks the variant's price and stock", async () => {
    const product = apparel.find((p) => p.variants.some((v) => !v.stock.inStock));
    expect(product).toBeDefined();
    const soldOut = product!.variants.find((v) => !v.stock.inStock)!;
    const size = soldOut.choices.Size!;
    const color = soldOut.choices.Color!;

    const { result } = renderVitrineHook(baseUrl, () => useVariantSelection(product!));
    expect(result.current.complete).toBe(false);
    expect(result.current.price).toEqual(product!.price);

    act(() => result.current.select("Size", size));
    await waitFor(() => {
      const colors = result.current.options.find((o) => o.name === "Color");
      expect(colors?.choices.find((c) => c.description === color)?.available).toBe(false);
    });
    expect(result.current.options.find((o) => o.name === "Size")?.selected).toBe(size);

    act(() => result.current.select("Color", color));
    expect(result.current.complete).toBe(true);
    expect(result.current.variant?.id).toBe(soldOut.id);
    expect(result.current.stock?.inStock).toBe(false);
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.availableForPurchase).toBe(false);
  });

  it("shows the larger size's own price once every option is chosen", async () => {
    const product = apparel.find((p) => p.variants.some((v) => v.choices.Size === "XL" && v.stock.inStock))!;
    const xl = product.variants.find((v) => v.choices.Size === "XL" && v.stock.inStock)!;
    const { result } = renderVitrineHook(baseUrl, () => useVariantSelection(product));

    act(() => {
      result.current.select("Size", "XL");
      result.current.select("Color", xl.choices.Color!);
    });
    expect(result.current.price?.price).toBe(xl.price.price);
    expect(result.current.price?.price).toBeGreaterThan(product.price.price ?? 0);
    expect(result.current.stock?.quantity).toBe(xl.stock.quantity);
    expect(result.current.variant?.selection).toEqual({ options: xl.choices });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.availableForPurchase).toBe(true);

    act(() => result.current.clear());
    expect(result.current.choices).toEqual({});
    expect(result.current.complete).toBe(false);
  });

  it("treats a product without options as complete, priced as the product", async () => {
    const { result: list } = renderVitrineHook(baseUrl, () => useProducts({ pageSize: 100 }));
    await waitFor(() => expect(list.current.isSuccess).toBe(true));
    const plain = list.current.data!.items.find((p) => p.options.length === 0)!;
    const { result } = renderVitrineHook(baseUrl, () => useVariantSelection(plain));
    expect(result.current.options).toEqual([]);
    expect(result.current.complete).toBe(true);
    expect(result.current.price).toEqual(plain.price);
    expect(result.current.availableForPurchase).toBe(plain.stock.inStock);
  });
});
