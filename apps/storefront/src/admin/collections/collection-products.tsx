/** The products of one collection: remove any, and add one from the store's products. */
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminProducts } from "../products/use-admin-products.ts";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
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
  const [toAdd, setToAdd] = useState("");
  const add = useCatalogWrite((productId: string) =>
    client.collections.addProductsToCollection(collectionId, [productId]),
  );
  const remove = useCatalogWrite((productId: string) =>
    client.collections.removeProductsFromCollection(collectionId, [productId]),
  );
  const memberIds = new Set((members.data?.products ?? []).map((product) => product.id));
  const candidates = (all.data?.products ?? []).filter((product) => !memberIds.has(product.id));
  const failure = add.error ?? remove.error ?? members.error;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (toAdd) add.mutate(toAdd, { onSuccess: () => setToAdd("") });
  }

  return (
    <div className="collection-products">
      <FormMessage error={failure ? errorMessage(failure) : undefined} />
      {members.isPending ? <p>Loading products…</p> : null}
      {members.data?.products.length === 0 ? (
        <p className="field__hint">No products in this collection.</p>
      ) : null}
      <ul className="collection-products__list">
        {(members.data?.products ?? []).map((product) => (
          <li key={product.id} data-testid="collection-product">
            <span>{product.name}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => remove.mutate(product.id ?? "")}
            >
              Remove {product.name} from {collectionName}
            </button>
          </li>
        ))}
      </ul>
      <form className="collection-products__add" onSubmit={submit}>
        <label className="field">
          <span className="field__label">Add a product to {collectionName}</span>
          <select className="input" value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
            <option value="">Choose a product…</option>
            {candidates.map((product) => (
              <option key={product.id} value={product.id}>
                {product.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary" disabled={!toAdd || add.isPending}>
          Add
        </button>
      </form>
    </div>
  );
}
