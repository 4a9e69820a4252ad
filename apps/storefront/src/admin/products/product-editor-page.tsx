/**
 * Creating a product (`/admin/products/new`) and editing one (`/admin/products/:id`): the product
 * form, then for an existing product its variants, media, and deletion behind a confirmation.
 */
import { isApplicationError } from "@vitrine/sdk";
import type { Product, ProductChanges } from "@vitrine/sdk/catalog";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { adminKeys } from "../admin-keys.ts";
import { adminPaths } from "../admin-paths.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { MediaManager } from "./media-manager.tsx";
import { ProductDetailsForm } from "./product-details-form.tsx";
import { emptyProductForm, productFormFrom } from "./product-form-values.ts";
import { useAdminProduct } from "./use-admin-products.ts";
import { VariantsTable } from "./variants-table.tsx";

function NewProduct() {
  const client = useAdminClient();
  const navigate = useNavigate();
  // The form sends a new product no `null` (that only removes a stored field).
  const create = useCatalogWrite((product: ProductChanges) =>
    client.products.createProduct(product as Product),
  );
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to={adminPaths.products}>← Products</Link>
      </p>
      <h1 id="product-title">New product</h1>
      <ProductDetailsForm
        initial={emptyProductForm()}
        submitLabel="Create product"
        save={create.mutateAsync}
        onSaved={(product) => navigate(adminPaths.product(product.id ?? ""), { replace: true })}
      />
    </section>
  );
}

function DeleteProduct({ product }: { product: Product }) {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useCatalogWrite((id: string) => client.products.deleteProduct(id), {
    deletes: (id) => adminKeys.product(id),
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
        message="The product, its variants and media are removed from the store. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(product.id ?? "", {
            onSuccess: () => navigate(adminPaths.products, { replace: true }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </section>
  );
}

function EditProduct({ id }: { id: string }) {
  const client = useAdminClient();
  const loaded = useAdminProduct(id);
  const update = useCatalogWrite((changes: ProductChanges) => client.products.updateProduct(id, changes));
  if (loaded.isPending) return <p aria-live="polite">Loading the product…</p>;
  if (loaded.isError) {
    const missing = isApplicationError(loaded.error) && loaded.error.status === 404;
    return (
      <div className="state state--error" role="alert">
        <h1 className="state__title">
          {missing ? "This product does not exist" : "The product could not be loaded"}
        </h1>
        <p className="state__text">{missing ? "It may have been deleted." : errorMessage(loaded.error)}</p>
        {missing ? (
          <Link className="button" to={adminPaths.products}>
            Back to products
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => loaded.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  const product = loaded.data;
  return (
    <section aria-labelledby="product-title">
      <p className="admin-back">
        <Link to={adminPaths.products}>← Products</Link>
        {product.slug && product.visible !== false ? (
          <Link to={paths.product(product.slug)}>View in the shop</Link>
        ) : null}
      </p>
      <h1 id="product-title">{product.name}</h1>
      <ProductDetailsForm
        key={id}
        initial={productFormFrom(product)}
        productId={id}
        submitLabel="Save product"
        save={update.mutateAsync}
      />
      {(product.productOptions?.length ?? 0) > 0 ? (
        product.manageVariants ? (
          <VariantsTable key={id} product={product} />
        ) : (
          <p className="admin-card">
            The variants follow the product's price, cost and weight. To edit them one by one, tick "Manage
            each variant" above and save.
          </p>
        )
      ) : null}
      <MediaManager product={product} />
      <DeleteProduct product={product} />
    </section>
  );
}

/** The product editor page: a new product, or the one in the URL. */
export function ProductEditorPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}
