/** Nothing to show: a short message and, optionally, a way out. */
import type { ReactNode } from "react";

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
}

/** Shows an empty result. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="state" role="status">
      <h2 className="state__title">{title}</h2>
      {children}
    </div>
  );
}
