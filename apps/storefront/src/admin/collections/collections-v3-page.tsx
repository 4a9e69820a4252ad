/**
 * The collections page on a catalogue v3 store, whose collections are its categories: create a
 * category by name; for each one (hidden ones too) change its name, slug, description and
 * visibility, open its product list to add or remove products, delete it, or view it in the shop.
 */
import type { Category } from "@vitrine/sdk/catalog-v3";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { createCategory } from "../../lib/dashboard/categories.ts";
import { CategoryItem } from "./category-item.tsx";
import { CollectionsFrame } from "./collections-frame.tsx";
import { useAdminCategories } from "./use-admin-categories.ts";

/** The v3 collections (categories) page. */
export function CollectionsV3Page() {
  const client = useAdminClient();
  const create = (name: string) => createCategory(client, name);
  const card = (category: Category) => <CategoryItem category={category} />;
  return <CollectionsFrame list={useAdminCategories()} create={create} errorRoot="category" card={card} />;
}
