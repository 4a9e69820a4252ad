/**
 * Bulk change of the selected products on a catalogue v1 store: the preview from the loaded
 * products, applied with `bulkUpdateProducts` (set) or `bulkAdjustProductProperties` (adjust).
 */
import type { Product } from "@vitrine/sdk/catalog";
import { useCallback } from "react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { bulkChangeProducts } from "../../lib/dashboard/products.ts";
import { type BulkChange, bulkOutcomes, bulkRequest, previewBulkChange } from "./bulk-change.ts";
import { BulkForm } from "./bulk-form.tsx";

/** Props of {@link BulkPanel}. */
export interface BulkPanelProps {
  products: readonly Product[];
}

/** The bulk change form for v1 products. */
export function BulkPanel({ products }: BulkPanelProps) {
  const client = useAdminClient();
  const preview = useCallback((change: BulkChange) => previewBulkChange(products, change), [products]);
  const apply = useCallback(
    async (change: BulkChange) => {
      const ids = products.map((product) => product.id ?? "");
      const request = bulkRequest(change);
      const answer = await bulkChangeProducts(client, ids, request);
      return bulkOutcomes(ids, answer);
    },
    [client, products],
  );
  return <BulkForm count={products.length} preview={preview} apply={apply} />;
}
