/**
 * The frame of a dashboard list page (products on either catalogue, orders): the heading with its
 * action, the toolbar (search box and the list's own controls), a failed load said with "Try
 * again", the count in words (or "Loading…"), the list itself once it has loaded, and its pager.
 * A list that failed to load is not an empty one: only the error is shown.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { ListSearch, type ListSearchProps } from "./list-search.tsx";

/** Props of {@link ListFrame}. */
export interface ListFrameProps<Data> {
  title: string;
  /** Beside the title, e.g. a "New product" link. */
  action?: ReactNode;
  search: ListSearchProps;
  /** In the toolbar after the search box, e.g. a sort or filter select. */
  controls?: ReactNode;
  /** The list's query. */
  list: UseQueryResult<Data>;
  /** The sentence said before the error's message, e.g. "The orders could not be loaded". */
  failure?: string;
  /** Said while the first answer is awaited, e.g. "Loading products…". */
  loading: string;
  /** The count in words, above the list. */
  summary(data: Data): string;
  /** A test id for the count. */
  summaryTestId?: string;
  /** The list (a table) once loaded. */
  children(data: Data): ReactNode;
  /** Under the list, e.g. a {@link ListPager}. */
  pager?: ReactNode;
}

/** A list page's frame around the list it is given. */
export function ListFrame<Data>({
  title,
  action,
  search,
  controls,
  list,
  failure,
  loading,
  summary,
  summaryTestId,
  children,
  pager,
}: ListFrameProps<Data>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="admin-heading">
        <h1 id={titleId}>{title}</h1>
        {action}
      </div>
      <div className="admin-toolbar">
        <ListSearch {...search} />
        {controls}
      </div>
      {list.isError ? (
        <p className="form-message form-message--error" role="alert">
          {failure ? `${failure}: ` : null}
          {errorMessage(list.error)}{" "}
          <button type="button" className="button button--small" onClick={() => list.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <p className="admin-count" aria-live="polite" data-testid={summaryTestId}>
        {list.data !== undefined ? summary(list.data) : list.isPending ? loading : null}
      </p>
      {list.data !== undefined ? children(list.data) : null}
      {pager}
    </section>
  );
}
