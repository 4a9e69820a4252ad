/**
 * The shop's collection filter: a drop-down of the store's collections and a link to the chosen
 * one's page (none for a collection the store does not have).
 */
import { useCollections } from "@vitrine/react";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";

/** Props of {@link CollectionFilter}. */
export interface CollectionFilterProps {
  /** The chosen collection's slug, or "" for all. */
  value: string;
  onChange: (slug: string) => void;
}

/** Picks one collection (or all). */
export function CollectionFilter({ value, onChange }: CollectionFilterProps) {
  const id = useId();
  const { data: collections = [], isPending } = useCollections();
  const chosen = collections.find((collection) => collection.slug === value);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Collection
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">All products</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.slug ?? ""}>
            {collection.name}
          </option>
        ))}
      </select>
      {chosen?.slug ? (
        <Link className="field__hint" to={paths.collection(chosen.slug)}>
          Open the collection page
        </Link>
      ) : null}
    </div>
  );
}
