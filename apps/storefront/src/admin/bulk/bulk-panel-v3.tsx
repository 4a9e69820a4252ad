/**
 * Bulk change of the selected products on a catalogue v3 store: the selected products are read
 * whole (variants, cost), the preview is computed from them, and the change is applied with the
 * v3 bulk update (each product with its revision). A product the store refuses shows the store's
 * reason in its row.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { adminKeys } from "../admin-keys.ts";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminClient } from "../session/admin-session.tsx";
import { type BulkChange, bulkOutcomes } from "./bulk-change.ts";
import { bulkUpdatesV3, previewBulkChangeV3 } from "./bulk-change-v3.ts";
import { BulkForm } from "./bulk-form.tsx";

/** Props of {@link BulkPanelV3}. */
export interface BulkPanelV3Props {
  /** The selected products' ids. */
  ids: readonly string[];
}

/** The selected v3 products with their variants and merchant data (cost). */
function useProductsWithVariants(ids: readonly string[]) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.productsWithVariants(ids),
    queryFn: () =>
      Promise.all(ids.map((id) => client.productsV3.getProduct(id, { fields: ["MERCHANT_DATA"] }))),
    // The form stays (with what the merchant typed) while a new selection loads.
    placeholderData: keepPreviousData,
  });
}

/** The bulk change form for v3 products; no preview (so nothing to apply) until they have loaded. */
export function BulkPanelV3({ ids }: BulkPanelV3Props) {
  const client = useAdminClient();
  const products = useProductsWithVariants(ids);
  const loaded = products.isPlaceholderData ? undefined : products.data;
  const preview = useCallback((change: BulkChange) => previewBulkChangeV3(loaded ?? [], change), [loaded]);
  const apply = useCallback(
    async (change: BulkChange) => {
      const updates = bulkUpdatesV3(loaded ?? [], change);
      const answer = await client.productsV3.bulkUpdateProducts(updates);
      return bulkOutcomes(
        updates.map((update) => update.product.id),
        answer,
      );
    },
    [client, loaded],
  );
  return (
    <>
      {products.isError ? <FormMessage error={errorMessage(products.error)} /> : null}
      <BulkForm count={ids.length} preview={preview} apply={apply} />
    </>
  );
}
