/**
 * The collections page: create a collection, and for each one rename it, delete it (after a
 * confirmation) and open its product list. Server validation errors show next to the name field.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import { type FormEvent, useState } from "react";
import { errorMessage, fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { TextField } from "../../components/forms/form-field.tsx";
import { countOf } from "../count-of.ts";
import { FormMessage } from "../forms/form-message.tsx";
import { useAdminClient } from "../session/admin-session.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { CollectionActions } from "./collection-actions.tsx";
import { CollectionProducts } from "./collection-products.tsx";
import { CreateCollectionForm } from "./create-collection-form.tsx";
import { useAdminCollections } from "./use-admin-collections.ts";

function CollectionItem({ collection }: { collection: Collection }) {
  const client = useAdminClient();
  const id = collection.id ?? "";
  const [name, setName] = useState(collection.name ?? "");
  const [open, setOpen] = useState(false);
  const rename = useCatalogWrite((newName: string) =>
    client.collections.updateCollection(id, { name: newName }),
  );
  const remove = useCatalogWrite(() => client.collections.deleteCollection(id));
  const errors = formErrorsOf(rename.error, "collection", (path) => path === "name");
  const title = collection.name ?? id;

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(name);
  }

  return (
    <li className="admin-card collection-item" data-testid="collection-item">
      <h2 className="collection-item__title">
        {title}{" "}
        <span className="collection-item__count">
          ({countOf(collection.numberOfProducts ?? 0, "product")})
        </span>
      </h2>
      <form className="admin-inline-form" onSubmit={submit} noValidate>
        <TextField
          label={`Rename ${title}`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError(errors, "name")}
        />
        <button type="submit" className="button button--secondary" disabled={rename.isPending}>
          Rename
        </button>
      </form>
      <FormMessage
        error={
          fieldError(errors, "name")
            ? undefined
            : (errors.message ?? (remove.error ? errorMessage(remove.error) : undefined))
        }
        success={rename.isSuccess ? "Renamed." : undefined}
      />
      <CollectionActions
        title={title}
        noun="collection"
        productsOpen={open}
        onToggleProducts={() => setOpen(!open)}
        onDelete={(settled) => remove.mutate(undefined, { onSettled: settled })}
        deleting={remove.isPending}
      />
      {open ? <CollectionProducts collectionId={id} collectionName={title} /> : null}
    </li>
  );
}

/** The collections page. */
export function CollectionsPage() {
  const client = useAdminClient();
  const list = useAdminCollections();
  return (
    <section aria-labelledby="collections-title">
      <h1 id="collections-title">Collections</h1>
      <CreateCollectionForm
        create={(name) => client.collections.createCollection({ name })}
        errorRoot="collection"
      />
      {list.isPending ? <p aria-live="polite">Loading collections…</p> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      <ul className="collection-list">
        {(list.data?.items ?? []).map((collection) => (
          <CollectionItem key={collection.id} collection={collection} />
        ))}
      </ul>
    </section>
  );
}
