/**
 * `useRevisionWrite(write, reread, kept, options)`: how the dashboard's v3 forms (a product's, a
 * category's) save a record with the revision they read. A stale revision (the store answers
 * `REVISION_MISMATCH`: someone saved the record meanwhile) is said as a conflict, the record is
 * read again (`reread`) and what was typed stays in the form, to be saved over the latest version;
 * any other failure says its message. A save of several calls, some of which may have gone through
 * before one failed, reads the record again after any failure (`rereadAfter: "any failure"`).
 */
import { isApplicationError } from "@vitrine/sdk";
import { useState } from "react";
import { errorMessage } from "../components/forms/form-errors.ts";
import { useCatalogWrite } from "./use-catalog-write.ts";

/** What a form shows of its save and how it saves. */
export interface RevisionWrite<Input> {
  /** Saves `input`; `saved` runs once the save has succeeded. */
  save(input: Input, saved?: () => void): void;
  /** The conflict or the failure, for the form's message. */
  error: string | undefined;
  /** What the failed save threw, for the fields a form marks. */
  failure: unknown;
  saved: boolean;
  pending: boolean;
}

/** Options of {@link useRevisionWrite}. */
export interface RevisionWriteOptions {
  /** When the record is read again: after a stale revision only (the default), or after any failure. */
  rereadAfter?: "conflict" | "any failure";
  /**
   * How the form says a failure, a stale revision's included (which the sentence on the latest
   * version follows). By default a stale revision is "Someone else saved this product after you
   * opened it." and any other failure the store's reason.
   */
  reason?(error: unknown): string | undefined;
}

/** Whether `error` is the store's refusal of a stale revision. */
function isStaleRevision(error: unknown): boolean {
  return isApplicationError(error) && error.code === "REVISION_MISMATCH";
}

function productReason(error: unknown): string {
  return isStaleRevision(error)
    ? "Someone else saved this product after you opened it."
    : errorMessage(error);
}

/**
 * A save of the record through `write`, with the conflict of a stale revision.
 *
 * @example
 * ```ts
 * const options = useRevisionWrite((values: Values) => update(values), () => loaded.refetch(), "your options");
 * options.save(values);
 * ```
 */
export function useRevisionWrite<Input>(
  write: (input: Input) => Promise<unknown>,
  /** Reads the record again. */
  reread: () => Promise<unknown>,
  /** What stays in the form after a conflict, e.g. "your changes". */
  kept: string,
  { rereadAfter = "conflict", reason = productReason }: RevisionWriteOptions = {},
): RevisionWrite<Input> {
  const [conflict, setConflict] = useState(false);
  const mutation = useCatalogWrite(write);
  function save(input: Input, saved?: () => void) {
    setConflict(false);
    mutation.mutate(input, {
      ...(saved ? { onSuccess: saved } : {}),
      onError: async (error) => {
        const stale = isStaleRevision(error);
        if (!stale && rereadAfter === "conflict") return;
        setConflict(stale);
        await reread();
      },
    });
  }
  const failure = mutation.error ?? undefined;
  return {
    save,
    error: conflict
      ? `${reason(failure)} The latest version is loaded and ${kept} are kept here: save again to apply them over it.`
      : failure
        ? reason(failure)
        : undefined,
    failure,
    saved: mutation.isSuccess,
    pending: mutation.isPending,
  };
}
