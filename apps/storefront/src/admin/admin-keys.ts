/** The dashboard's TanStack Query keys, in one place, all under `["admin"]` (dropped on sign-out). */
import type { ProductSort } from "@vitrine/react";

/** Query key factories of the dashboard. */
export const adminKeys = {
  all: ["admin"] as const,
  products: () => ["admin", "products"] as const,
  productList: (search: string, sort: ProductSort) => ["admin", "products", "list", search, sort] as const,
  product: (id: string) => ["admin", "products", "by-id", id] as const,
  /** A v3 product's inventory items. */
  productInventory: (id: string) => ["admin", "products", "inventory", id] as const,
  collections: () => ["admin", "collections"] as const,
  collectionProducts: (id: string) => ["admin", "products", "in-collection", id] as const,
  orders: () => ["admin", "orders"] as const,
  orderList: (search: string, status: string, cursor: string) =>
    ["admin", "orders", "list", search, status, cursor] as const,
  order: (id: string) => ["admin", "orders", "by-id", id] as const,
  /** The home's orders of the last days. */
  recentOrders: () => ["admin", "orders", "recent"] as const,
  /** The home's carts abandoned over the last days. */
  abandonedCarts: () => ["admin", "abandoned-carts", "recent"] as const,
  /** The home's low and out-of-stock variants, on catalogue `version`. */
  stockAlerts: (version: string) => ["admin", "products", "stock-alerts", version] as const,
};
