/**
 * `useCatalogWrite(write)`: a TanStack mutation for a merchant write that, once it succeeds,
 * refreshes what the dashboard and the shop have cached (the shop then shows the change).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { adminKeys } from "./admin-keys.ts";

/**
 * A mutation running `write`, invalidating the dashboard's and the shop's queries on success.
 *
 * @example
 * ```ts
 * const remove = useCatalogWrite((id: string) => admin.products.deleteProduct(id));
 * remove.mutate(productId);
 * ```
 */
export function useCatalogWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: vitrineKeys.all }),
      ]);
    },
  });
}
