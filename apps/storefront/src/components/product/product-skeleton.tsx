/** The product page's loading placeholder. */
import { Skeleton } from "../ui/skeleton.tsx";

/** Placeholder gallery and text lines, announced as loading. */
export function ProductSkeleton() {
  return (
    <div className="product" role="status" aria-label="Loading product">
      <Skeleton className="skeleton--gallery" />
      <div className="product__info" aria-hidden="true">
        <Skeleton className="skeleton--line skeleton--short" />
        <Skeleton className="skeleton--title" />
        <Skeleton className="skeleton--line skeleton--short" />
        <Skeleton className="skeleton--block" />
      </div>
    </div>
  );
}
