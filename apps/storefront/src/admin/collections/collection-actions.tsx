/**
 * The actions under a collection in the dashboard, for either catalogue: open or close its product
 * list, and delete it after a confirmation (the products stay in the store).
 */
import { useState } from "react";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";

/** Props of {@link CollectionActions}. */
export interface CollectionActionsProps {
  /** The collection's name, in the buttons and the dialog. */
  title: string;
  /** What it is called in the dialog: "collection" or "category". */
  noun: string;
  productsOpen: boolean;
  onToggleProducts(): void;
  /** Deletes the collection; `settled` runs once the delete has succeeded or failed. */
  onDelete(settled: () => void): void;
  deleting: boolean;
}

/** The Products and Delete buttons, and the delete's confirmation. */
export function CollectionActions({
  title,
  noun,
  productsOpen,
  onToggleProducts,
  onDelete,
  deleting,
}: CollectionActionsProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={productsOpen}
          onClick={onToggleProducts}
        >
          {productsOpen ? "Hide products" : "Products"}
        </button>
        <button
          type="button"
          className="button button--danger button--secondary"
          onClick={() => setAsking(true)}
        >
          Delete {title}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={`Delete ${title}?`}
        message={`The ${noun} is removed; its products stay in the store.`}
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setAsking(false)}
        onConfirm={() => onDelete(() => setAsking(false))}
      />
    </>
  );
}
