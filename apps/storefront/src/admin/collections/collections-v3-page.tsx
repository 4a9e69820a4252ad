/**
 * The collections page on a catalogue v3 store, whose collections are its categories: create a
 * category by name; for each one (hidden ones too) change its name, slug, description and
 * visibility, open its product list to add or remove products, delete it, or view it in the shop.
 */
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminClient } from "../session/admin-session.tsx";
import { CategoryItem } from "./category-item.tsx";
import { CreateCollectionForm } from "./create-collection-form.tsx";
import { useAdminCategories } from "./use-admin-categories.ts";

/** The v3 collections (categories) page. */
export function CollectionsV3Page() {
  const client = useAdminClient();
  const list = useAdminCategories();
  return (
    <section aria-labelledby="collections-title">
      <h1 id="collections-title">Collections</h1>
      <CreateCollectionForm
        create={(name) => client.categories.createCategory({ name })}
        errorRoot="category"
      />
      {list.isPending ? <p aria-live="polite">Loading collections…</p> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      <ul className="collection-list">
        {(list.data ?? []).map((category) => (
          <CategoryItem key={category.id} category={category} />
        ))}
      </ul>
    </section>
  );
}
