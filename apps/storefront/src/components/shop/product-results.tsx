/**
 * A paged product listing as the shop and collection pages show it: the count and sort toolbar,
 * then the loading skeleton, the error with a retry, the empty state (or a way back to the first
 * page when the URL asks for a page past the last), or the grid and paging.
 */
import { DEFAULT_PRODUCTS_PAGE_SIZE, type ProductSort } from "@vitrine/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { useProductCards } from "../../lib/listing-cards.ts";
import { ProductGrid } from "../product/product-grid.tsx";
import { ProductGridSkeleton } from "../product/product-grid-skeleton.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { ErrorState } from "../ui/error-state.tsx";
import { Pagination, pageHref } from "./pagination.tsx";
import type { ShopParams } from "./shop-params.ts";
import { SortSelect } from "./sort-select.tsx";

/**
 * How many cards fetch their picture at once, at high priority: a phone's first row, above the
 * fold and the page's largest paint (the others load lazily).
 */
const FIRST_ROW_CARDS = 2;

/** Props of {@link ProductResults}. */
export interface ProductResultsProps {
  /** The page of products, from `useProductCards` (with the default page size). */
  products: ReturnType<typeof useProductCards>;
  /** The listing's URL state: the page it asks for, its sort (and the shop's filters). */
  params: ShopParams;
  onSortChange: (sort: ProductSort) => void;
  /** What to show when the page has no products. */
  empty: ReactNode;
  /** Shown instead of the listing when there is nothing to load (e.g. an unknown collection). */
  notice?: ReactNode;
}

function productCount(count: number): string {
  return count === 1 ? "1 product" : `${count} products`;
}

/** The listing section's content. */
export function ProductResults({ products, params, onSortChange, empty, notice }: ProductResultsProps) {
  const { page } = params;
  const { search } = useLocation();
  const data = products.data;
  let listing: ReactNode;
  if (notice) listing = notice;
  else if (products.isError)
    listing = (
      <ErrorState
        title="The products could not be loaded"
        error={products.error}
        onRetry={() => products.refetch()}
      />
    );
  else if (!data) listing = <ProductGridSkeleton count={DEFAULT_PRODUCTS_PAGE_SIZE} />;
  else if (data.items.length === 0 && page > 1)
    listing = (
      <EmptyState title="There is no such page">
        <Link className="button" to={pageHref(search, 1)}>
          Go to the first page
        </Link>
      </EmptyState>
    );
  else if (data.items.length === 0) listing = empty;
  else
    listing = (
      <>
        <ProductGrid products={data.items} stale={products.isPlaceholderData} eagerCards={FIRST_ROW_CARDS} />
        <Pagination page={page} totalPages={data.totalPages ?? 1} />
      </>
    );
  return (
    <>
      <div className="shop__toolbar">
        <h2 id="results-heading" className="shop__count" aria-live="polite">
          {data && !notice ? productCount(data.totalCount ?? data.items.length) : "Products"}
        </h2>
        <SortSelect params={params} onChange={onSortChange} />
      </div>
      {listing}
    </>
  );
}
