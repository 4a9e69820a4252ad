/**
 * A collection's card in the dashboard, for either catalogue (a v1 collection, or a v3 category):
 * its name with its count of products (and "hidden" when the shop hides it), the catalogue's
 * editing form, the save's failure or success (or the failed delete's reason), the Products and
 * Delete actions, its product list while open, and what the catalogue adds under it.
 */
import { type ReactNode, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { countOf } from "../count-of.ts";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { CollectionActions } from "./collection-actions.tsx";

/** Props of {@link CollectionCard}. */
export interface CollectionCardProps {
  /** The collection's name (its id when it has none). */
  title: string;
  /** How many products it holds. */
  count: number;
  /** Whether the shop hides it. */
  hidden?: boolean;
  /** What it is called in the delete's confirmation: "collection" or "category". */
  noun: string;
  /** Deletes it. */
  remove(): Promise<unknown>;
  /** The form's save: its failure, or its success, said above the actions. */
  saveError: string | undefined;
  saveSuccess: string | undefined;
  /** The editing form. */
  children: ReactNode;
  /** Its product list, shown while the merchant has it open. */
  products: ReactNode;
  /** Under the rest, e.g. a link to it in the shop. */
  footer?: ReactNode;
}

/** A collection's card: heading, form, message, actions and product list. */
export function CollectionCard({
  title,
  count,
  hidden = false,
  noun,
  remove: removeCollection,
  saveError,
  saveSuccess,
  children,
  products,
  footer,
}: CollectionCardProps) {
  const [open, setOpen] = useState(false);
  const remove = useCatalogWrite(removeCollection);
  return (
    <li className="admin-card collection-item" data-testid="collection-item">
      <h2 className="collection-item__title">
        {title}{" "}
        <span className="collection-item__count">
          ({countOf(count, "product")}
          {hidden ? " · hidden" : ""})
        </span>
      </h2>
      {children}
      <FormMessage
        error={saveError ?? (remove.error ? errorMessage(remove.error) : undefined)}
        success={saveSuccess}
      />
      <CollectionActions
        title={title}
        noun={noun}
        productsOpen={open}
        onToggleProducts={() => setOpen(!open)}
        onDelete={(settled) => remove.mutate(undefined, { onSettled: settled })}
        deleting={remove.isPending}
      />
      {open ? products : null}
      {footer}
    </li>
  );
}
