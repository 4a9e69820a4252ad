/** The shop's collection filter: a drop-down of the store's collections and a link to the chosen one's page. */
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
      {value ? (
        <Link className="field__hint" to={paths.collection(value)}>
          Open the collection page
        </Link>
      ) : null}
    </div>
  );
}
