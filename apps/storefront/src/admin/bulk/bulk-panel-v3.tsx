/**
 * Bulk change of the selected products on a catalogue v3 store: the selected products are read
 * whole (variants, cost), each by the product's own query (as the editor reads it, so ticking one
 * more product reads that one only); the preview is computed from them once all have loaded, and
 * the change is applied with the v3 bulk update (each product with its revision), a chunk of
 * products at a time so the form shows how far it is. A product the
 * store refuses shows the store's reason in its row.
 */
import { type UseQueryResult, useQueries } from "@tanstack/react-query";
import type { ProductV3 } from "@vitrine/sdk/catalog-v3";
import { useCallback } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { bulkUpdateProductsV3 } from "../../lib/dashboard/products-v3.ts";
import { adminProductV3Query } from "../products/v3/use-admin-products-v3.ts";
import { type BulkChange, bulkOutcomes } from "./bulk-change.ts";
import { bulkUpdatesV3, previewBulkChangeV3 } from "./bulk-change-v3.ts";
import { type BulkProgress, inChunks } from "./bulk-chunks.ts";
import { BulkForm } from "./bulk-form.tsx";

/** Props of {@link BulkPanelV3}. */
export interface BulkPanelV3Props {
  /** The selected products' ids. */
  ids: readonly string[];
}

/** The products once every one has loaded, and the first failed read. */
function combineProducts(results: readonly UseQueryResult<ProductV3>[]) {
  const products = results.flatMap((result) => (result.data === undefined ? [] : [result.data]));
  return {
    products: products.length === results.length ? products : undefined,
    error: results.find((result) => result.isError)?.error,
  };
}

/**
 * The selected v3 products with their variants and merchant data (cost), each read and cached by
 * its own key: selecting one more reads that one only.
 */
function useSelectedProducts(ids: readonly string[]) {
  const client = useAdminClient();
  return useQueries({
    queries: ids.map((id) => adminProductV3Query(client, id)),
    combine: combineProducts,
  });
}

/** The bulk change form for v3 products; no preview (so nothing to apply) until they have loaded. */
export function BulkPanelV3({ ids }: BulkPanelV3Props) {
  const client = useAdminClient();
  const { products: loaded, error } = useSelectedProducts(ids);
  const preview = useCallback((change: BulkChange) => previewBulkChangeV3(loaded ?? [], change), [loaded]);
  const apply = useCallback(
    (change: BulkChange, report: BulkProgress) =>
      inChunks(
        bulkUpdatesV3(loaded ?? [], change),
        async (updates) =>
          bulkOutcomes(
            updates.map((update) => update.product.id),
            await bulkUpdateProductsV3(client, [...updates]),
          ),
        report,
      ),
    [client, loaded],
  );
  return (
    <>
      {error ? <FormMessage error={errorMessage(error)} /> : null}
      <BulkForm count={ids.length} preview={preview} apply={apply} />
    </>
  );
}
