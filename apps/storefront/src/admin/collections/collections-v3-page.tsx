/**
 * The collections page on a catalogue v3 store, whose collections are its categories: each
 * visible category with its count of visible products and a link to it in the shop, read-only
 * (the store takes no changes to categories from the dashboard), as the page's note says.
 */
import { useCollections } from "@vitrine/react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { countOf } from "../count-of.ts";
import { FormMessage } from "../forms/form-message.tsx";

/** The v3 collections (categories) page. */
export function CollectionsV3Page() {
  const list = useCollections();
  return (
    <section aria-labelledby="collections-title">
      <h1 id="collections-title">Collections</h1>
      <p className="admin-card" data-testid="categories-note">
        This store runs catalogue v3: its collections are its categories. They are shown here read-only;
        creating, renaming or deleting a category, and adding or removing its products, cannot be done from
        this dashboard.
      </p>
      {list.isPending ? <p aria-live="polite">Loading collections…</p> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      <ul className="collection-list">
        {(list.data ?? []).map((category) => (
          <li key={category.id} className="admin-card collection-item" data-testid="collection-item">
            <h2 className="collection-item__title">
              {category.name}{" "}
              <span className="collection-item__count">
                ({countOf(category.numberOfProducts ?? 0, "product")})
              </span>
            </h2>
            {category.slug ? <Link to={paths.collection(category.slug)}>View in the shop</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
