/**
 * A collection's page (`/collection/:slug`): its name and description over its products, with
 * the shop's sort and paging kept in the URL; loading, error with retry, empty, or a 404.
 */
import { useCollection } from "@vitrine/react";
import { Link, useParams } from "react-router";
import { paths } from "../app/paths.ts";
import { ProductResults } from "../components/shop/product-results.tsx";
import { useShopParams } from "../components/shop/use-shop-params.ts";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";
import { useProductCards } from "../lib/listing-cards.ts";
import { NotFoundPage } from "./not-found-page.tsx";

/** The collection page. */
export function CollectionPage() {
  const { slug = "" } = useParams();
  const [params, update] = useShopParams();
  const collection = useCollection(slug);
  const id = collection.data?.id;
  const products = useProductCards(
    { ...(id ? { collectionId: id } : {}), sort: params.sort, page: params.page },
    { enabled: Boolean(id) },
  );
  useDocumentTitle(collection.data?.name ?? undefined);
  if (collection.isError)
    return (
      <ErrorState
        title="The collection could not be loaded"
        error={collection.error}
        onRetry={() => collection.refetch()}
      />
    );
  if (collection.data === null) return <NotFoundPage title="Collection not found" />;
  const name = collection.data?.name;
  return (
    <div className="shop">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={paths.shop}>Shop</Link> <span aria-hidden="true">/</span>{" "}
        <span aria-current="page">{name ?? "Collection"}</span>
      </nav>
      <header className="page-header">
        {name ? <h1>{name}</h1> : <Skeleton className="skeleton--title" />}
        {collection.data?.description ? (
          <p className="page-header__lead">{collection.data.description}</p>
        ) : null}
        <p>
          <Link to={paths.shopCollection(slug)}>Search and filter this collection in the shop</Link>
        </p>
      </header>
      <section className="shop__results" aria-labelledby="results-heading">
        <ProductResults
          products={products}
          params={params}
          onSortChange={(sort) => update({ sort })}
          empty={
            <EmptyState title="This collection is empty">
              <Link className="button" to={paths.shop}>
                Browse the shop
              </Link>
            </EmptyState>
          }
        />
      </section>
    </div>
  );
}
