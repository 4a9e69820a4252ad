/**
 * One category on the v3 collections page: its card, with its visibility after its count of
 * visible products; a form that changes its name, slug, description and visibility (saved with
 * the revision it was read at, only what the merchant changed: the fields through the category
 * update, the visibility through its own call); its product list; its deletion; a link to it in
 * the shop while it is visible.
 * A change the store refuses shows the store's reason; after any failure (the update may have gone
 * through before the visibility call failed) the category is read again, the fields the merchant
 * left alone show it and the changed ones keep what was typed, so after a stale revision the next
 * save applies the changes over the latest version.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { Category } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { CheckboxField, TextAreaField, TextField } from "../../components/forms/form-field.tsx";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { deleteCategory, setCategoryVisible, updateCategory } from "../../lib/dashboard/categories.ts";
import { adminKeys } from "../admin-keys.ts";
import { useRevisionWrite } from "../use-revision-write.ts";
import { CategoryProducts } from "./category-products.tsx";
import { CollectionCard } from "./collection-card.tsx";

/** What the form edits. */
interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

const FORM_FIELDS = new Set(["name", "slug", "description"]);

/** The form's errors of a failed save: the fields' violations by field, the rest as one message. */
const errorsOf = (error: unknown) => formErrorsOf(error, "category", (path) => FORM_FIELDS.has(path));

function valuesOf(category: Category): CategoryValues {
  return {
    name: category.name ?? "",
    slug: category.slug ?? "",
    description: category.description ?? "",
    visible: category.visible ?? true,
  };
}

/** A category's card on the v3 collections page. */
export function CategoryItem({ category }: { category: Category }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const id = category.id ?? "";
  // What the merchant changed; the other fields show the category as last read.
  const [edits, setEdits] = useState<Partial<CategoryValues>>({});
  const values = { ...valuesOf(category), ...edits };
  const save = useRevisionWrite(
    async ({ visible: shown, ...fields }: Partial<CategoryValues>) => {
      let revision = category.revision ?? "";
      if (Object.keys(fields).length > 0) {
        const updated = await updateCategory(client, id, { revision, ...fields });
        revision = updated.revision ?? revision;
      }
      if (shown !== undefined) await setCategoryVisible(client, id, shown, revision);
    },
    () => queryClient.invalidateQueries({ queryKey: adminKeys.collections() }),
    "your changes",
    { rereadAfter: "any failure", reason: (error) => errorsOf(error).message },
  );
  const errors = errorsOf(save.failure);
  const title = category.name ?? id;
  const visible = category.visible ?? true;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.save(edits, () => setEdits({}));
  }

  const change = <K extends keyof CategoryValues>(field: K, value: CategoryValues[K]) =>
    setEdits((current) => ({ ...current, [field]: value }));

  return (
    <CollectionCard
      title={title}
      count={category.itemCounter ?? 0}
      hidden={!visible}
      noun="category"
      remove={() => deleteCategory(client, id)}
      saveError={save.error}
      saveSuccess={save.saved ? "Saved." : undefined}
      products={<CategoryProducts categoryId={id} categoryName={title} />}
      footer={
        visible && category.slug ? <Link to={paths.collection(category.slug)}>View in the shop</Link> : null
      }
    >
      <form className="admin-inline-form" aria-label={`Edit ${title}`} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={values.name}
          onChange={(e) => change("name", e.target.value)}
          error={fieldError(errors, "name")}
        />
        <TextField
          label="Slug"
          value={values.slug}
          onChange={(e) => change("slug", e.target.value)}
          error={fieldError(errors, "slug")}
        />
        <TextAreaField
          label="Description"
          value={values.description}
          rows={2}
          onChange={(e) => change("description", e.target.value)}
          error={fieldError(errors, "description")}
        />
        <CheckboxField
          label="Visible in the shop"
          checked={values.visible}
          onChange={(e) => change("visible", e.target.checked)}
        />
        <button type="submit" className="button button--secondary" disabled={save.pending}>
          Save
        </button>
      </form>
    </CollectionCard>
  );
}
