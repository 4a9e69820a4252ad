/**
 * A collection's products as the dashboard edits them, for either catalogue: the products in it,
 * each with a button that removes it, and a select of the other products with a button that adds
 * the chosen one. It shows what it is given; the page's hooks read and write.
 */
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../forms/form-message.tsx";

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
  /** The products that can be added. */
  candidates: readonly PickedProduct[];
  /** A failed read or write, shown above the list. */
  error: unknown;
  /** Whether an add is under way. */
  adding: boolean;
  /** Adds the product; `done` runs once it is added. */
  onAdd(productId: string, done: () => void): void;
  onRemove(productId: string): void;
}

/** Lists a collection's products with remove buttons, and adds one from the store's products. */
export function ProductPicker({
  groupName,
  members,
  candidates,
  error,
  adding,
  onAdd,
  onRemove,
}: ProductPickerProps) {
  const [toAdd, setToAdd] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (toAdd) onAdd(toAdd, () => setToAdd(""));
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
              onClick={() => onRemove(product.id ?? "")}
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
        <button type="submit" className="button button--secondary" disabled={!toAdd || adding}>
          Add
        </button>
      </form>
    </div>
  );
}
