/**
 * The form that creates a collection by name, for either catalogue (a v1 collection, or a v3
 * category): the server's validation errors show next to the name field, any other failure above
 * the form; the field empties once the collection exists.
 */
import { type FormEvent, useState } from "react";
import { fieldError, formErrorsOf } from "../../components/forms/form-errors.ts";
import { TextField } from "../../components/forms/form-field.tsx";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useCatalogWrite } from "../use-catalog-write.ts";

/** Props of {@link CreateCollectionForm}. */
export interface CreateCollectionFormProps {
  /** Creates the collection named `name`. */
  create(name: string): Promise<unknown>;
  /** The payload's root in the server's field paths: `collection` (v1) or `category` (v3). */
  errorRoot: string;
}

/** Creates a collection. */
export function CreateCollectionForm({ create, errorRoot }: CreateCollectionFormProps) {
  const [name, setName] = useState("");
  const write = useCatalogWrite(create);
  const errors = formErrorsOf(write.error, errorRoot, (path) => path === "name");

  function submit(event: FormEvent) {
    event.preventDefault();
    write.mutate(name, { onSuccess: () => setName("") });
  }

  return (
    <form className="admin-card admin-inline-form" onSubmit={submit} noValidate>
      <TextField
        label="New collection name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldError(errors, "name")}
      />
      <button type="submit" className="button" disabled={write.isPending}>
        Create collection
      </button>
      {fieldError(errors, "name") ? null : <FormMessage error={errors.message} />}
    </form>
  );
}
