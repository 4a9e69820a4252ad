/**
 * The products of one category (catalogue v3) in the dashboard: remove any, and add one of the
 * store's products (the first 100, newest first, shown by name), with the v1 collection's picker.
 */
import { type BulkCategoryItemsResult, productItem } from "@vitrine/sdk/catalog-v3";
import { useAdminProductsV3 } from "../products/v3/use-admin-products-v3.ts";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
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
  const add = useCatalogWrite((productId: string) =>
    client.categories.bulkAddItemsToCategory(categoryId, [productItem(productId)]).then(refusedItem),
  );
  const remove = useCatalogWrite((productId: string) =>
    client.categories.bulkRemoveItemsFromCategory(categoryId, [productItem(productId)]).then(refusedItem),
  );
  const memberIds = new Set((members.data ?? []).map((product) => product.id));
  const candidates = (all.data ?? []).filter((product) => !memberIds.has(product.id)).sort(byName);
  return (
    <ProductPicker
      groupName={categoryName}
      members={members.data}
      candidates={candidates}
      error={add.error ?? remove.error ?? members.error}
      adding={add.isPending}
      onAdd={(productId, done) => add.mutate(productId, { onSuccess: done })}
      onRemove={(productId) => remove.mutate(productId)}
    />
  );
}
