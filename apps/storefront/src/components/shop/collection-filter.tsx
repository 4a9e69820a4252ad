/**
 * The shop's collection filter: a drop-down of the store's collections and a link to the chosen
 * one's page (none for a collection the store does not have). It is a GET form of the shop's URL
 * (`collection`, with the other filters kept): without JavaScript its "Show" button applies it,
 * with JavaScript a change applies itself and the button is hidden (`without-script`), before
 * the page has hydrated too (`forms/submit-on-change.ts`).
 */
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { useCollectionTiles } from "../../lib/listing-cards.ts";
import { SUBMIT_ON_CHANGE } from "../forms/submit-on-change.ts";
import { ShopParamFields } from "./shop-param-fields.tsx";
import type { ShopParams } from "./shop-params.ts";

/** Props of {@link CollectionFilter}. */
export interface CollectionFilterProps {
  /** The chosen collection's slug, or "" for all. */
  value: string;
  /** The shop's URL state, kept by the form when it is submitted without JavaScript. */
  params: ShopParams;
  onChange: (slug: string) => void;
}

/** Picks one collection (or all). */
export function CollectionFilter({ value, params, onChange }: CollectionFilterProps) {
  const id = useId();
  const { data: collections = [], isPending } = useCollectionTiles();
  const chosen = collections.find((collection) => collection.slug === value);
  return (
    <form
      className="field"
      method="get"
      action={paths.shop}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(new FormData(event.currentTarget).get("collection")?.toString() ?? "");
      }}
    >
      <ShopParamFields params={params} omit={["collection"]} />
      <label htmlFor={id} className="field__label">
        Collection
      </label>
      <div className="search-field__row">
        <select
          id={id}
          name="collection"
          className="input"
          {...{ [SUBMIT_ON_CHANGE]: "" }}
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
        <button type="submit" className="button button--secondary without-script">
          Show
        </button>
      </div>
      {chosen?.slug ? (
        <Link className="field__hint" to={paths.collection(chosen.slug)}>
          Open the collection page
        </Link>
      ) : null}
    </form>
  );
}
