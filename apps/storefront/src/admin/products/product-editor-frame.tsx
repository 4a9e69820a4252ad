/**
 * The frame of the product editor on either catalogue (v1 or v3): for a new product, the way back
 * to the list and the "New product" title around the creation form; for an existing one, its read
 * (loading and failure, see `RecordState`), the way back, "View in the shop" while the shop shows
 * it, and its name as the title around the editor's sections.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { RecordState } from "../record-state.tsx";

/** What the frame shows of a product, of either catalogue. */
export interface FramedProduct {
  name?: string | null | undefined;
  slug?: string | null | undefined;
  visible?: boolean | null | undefined;
}

/** The page of a new product around its creation form. */
export function NewProductFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to={paths.admin.products}>← Products</Link>
      </p>
      <h1 id="product-title">New product</h1>
      {children}
    </section>
  );
}

/** Props of {@link EditProductFrame}. */
export interface EditProductFrameProps<Product extends FramedProduct> {
  /** The product's read. */
  loaded: UseQueryResult<Product>;
  /** The editor's sections, once the product is read. */
  children(product: Product): ReactNode;
}

/** The page of an existing product around its editor. */
export function EditProductFrame<Product extends FramedProduct>({
  loaded,
  children,
}: EditProductFrameProps<Product>) {
  return (
    <RecordState
      loaded={loaded}
      thing="product"
      missingText="It may have been deleted."
      back={{ to: paths.admin.products, label: "Back to products" }}
    >
      {(product) => (
        <section aria-labelledby="product-title">
          <p className="admin-back">
            <Link to={paths.admin.products}>← Products</Link>
            {product.slug && product.visible !== false ? (
              <Link to={paths.product(product.slug)}>View in the shop</Link>
            ) : null}
          </p>
          <h1 id="product-title">{product.name}</h1>
          {children(product)}
        </section>
      )}
    </RecordState>
  );
}
