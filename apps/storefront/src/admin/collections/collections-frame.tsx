/**
 * The frame of the collections page on either catalogue (v1 collections, or v3 categories):
 * "Collections", the form that creates one, the loading text or the failed load's reason, and
 * the list with a card for each; the catalogue's page passes its list, its create call and its
 * card.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { CreateCollectionForm, type CreateCollectionFormProps } from "./create-collection-form.tsx";

/** Props of {@link CollectionsFrame}: the create form's, and the list. */
export interface CollectionsFrameProps<Item extends { id?: string | null }>
  extends CreateCollectionFormProps {
  /** The store's collections. */
  list: UseQueryResult<readonly Item[]>;
  /** A collection's card. */
  card(item: Item): ReactNode;
}

/** A collections page's frame around the cards it is given. */
export function CollectionsFrame<Item extends { id?: string | null }>({
  list,
  card,
  ...create
}: CollectionsFrameProps<Item>) {
  return (
    <section aria-labelledby="collections-title">
      <h1 id="collections-title">Collections</h1>
      <CreateCollectionForm {...create} />
      {list.isPending ? <p aria-live="polite">Loading collections…</p> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      <ul className="collection-list">
        {(list.data ?? []).map((item) => (
          <Fragment key={item.id}>{card(item)}</Fragment>
        ))}
      </ul>
    </section>
  );
}
