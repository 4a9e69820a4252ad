/**
 * The products of one category (catalogue v3) in the dashboard: remove any, and add one of the
 * store's products (the first 100, newest first, shown by name), with the v1 collection's picker.
 */
import { type BulkCategoryItemsResult, productItem } from "@vitrine/sdk/catalog-v3";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { useAdminProductsV3 } from "../products/v3/use-admin-products-v3.ts";
import { ProductPicker } from "./product-picker.tsx";
import { byName, useCategoryProducts } from "./use-admin-categories.ts";

/** Fails with the store's reason when it refused the one product of an add or a remove. */
function refusedItem(result: BulkCategoryItemsResult): void {
  const refusal = result.results?.find((r) => r.itemMetadata?.success === false)?.itemMetadata?.error;
  if (refusal) throw new Error(refusal.description || refusal.code || "The store refused the product.");
}

/** Props of {@link CategoryProducts}. */
export interface CategoryProductsProps {
  categoryId: string;
  categoryName: string;
}

/** Lists and edits a category's products. */
export function CategoryProducts({ categoryId, categoryName }: CategoryProductsProps) {
  const client = useAdminClient();
  const members = useCategoryProducts(categoryId);
  const all = useAdminProductsV3("");
  return (
    <ProductPicker
      groupName={categoryName}
      members={members.data}
      readError={members.error}
      products={[...(all.data ?? [])].sort(byName)}
      add={(productId) =>
        client.categories.bulkAddItemsToCategory(categoryId, [productItem(productId)]).then(refusedItem)
      }
      remove={(productId) =>
        client.categories.bulkRemoveItemsFromCategory(categoryId, [productItem(productId)]).then(refusedItem)
      }
    />
  );
}
