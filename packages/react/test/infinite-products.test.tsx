/**
 * `useInfiniteProducts` against a listening emulator with the demo store (60 products): pages
 * appended on demand in the list's order, the end reported, a new query starting over from its
 * first page, and nothing fetched while disabled.
 */
import { act, cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, inject, it } from "vitest";
import { type InfiniteProductListQuery, useInfiniteProducts } from "../src/index.ts";
import { renderVitrineHook } from "./support/render-with-vitrine.tsx";

const emulator = { baseUrl: inject("emulatorUrl") };

afterEach(cleanup);

describe("useInfiniteProducts", () => {
  it("appends the next page on demand until the last, in the list's sort order", async () => {
    const { result } = renderVitrineHook(emulator.baseUrl, () =>
      useInfiniteProducts({ sort: "price-asc", pageSize: 25 }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages).toHaveLength(1);
    expect(result.current.data?.pages[0]?.items).toHaveLength(25);
    expect(result.current.hasNextPage).toBe(true);

    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.hasNextPage).toBe(true);

    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    expect(result.current.data?.pages.map((page) => page.items.length)).toEqual([25, 25, 10]);
    expect(result.current.hasNextPage).toBe(false);

    const products = result.current.data?.pages.flatMap((page) => page.items) ?? [];
    expect(new Set(products.map((p) => p.id)).size).toBe(60);
    const prices = products.map((p) => p.price.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("starts over from the first page when the query changes", async () => {
    const { result, rerender } = renderVitrineHook(
      emulator.baseUrl,
      (query: InfiniteProductListQuery) => useInfiniteProducts(query),
      { sort: "name-asc", pageSize: 10 },
    );
    // Reading `data` before paging (as a component does when it renders the list) subscribes to it.
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));

    rerender({ sort: "name-desc", pageSize: 10 });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const names = result.current.data?.pages[0]?.items.map((p) => p.name ?? "") ?? [];
    expect(names).toHaveLength(10);
    expect(names).toEqual([...names].sort().reverse());
  });

  it("waits while disabled", async () => {
    const { result } = renderVitrineHook(emulator.baseUrl, () =>
      useInfiniteProducts({ pageSize: 5 }, { enabled: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(result.current.fetchStatus).toBe("idle");
    expect(result.current.data).toBeUndefined();
  });
});
