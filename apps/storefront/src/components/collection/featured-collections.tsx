/** The home page's collections row, with its loading and error states. */
import { useCollectionTiles } from "../../lib/listing-cards.ts";
import { ErrorState } from "../ui/error-state.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { CollectionCard } from "./collection-card.tsx";

/** How many collections the home page features. */
const FEATURED = 6;
/**
 * How many tiles fetch their picture at once, at high priority: a phone's first row, above the
 * fold and the page's largest paint (the others load lazily).
 */
const FIRST_ROW = 2;

/** The store's collections that have products, the largest first. */
export function FeaturedCollections() {
  const { data, isPending, isError, error, refetch } = useCollectionTiles();
  if (isError)
    return <ErrorState title="Collections could not be loaded" error={error} onRetry={() => refetch()} />;
  if (isPending)
    return (
      <div role="status" aria-label="Loading collections">
        <ul className="collection-grid" aria-hidden="true">
          {Array.from({ length: FEATURED }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <Skeleton className="skeleton--tile" />
            </li>
          ))}
        </ul>
      </div>
    );
  const featured = [...data]
    .filter((collection) => (collection.numberOfProducts ?? 0) > 0)
    .sort((a, b) => (b.numberOfProducts ?? 0) - (a.numberOfProducts ?? 0))
    .slice(0, FEATURED);
  return (
    <ul className="collection-grid">
      {featured.map((collection, index) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
