/**
 * The shop: search by name, collection, price range and sort, all kept in the URL, over a paged
 * grid of products with loading, empty and error states.
 */
import { useCollections, useProducts } from "@vitrine/react";
import { ProductGrid } from "../components/product/product-grid.tsx";
import { ProductGridSkeleton } from "../components/product/product-grid-skeleton.tsx";
import { CollectionFilter } from "../components/shop/collection-filter.tsx";
import { Pagination } from "../components/shop/pagination.tsx";
import { PriceRangeFilter } from "../components/shop/price-range-filter.tsx";
import { SearchField } from "../components/shop/search-field.tsx";
import { SortSelect } from "../components/shop/sort-select.tsx";
import { useShopParams } from "../components/shop/use-shop-params.ts";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

/** Products per shop page. */
const PAGE_SIZE = 12;

function productCount(count: number): string {
  return count === 1 ? "1 product" : `${count} products`;
}

/** The shop page. */
export function ShopPage() {
  const [params, update] = useShopParams();
  const collections = useCollections();
  const collection = params.collection
    ? collections.data?.find((candidate) => candidate.slug === params.collection)
    : undefined;
  const waitingForCollection = params.collection !== "" && collections.isPending;
  const unknownCollection = params.collection !== "" && collections.isSuccess && !collection;
  const products = useProducts(
    {
      search: params.q,
      ...(collection?.id ? { collectionId: collection.id } : {}),
      ...(params.min === undefined ? {} : { minPrice: params.min }),
      ...(params.max === undefined ? {} : { maxPrice: params.max }),
      sort: params.sort,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    { enabled: !waitingForCollection && !unknownCollection },
  );
  const title = collection?.name ?? "All products";
  useDocumentTitle(title);
  const page = products.data;

  return (
    <div className="shop">
      <header className="page-header">
        <h1>{title}</h1>
        {collection?.description ? <p className="page-header__lead">{collection.description}</p> : null}
      </header>
      <div className="shop__layout">
        <aside className="shop__filters" aria-label="Filters">
          <SearchField value={params.q} onSearch={(q) => update({ q })} />
          <CollectionFilter value={params.collection} onChange={(slug) => update({ collection: slug })} />
          <PriceRangeFilter min={params.min} max={params.max} onChange={(range) => update(range)} />
        </aside>
        <section className="shop__results" aria-labelledby="results-heading">
          <div className="shop__toolbar">
            <h2 id="results-heading" className="shop__count" aria-live="polite">
              {page ? productCount(page.totalCount ?? page.items.length) : "Products"}
            </h2>
            <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
          </div>
          {unknownCollection ? (
            <EmptyState title="This collection does not exist">
              <button type="button" className="button" onClick={() => update({ collection: "" })}>
                Show all products
              </button>
            </EmptyState>
          ) : products.isError ? (
            <ErrorState
              title="The products could not be loaded"
              error={products.error}
              onRetry={() => products.refetch()}
            />
          ) : !page ? (
            <ProductGridSkeleton count={PAGE_SIZE} />
          ) : page.items.length === 0 ? (
            <EmptyState title="No products match">
              <p className="state__text">Try another name, collection or price range.</p>
              <button
                type="button"
                className="button"
                onClick={() => update({ q: "", collection: "", min: undefined, max: undefined })}
              >
                Clear filters
              </button>
            </EmptyState>
          ) : (
            <>
              <ProductGrid products={page.items} stale={products.isPlaceholderData} />
              <Pagination page={params.page} totalPages={page.totalPages ?? 1} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
