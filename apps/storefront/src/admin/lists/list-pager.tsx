/**
 * The "newer / older" buttons under a dashboard list paged by cursor. Shown only when there is
 * another page either way; a button with no page to go to is disabled.
 */

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  /** The navigation's name, e.g. "Order pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The cursor of the page before, if any. */
  previous: string | null | undefined;
  /** The cursor of the page after, if any. */
  next: string | null | undefined;
  onPage(cursor: string): void;
}

/** A list's pager. */
export function ListPager({ label, previousLabel, nextLabel, previous, next, onPage }: ListPagerProps) {
  if (!previous && !next) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary"
        disabled={!previous}
        onClick={() => onPage(previous ?? "")}
      >
        {previousLabel}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={!next}
        onClick={() => onPage(next ?? "")}
      >
        {nextLabel}
      </button>
    </nav>
  );
}
