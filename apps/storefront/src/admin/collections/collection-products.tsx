/** The products of one collection (catalogue v1): remove any, and add one from the store's products. */
import { useAdminProducts } from "../products/use-admin-products.ts";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
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
  const add = useCatalogWrite((productId: string) =>
    client.collections.addProductsToCollection(collectionId, [productId]),
  );
  const remove = useCatalogWrite((productId: string) =>
    client.collections.removeProductsFromCollection(collectionId, [productId]),
  );
  const memberIds = new Set((members.data?.products ?? []).map((product) => product.id));
  return (
    <ProductPicker
      groupName={collectionName}
      members={members.data?.products}
      candidates={(all.data?.products ?? []).filter((product) => !memberIds.has(product.id))}
      error={add.error ?? remove.error ?? members.error}
      adding={add.isPending}
      onAdd={(productId, done) => add.mutate(productId, { onSuccess: done })}
      onRemove={(productId) => remove.mutate(productId)}
    />
  );
}
