/** The product page (`/product/:slug`): loading, error with retry, 404, or the product. */
import { useProduct } from "@vitrine/react";
import { Link, useParams } from "react-router";
import { paths } from "../app/paths.ts";
import { ProductDetails } from "../components/product/product-details.tsx";
import { ProductSkeleton } from "../components/product/product-skeleton.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/** The product page. */
export function ProductPage() {
  const { slug = "" } = useParams();
  const { data: product, isPending, isError, error, refetch } = useProduct(slug);
  useDocumentTitle(product?.name ?? undefined);
  if (isError)
    return <ErrorState title="The product could not be loaded" error={error} onRetry={() => refetch()} />;
  if (isPending) return <ProductSkeleton />;
  if (product === null) return <NotFoundPage title="Product not found" />;
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={paths.shop}>Shop</Link> <span aria-hidden="true">/</span>{" "}
        <span aria-current="page">{product.name}</span>
      </nav>
      <ProductDetails key={product.id} product={product} />
    </>
  );
}
