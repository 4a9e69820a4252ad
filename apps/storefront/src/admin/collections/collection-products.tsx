/** The products of one collection (catalogue v1): remove any, and add one from the store's products. */

import { useAdminClient } from "../../lib/admin-session.tsx";
import { addProductToCollection, removeProductFromCollection } from "../../lib/dashboard/collections.ts";
import { useAdminProducts } from "../products/use-admin-products.ts";
import { ProductPicker } from "./product-picker.tsx";
import { useCollectionProducts } from "./use-admin-collections.ts";

/** Props of {@link CollectionProducts}. */
export interface CollectionProductsProps {
  collectionId: string;
  collectionName: string;
}

/** Lists and edits a collection's products. */
export function CollectionProducts({ collectionId, collectionName }: CollectionProductsProps) {
  const client = useAdminClient();
  const members = useCollectionProducts(collectionId);
  const all = useAdminProducts("", "name-asc");
  return (
    <ProductPicker
      groupName={collectionName}
      members={members.data?.products}
      readError={members.error}
      products={all.data?.products ?? []}
      add={(productId) => addProductToCollection(client, collectionId, productId)}
      remove={(productId) => removeProductFromCollection(client, collectionId, productId)}
    />
  );
}
