/**
 * `useRevisionWrite(write, onConflict, kept)`: how the v3 editor's forms save a product with the
 * revision they read. A stale revision (the store answers 409: someone saved the product
 * meanwhile) is said as a conflict, the product is read again (`onConflict`) and what was typed
 * stays in the form, to be saved over the latest version; any other failure says its message.
 */
import { isApiError } from "@vitrine/sdk";
import { useState } from "react";
import { errorMessage } from "../../../components/forms/form-errors.ts";
import { useCatalogWrite } from "../../use-catalog-write.ts";

/** What a form shows of its save and how it saves. */
export interface RevisionWrite<Input> {
  save(input: Input): void;
  /** The conflict or the failure, for the form's message. */
  error: string | undefined;
  saved: boolean;
  pending: boolean;
}

/**
 * A save of the product through `write`, with the conflict of a stale revision.
 *
 * @example
 * ```ts
 * const options = useRevisionWrite((values: Values) => update(values), () => loaded.refetch(), "your options");
 * options.save(values);
 * ```
 */
export function useRevisionWrite<Input>(
  write: (input: Input) => Promise<unknown>,
  onConflict: () => Promise<unknown>,
  /** What stays in the form after a conflict, e.g. "your changes". */
  kept: string,
): RevisionWrite<Input> {
  const [conflict, setConflict] = useState(false);
  const mutation = useCatalogWrite(write);
  function save(input: Input) {
    setConflict(false);
    mutation.mutate(input, {
      onError: async (error) => {
        if (!(isApiError(error) && error.status === 409)) return;
        setConflict(true);
        await onConflict();
      },
    });
  }
  return {
    save,
    error: conflict
      ? `Someone else saved this product after you opened it. The latest version is loaded and ${kept} are kept here: save again to apply them over it.`
      : mutation.error
        ? errorMessage(mutation.error)
        : undefined,
    saved: mutation.isSuccess,
    pending: mutation.isPending,
  };
}
