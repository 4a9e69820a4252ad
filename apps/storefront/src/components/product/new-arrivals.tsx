/** The home page's newest products, with loading and error states. */
import type { ProductListQuery } from "@vitrine/react";
import { useProductCards } from "../../lib/listing-cards.ts";
import { ErrorState } from "../ui/error-state.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { ProductGridSkeleton } from "./product-grid-skeleton.tsx";

/** How many new products the home page shows. */
const COUNT = 8;

/** The products request of the new arrivals (the home route's loader starts it on the server). */
export const NEW_ARRIVALS: ProductListQuery = { sort: "newest", pageSize: COUNT };

/** The newest products. */
export function NewArrivals() {
  const { data, isError, error, refetch } = useProductCards(NEW_ARRIVALS);
  if (isError)
    return <ErrorState title="New arrivals could not be loaded" error={error} onRetry={() => refetch()} />;
  if (!data) return <ProductGridSkeleton count={COUNT} />;
  return <ProductGrid products={data.items} />;
}
