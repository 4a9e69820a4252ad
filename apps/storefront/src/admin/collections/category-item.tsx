/**
 * One category on the v3 collections page: its name, count of visible products and visibility;
 * a form that changes its name, slug, description and visibility (saved with the revision it was
 * read at, only what the merchant changed: the fields through the category update, the
 * visibility through its own call); its product list; its deletion after a confirmation; a link
 * to it in the shop while it is visible.
 * A change the store refuses shows the store's reason; after any failure the category is read
 * again, the fields the merchant left alone show it and the changed ones keep what was typed, so
 * after a stale revision the next save applies the changes over the latest version.
 */
import { useQueryClient } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import type { Category } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { errorMessage, fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { CheckboxField, TextAreaField, TextField } from "../../components/forms/form-field.tsx";
import { adminKeys } from "../admin-keys.ts";
import { countOf } from "../count-of.ts";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { CategoryProducts } from "./category-products.tsx";
import { CollectionActions } from "./collection-actions.tsx";

/** What the form edits. */
interface CategoryValues {
  name: string;
  slug: string;
  description: string;
  visible: boolean;
}

const FORM_FIELDS = new Set(["name", "slug", "description"]);

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
  const [open, setOpen] = useState(false);
  const save = useCatalogWrite(async ({ visible: shown, ...fields }: Partial<CategoryValues>) => {
    let revision = category.revision ?? "";
    if (Object.keys(fields).length > 0) {
      const updated = await client.categories.updateCategory(id, { revision, ...fields });
      revision = updated.revision ?? revision;
    }
    if (shown !== undefined)
      await client.categories.updateCategoryVisibility(id, { visible: shown, revision });
  });
  const remove = useCatalogWrite(() => client.categories.deleteCategory(id));
  const errors = formErrorsOf(save.error, "category", (path) => FORM_FIELDS.has(path));
  const title = category.name ?? id;
  const visible = category.visible ?? true;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(edits, {
      onSuccess: () => setEdits({}),
      onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.collections() }),
    });
  }

  const change = <K extends keyof CategoryValues>(field: K, value: CategoryValues[K]) =>
    setEdits((current) => ({ ...current, [field]: value }));
  const stale = isApplicationError(save.error) && save.error.code === "REVISION_MISMATCH";
  const saveFailure = stale
    ? `${errors.message} The latest version is loaded and your changes are kept here: save again to apply them over it.`
    : errors.message;

  return (
    <li className="admin-card collection-item" data-testid="collection-item">
      <h2 className="collection-item__title">
        {title}{" "}
        <span className="collection-item__count">
          ({countOf(category.itemCounter ?? 0, "product")}
          {visible ? "" : " · hidden"})
        </span>
      </h2>
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
        <button type="submit" className="button button--secondary" disabled={save.isPending}>
          Save
        </button>
      </form>
      <FormMessage
        error={saveFailure ?? (remove.error ? errorMessage(remove.error) : undefined)}
        success={save.isSuccess ? "Saved." : undefined}
      />
      <CollectionActions
        title={title}
        noun="category"
        productsOpen={open}
        onToggleProducts={() => setOpen(!open)}
        onDelete={(settled) => remove.mutate(undefined, { onSettled: settled })}
        deleting={remove.isPending}
      />
      {open ? <CategoryProducts categoryId={id} categoryName={title} /> : null}
      {visible && category.slug ? <Link to={paths.collection(category.slug)}>View in the shop</Link> : null}
    </li>
  );
}
