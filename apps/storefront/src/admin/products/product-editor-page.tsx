/**
 * Creating a product (`/admin/products/new`) and editing one (`/admin/products/:id`): the product
 * form, then for an existing product its variants, media, and deletion behind a confirmation.
 */
import type { Product, ProductChanges } from "@vitrine/sdk/catalog";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { createProduct, deleteProduct, updateProduct } from "../../lib/dashboard/products.ts";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { DeleteProduct } from "./delete-product.tsx";
import { MediaManager } from "./media-manager.tsx";
import { ProductDetailsForm } from "./product-details-form.tsx";
import { EditProductFrame, NewProductFrame } from "./product-editor-frame.tsx";
import { emptyProductForm, productFormFrom } from "./product-form-values.ts";
import { useAdminProduct } from "./use-admin-products.ts";
import { VariantsTable } from "./variants-table.tsx";

function NewProduct() {
  const client = useAdminClient();
  const navigate = useNavigate();
  // The form sends a new product no `null` (that only removes a stored field).
  const create = useCatalogWrite((product: ProductChanges) => createProduct(client, product as Product));
  return (
    <NewProductFrame>
      <ProductDetailsForm
        initial={emptyProductForm()}
        submitLabel="Create product"
        save={create.mutateAsync}
        onSaved={(product) => navigate(paths.admin.product(product.id ?? ""), { replace: true })}
      />
    </NewProductFrame>
  );
}

function EditProduct({ id }: { id: string }) {
  const client = useAdminClient();
  const loaded = useAdminProduct(id);
  const update = useCatalogWrite((changes: ProductChanges) => updateProduct(client, id, changes));
  return (
    <EditProductFrame loaded={loaded}>
      {(product) => (
        <>
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
                The variants follow the product's price, cost and weight. To edit them one by one, tick
                "Manage each variant" above and save.
              </p>
            )
          ) : null}
          <MediaManager product={product} />
          <DeleteProduct
            product={product}
            deleteProduct={(productId) => deleteProduct(client, productId)}
            consequence="The product, its variants and media are removed from the store. This cannot be undone."
          />
        </>
      )}
    </EditProductFrame>
  );
}

/** The product editor page: a new product, or the one in the URL. */
export function ProductEditorPage() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}
