/**
 * The product editor's "Delete" section, on either catalogue: the button, a confirmation saying
 * what goes with the product, and back to the list once it is deleted.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { adminKeys } from "../admin-keys.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";

/** Props of {@link DeleteProduct}. */
export interface DeleteProductProps {
  product: { id?: string | null | undefined; name?: string | null | undefined };
  /** The catalogue's delete call. */
  deleteProduct(id: string): Promise<unknown>;
  /** What the confirmation says is removed with the product. */
  consequence: string;
}

/** Deletes the product after a confirmation. */
export function DeleteProduct({ product, deleteProduct, consequence }: DeleteProductProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useCatalogWrite(deleteProduct, {
    deletes: (id) => adminKeys.product(id),
    leave: () => navigate(paths.admin.products, { replace: true }),
  });
  return (
    <section className="admin-card admin-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete</h2>
      <FormMessage error={remove.error ? errorMessage(remove.error) : undefined} />
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        Delete product
      </button>
      <ConfirmDialog
        open={asking}
        title={`Delete ${product.name ?? "this product"}?`}
        message={consequence}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate(product.id ?? "", { onSettled: () => setAsking(false) })}
      />
    </section>
  );
}
