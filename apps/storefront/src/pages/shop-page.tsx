/**
 * The shop: search by name, collection, price range and sort, all kept in the URL, over a paged
 * grid of products with loading, empty and error states. A collection in the URL that the store
 * does not have is said to be not found, with a link to the whole shop; when the collections
 * cannot be loaded, no products are shown as if unfiltered: the error shows, with a retry.
 */
import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { CollectionFilter } from "../components/shop/collection-filter.tsx";
import { PriceRangeFilter } from "../components/shop/price-range-filter.tsx";
import { ProductResults } from "../components/shop/product-results.tsx";
import { SearchField } from "../components/shop/search-field.tsx";
import { writeShopParams } from "../components/shop/shop-params.ts";
import { shopProductQuery } from "../components/shop/shop-product-query.ts";
import { useShopParams } from "../components/shop/use-shop-params.ts";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";
import { useCollectionTiles, useProductCards } from "../lib/listing-cards.ts";

/** The shop page. */
export function ShopPage() {
  const [params, update] = useShopParams();
  const collections = useCollectionTiles();
  const collection = params.collection
    ? collections.data?.find((candidate) => candidate.slug === params.collection)
    : undefined;
  const waitingForCollection = params.collection !== "" && collections.isPending;
  const unknownCollection = params.collection !== "" && collections.isSuccess && !collection;
  const collectionsFailed = params.collection !== "" && collections.isError;
  const products = useProductCards(shopProductQuery(params, collection?.id), {
    enabled: !waitingForCollection && !unknownCollection && !collectionsFailed,
  });
  const title = unknownCollection ? "Collection not found" : (collection?.name ?? "All products");
  useDocumentTitle(title);

  return (
    <div className="shop">
      <header className="page-header">
        <h1>{title}</h1>
        {collection?.description ? <p className="page-header__lead">{collection.description}</p> : null}
      </header>
      <div className="shop__layout">
        <aside className="shop__filters" aria-label="Filters">
          <SearchField value={params.q} params={params} onSearch={(q) => update({ q })} />
          <CollectionFilter
            value={params.collection}
            params={params}
            onChange={(slug) => update({ collection: slug })}
          />
          <PriceRangeFilter
            min={params.min}
            max={params.max}
            params={params}
            onChange={(range) => update(range)}
          />
        </aside>
        <section className="shop__results" aria-labelledby="results-heading">
          <ProductResults
            products={products}
            params={params}
            onSortChange={(sort) => update({ sort })}
            notice={
              unknownCollection ? (
                <EmptyState title="This collection does not exist">
                  <p className="state__text">It may have been renamed or removed.</p>
                  <Link className="button" to={paths.shop}>
                    Show all products
                  </Link>
                </EmptyState>
              ) : collectionsFailed ? (
                <ErrorState
                  title="The collection could not be loaded"
                  error={collections.error}
                  onRetry={() => collections.refetch()}
                />
              ) : undefined
            }
            empty={
              <EmptyState title="No products match">
                <p className="state__text">Try another name, collection or price range.</p>
                <Link
                  className="button"
                  to={`${paths.shop}?${writeShopParams({ ...params, q: "", collection: "", min: undefined, max: undefined, page: 1 })}`.replace(
                    /\?$/,
                    "",
                  )}
                >
                  Clear filters
                </Link>
              </EmptyState>
            }
          />
        </section>
      </div>
    </div>
  );
}
