/** A grey placeholder block shown while content loads (hidden from screen readers). */

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  className?: string;
}

/** One placeholder block; size it with a class. */
export function Skeleton({ className = "" }: SkeletonProps) {
  return <span className={`skeleton ${className}`} aria-hidden="true" />;
}
