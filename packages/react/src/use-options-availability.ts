/** `useOptionsAvailability(productId, choices)`: what the chosen options leave available. */
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { OptionsAvailability } from "@vitrine/sdk/catalog";
import { vitrineKeys } from "./query-keys.js";
import { useVitrineClient } from "./use-vitrine-client.js";
import type { Choices } from "./variant-selection.js";

/**
 * The options availability answer for these choices (`getProductOptionsAvailability`): each
 * choice's `inStock` / `visible` given the others, and the selected variant once all are chosen.
 * Disabled while `productId` is `undefined`; keeps the previous answer while the next one loads.
 *
 * @example
 * ```tsx
 * const { data } = useOptionsAvailability(product.id, { Size: "M" });
 * data?.productOptions?.[1]?.choices?.map((choice) => choice.inStock);
 * ```
 */
export function useOptionsAvailability(
  productId: string | undefined,
  choices: Choices,
): UseQueryResult<OptionsAvailability> {
  const client = useVitrineClient();
  return useQuery({
    queryKey: vitrineKeys.optionsAvailability(productId ?? "", choices),
    queryFn: () => client.products.getProductOptionsAvailability(productId ?? "", { ...choices }),
    enabled: productId !== undefined,
    placeholderData: keepPreviousData,
  });
}
