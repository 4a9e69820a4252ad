/**
 * A collection's products as the dashboard edits them, for either catalogue: the products in it,
 * each with a button that removes it, and a select of the store's other products with a button
 * that adds the chosen one. The catalogue's component reads the products and gives the add and
 * remove calls; a failed read or write shows the store's reason above the list.
 */
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";

/** A product as the picker names it. */
export interface PickedProduct {
  id?: string | null;
  name?: string | null;
}

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  /** The collection's (or category's) name, in the labels. */
  groupName: string;
  /** The products in it; `undefined` while they load. */
  members: readonly PickedProduct[] | undefined;
  /** The failed read of the products in it. */
  readError: unknown;
  /** The store's products, in the order the select lists them; those in the collection are left out. */
  products: readonly PickedProduct[];
  /** Adds the product to the collection. */
  add(productId: string): Promise<unknown>;
  /** Removes the product from the collection. */
  remove(productId: string): Promise<unknown>;
}

/** Lists a collection's products with remove buttons, and adds one from the store's products. */
export function ProductPicker({ groupName, members, readError, products, add, remove }: ProductPickerProps) {
  const adding = useCatalogWrite(add);
  const removing = useCatalogWrite(remove);
  const error = adding.error ?? removing.error ?? readError;
  const memberIds = new Set((members ?? []).map((product) => product.id));
  const candidates = products.filter((product) => !memberIds.has(product.id));
  const [toAdd, setToAdd] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (toAdd) adding.mutate(toAdd, { onSuccess: () => setToAdd("") });
  }

  return (
    <div className="collection-products">
      <FormMessage error={error ? errorMessage(error) : undefined} />
      {members === undefined && !error ? <p>Loading products…</p> : null}
      {members?.length === 0 ? <p className="field__hint">No products in this collection.</p> : null}
      <ul className="collection-products__list">
        {(members ?? []).map((product) => (
          <li key={product.id} data-testid="collection-product">
            <span>{product.name}</span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => removing.mutate(product.id ?? "")}
            >
              Remove {product.name} from {groupName}
            </button>
          </li>
        ))}
      </ul>
      <form className="collection-products__add" onSubmit={submit}>
        <label className="field">
          <span className="field__label">Add a product to {groupName}</span>
          <select className="input" value={toAdd} onChange={(e) => setToAdd(e.target.value)}>
            <option value="">Choose a product…</option>
            {candidates.map((product) => (
              <option key={product.id} value={product.id ?? ""}>
                {product.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary" disabled={!toAdd || adding.isPending}>
          Add
        </button>
      </form>
    </div>
  );
}
