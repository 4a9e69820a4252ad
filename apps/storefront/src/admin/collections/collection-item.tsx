/**
 * One collection on the v1 collections page: its card, with a form that renames it (the server's
 * validation errors next to the name field), its product list and its deletion.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import { type FormEvent, useState } from "react";
import { fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { TextField } from "../../components/forms/form-field.tsx";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { deleteCollection, renameCollection } from "../../lib/dashboard/collections.ts";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { CollectionCard } from "./collection-card.tsx";
import { CollectionProducts } from "./collection-products.tsx";

/** A collection's card on the v1 collections page. */
export function CollectionItem({ collection }: { collection: Collection }) {
  const client = useAdminClient();
  const id = collection.id ?? "";
  const [name, setName] = useState(collection.name ?? "");
  const rename = useCatalogWrite((newName: string) => renameCollection(client, id, newName));
  const errors = formErrorsOf(rename.error, "collection", (path) => path === "name");
  const nameError = fieldError(errors, "name");
  const title = collection.name ?? id;

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(name);
  }

  return (
    <CollectionCard
      title={title}
      count={collection.numberOfProducts ?? 0}
      noun="collection"
      remove={() => deleteCollection(client, id)}
      saveError={nameError ? undefined : errors.message}
      saveSuccess={rename.isSuccess ? "Renamed." : undefined}
      products={<CollectionProducts collectionId={id} collectionName={title} />}
    >
      <form className="admin-inline-form" onSubmit={submit} noValidate>
        <TextField
          label={`Rename ${title}`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
        />
        <button type="submit" className="button button--secondary" disabled={rename.isPending}>
          Rename
        </button>
      </form>
    </CollectionCard>
  );
}
