/**
 * `useCancelOrder(id)`: cancels an order, optionally putting its items back in stock. The order's
 * page shows the answer at once; the order list is read again; with restock, the product queries
 * of the dashboard and the shop too, since their stock changed.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { cancelOrder } from "../../lib/dashboard/orders.ts";
import { adminKeys } from "../admin-keys.ts";

/**
 * A mutation taking `{ restock }`.
 *
 * @example
 * ```ts
 * const cancel = useCancelOrder(orderId);
 * cancel.mutate({ restock: true });
 * ```
 */
export function useCancelOrder(id: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ restock }: { restock: boolean }) => cancelOrder(client, id, restock),
    onSuccess: async (order, { restock }) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders(), refetchType: "none" }),
        restock ? queryClient.invalidateQueries({ queryKey: adminKeys.products() }) : undefined,
        restock ? queryClient.invalidateQueries({ queryKey: vitrineKeys.products() }) : undefined,
      ]);
    },
  });
}
