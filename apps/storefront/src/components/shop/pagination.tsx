/** Previous / next paging with the current position, as links so each page has its URL. */
import { Link, useLocation } from "react-router";

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  totalPages: number;
}

/** The link to `page` of the current list: its search params with `page` set (or dropped for 1). */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * Links to the previous and next page. Keyed, so each slot keeps its own element when a link
 * turns into a disabled label or back (Preact would otherwise move the clicked, focused "Next"
 * link into the "Previous" slot, and the browser scroll back down to it).
 */
export function Pagination({ page, totalPages }: PaginationProps) {
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? (
        <Link key="previous" className="button button--secondary" to={pageHref(search, page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span key="previous" className="button button--secondary is-disabled" aria-disabled="true">
          Previous
        </span>
      )}
      <span key="status" className="pagination__status" aria-current="page">
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link key="next" className="button button--secondary" to={pageHref(search, page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span key="next" className="button button--secondary is-disabled" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
