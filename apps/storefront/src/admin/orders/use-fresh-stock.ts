/**
 * `useFreshStock()`: orders change stock outside the dashboard (a shopper buys in another tab or
 * browser), and the product list is not live. So the dashboard's product queries are never taken
 * as fresh: a product page or the list reads them again when it opens (coming back to products)
 * and when the window regains focus, and shows the stock as it is now.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminKeys } from "../admin-keys.ts";

/**
 * Sets, once, the product queries' defaults of the dashboard's query client: stale at once.
 *
 * @example
 * ```tsx
 * function AdminApp() {
 *   useFreshStock();
 *   return <Routes>…</Routes>;
 * }
 * ```
 */
export function useFreshStock(): void {
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryDefaults(adminKeys.products(), { staleTime: 0, refetchOnWindowFocus: true });
    return true;
  });
}
