/**
 * The products of one category (catalogue v3) in the dashboard: remove any, and add one of the
 * store's products (the first 100, newest first, shown by name), with the v1 collection's picker.
 */
import { useAdminClient } from "../../lib/admin-session.tsx";
import { addProductToCategory, removeProductFromCategory } from "../../lib/dashboard/categories.ts";
import { useAdminProductsV3 } from "../products/v3/use-admin-products-v3.ts";
import { ProductPicker } from "./product-picker.tsx";
import { byName, useCategoryProducts } from "./use-admin-categories.ts";

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
      add={(productId) => addProductToCategory(client, categoryId, productId)}
      remove={(productId) => removeProductFromCategory(client, categoryId, productId)}
    />
  );
}
