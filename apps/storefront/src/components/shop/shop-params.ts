/**
 * The shop's state in the URL: `?q=&collection=&min=&max=&sort=&page=`. Reading turns the search
 * params into typed values; writing drops empty ones and goes back to page 1 unless told otherwise.
 */
import { PRODUCT_SORTS, type ProductSort } from "@vitrine/react";

/** The shop's filters, sort and page as the URL holds them. */
export interface ShopParams {
  q: string;
  /** A collection slug. */
  collection: string;
  min: number | undefined;
  max: number | undefined;
  sort: ProductSort;
  page: number;
}

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function isSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/** Reads the shop's params; unknown or malformed values fall back to defaults. */
export function readShopParams(search: URLSearchParams): ShopParams {
  const page = Math.floor(numberParam(search.get("page")) ?? 1);
  const sort = search.get("sort");
  return {
    q: search.get("q") ?? "",
    collection: search.get("collection") ?? "",
    min: numberParam(search.get("min")),
    max: numberParam(search.get("max")),
    sort: isSort(sort) ? sort : "newest",
    page: page >= 1 ? page : 1,
  };
}

/** The search params for `params` (defaults and empty values left out). */
export function writeShopParams(params: ShopParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.collection) search.set("collection", params.collection);
  if (params.min !== undefined) search.set("min", String(params.min));
  if (params.max !== undefined) search.set("max", String(params.max));
  if (params.sort !== "newest") search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  return search;
}
