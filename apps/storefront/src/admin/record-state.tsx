/**
 * One record read for a dashboard page (a product, an order): "Loading…" while it is read, a
 * failure said in words (a record that does not exist leads back to its list, any other failure
 * offers "Try again"), then the page the record makes.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { errorMessage } from "../components/forms/form-errors.ts";

/** Props of {@link RecordState}. */
export interface RecordStateProps<Data> {
  /** The record's read. */
  loaded: UseQueryResult<Data>;
  /** What the record is, in words: "product", "order". */
  thing: string;
  /** Said when the record does not exist, e.g. "It may have been deleted.". */
  missingText: string;
  /** Where a missing record leads back to: the list's path and the link's words. */
  back: { to: string; label: string };
  /** The page, once the record is read. */
  children(data: Data): ReactNode;
}

/** The record's page, or its loading or failed state. */
export function RecordState<Data>({ loaded, thing, missingText, back, children }: RecordStateProps<Data>) {
  if (loaded.isPending) return <p aria-live="polite">Loading the {thing}…</p>;
  if (loaded.isError) {
    const missing = isApplicationError(loaded.error) && loaded.error.status === 404;
    return (
      <div className="state state--error" role="alert">
        <h1 className="state__title">
          {missing ? `This ${thing} does not exist` : `The ${thing} could not be loaded`}
        </h1>
        <p className="state__text">{missing ? missingText : errorMessage(loaded.error)}</p>
        {missing ? (
          <Link className="button" to={back.to}>
            {back.label}
          </Link>
        ) : (
          <button type="button" className="button" onClick={() => loaded.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return children(loaded.data);
}
