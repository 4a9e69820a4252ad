/**
 * Bulk change of the selected products on a catalogue v1 store: the preview from the loaded
 * products, applied with `bulkUpdateProducts` (set) or `bulkAdjustProductProperties` (adjust), a
 * chunk of products at a time so the form shows how far it is.
 */
import type { Product } from "@vitrine/sdk/catalog";
import { useCallback } from "react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { bulkChangeProducts } from "../../lib/dashboard/products.ts";
import { type BulkChange, bulkOutcomes, bulkRequest, previewBulkChange } from "./bulk-change.ts";
import { type BulkProgress, inChunks } from "./bulk-chunks.ts";
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
    (change: BulkChange, report: BulkProgress) => {
      const request = bulkRequest(change);
      return inChunks(
        products.map((product) => product.id ?? ""),
        async (ids) => bulkOutcomes(ids, await bulkChangeProducts(client, [...ids], request)),
        report,
      );
    },
    [client, products],
  );
  return <BulkForm count={products.length} preview={preview} apply={apply} />;
}
