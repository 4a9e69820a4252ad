/** The product grid's loading placeholder. */
import { Skeleton } from "../ui/skeleton.tsx";

/** Shows `count` placeholder cards and announces the loading. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading products">
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Skeleton className="skeleton--image" />
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
