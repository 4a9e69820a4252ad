/**
 * The dashboard home's reads: the orders of the last 90 days (enough for the 90-day chart and
 * for 30 days against the 30 before), the carts abandoned over the last 30 days, and the variants
 * low or out of stock on the store's catalogue. Orders and carts come in while the home is open,
 * so all are read again whenever the home opens or the window regains focus.
 */
import { useQuery } from "@tanstack/react-query";
import { useCatalogVersion } from "@vitrine/react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { cartsAbandonedSince } from "../../lib/dashboard/abandoned-carts.ts";
import { ordersCreatedSince } from "../../lib/dashboard/sales.ts";
import { lowStockV1, lowStockV3 } from "../../lib/dashboard/stock-alerts.ts";
import { adminKeys } from "../admin-keys.ts";
import { lastDays, startOfDay } from "./sales-figures.ts";

/** The days of orders the home reads. */
export const HOME_DAYS = 90;

/** Units at or under which a variant is "low in stock". */
export const LOW_STOCK = 5;

/**
 * The orders of the last {@link HOME_DAYS} days, and when they were read.
 *
 * @example
 * ```ts
 * const { data } = useRecentOrders(); // data?.orders, data?.readAt
 * ```
 */
export function useRecentOrders() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.recentOrders(),
    queryFn: async ({ signal }) => {
      const readAt = new Date();
      const orders = await ordersCreatedSince(client, startOfDay(readAt, 1 - HOME_DAYS), signal);
      return { orders, readAt };
    },
    staleTime: 0,
  });
}

/** The longest period the home's cart figures cover, in days. */
export const CART_DAYS = 30;

/**
 * The carts found abandoned over the last {@link CART_DAYS} days, and when they were read.
 *
 * @example
 * ```ts
 * const { data } = useAbandonedCarts(); // data?.carts, data?.readAt
 * ```
 */
export function useAbandonedCarts() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.abandonedCarts(),
    queryFn: async ({ signal }) => {
      const readAt = new Date();
      const carts = await cartsAbandonedSince(client, lastDays(readAt, CART_DAYS).period.from, signal);
      return { carts, readAt };
    },
    staleTime: 0,
  });
}

/**
 * The variants with {@link LOW_STOCK} units or fewer, fewest first.
 *
 * @example
 * ```ts
 * const { data: alerts } = useStockAlerts();
 * ```
 */
export function useStockAlerts() {
  const client = useAdminClient();
  const v3 = useCatalogVersion().data === "V3_CATALOG";
  return useQuery({
    queryKey: adminKeys.stockAlerts(v3 ? "v3" : "v1"),
    queryFn: ({ signal }) => (v3 ? lowStockV3 : lowStockV1)(client, LOW_STOCK, signal),
    staleTime: 0,
  });
}
