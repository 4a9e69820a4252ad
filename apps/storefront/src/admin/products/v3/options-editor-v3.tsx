/**
 * The options of a product on a catalogue v3 store (Size, Colour …), in the dashboard's v3
 * editor: add or remove an option, rename it, show it as a drop-down or colour swatches, add or
 * remove choices (the v1 form's options editor), saved with the product's `revision`. The store
 * gets the options and one variant per combination of their choices (see `option-variants-v3.ts`):
 * variants that stay keep their price and inventory. A stale revision shows the conflict, reads
 * the latest version and keeps what was typed, to be saved over it.
 */
import type { ProductV3 } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { type FormErrors, formErrorsFrom, NO_ERRORS } from "../../../components/forms/form-errors.ts";
import { FormMessage } from "../../../components/forms/form-message.tsx";
import { useAdminClient } from "../../../lib/admin-session.tsx";
import { updateProductV3 } from "../../../lib/dashboard/products-v3.ts";
import { useRevisionWrite } from "../../use-revision-write.ts";
import { OptionsEditor } from "../options-editor.tsx";
import { type OptionFormValues, parseChoices } from "../product-form-values.ts";
import { optionFormsOf, optionsPayload, variantsForOptions } from "./option-variants-v3.ts";

/** The form's own checks: each option named once, with choices, each choice once. */
function optionErrors(options: readonly OptionFormValues[]): FormErrors {
  const fields: Record<string, string | undefined> = {};
  const names = options.map((option) => option.name.trim().toLowerCase());
  options.forEach((option, index) => {
    const at = `productOptions[${index}]`;
    if (!names[index]) fields[`${at}.name`] = "Enter the option's name.";
    else if (names.indexOf(names[index] ?? "") !== index)
      fields[`${at}.name`] = "Another option has this name.";
    const choices = parseChoices(option.choices).map((choice) => (choice.description ?? "").toLowerCase());
    if (choices.length === 0) fields[`${at}.choices`] = "Enter at least one choice.";
    else if (new Set(choices).size !== choices.length) fields[`${at}.choices`] = "Give each choice once.";
  });
  return formErrorsFrom(fields);
}

/** Props of {@link OptionsEditorV3}. */
export interface OptionsEditorV3Props {
  product: ProductV3;
  /** Reads the product again, after a stale revision. */
  onConflict(): Promise<unknown>;
}

/** Edits a v3 product's options. */
export function OptionsEditorV3({ product, onConflict }: OptionsEditorV3Props) {
  const client = useAdminClient();
  const [options, setOptions] = useState(() => optionFormsOf(product));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const save = useRevisionWrite(
    (values: readonly OptionFormValues[]) => {
      const payload = optionsPayload(values);
      return updateProductV3(client, product.id ?? "", {
        revision: product.revision ?? "",
        options: payload,
        variantsInfo: { variants: variantsForOptions(product, payload) },
      });
    },
    onConflict,
    "your options",
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = optionErrors(options);
    setErrors(found);
    if (found === NO_ERRORS) save.save(options);
  }
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label="Product options">
      <FormMessage error={save.error} success={save.saved ? "Options saved." : undefined} />
      <OptionsEditor options={options} errors={errors} onChange={setOptions} />
      <p className="field__hint">
        Each combination of choices is a variant. Variants that stay keep their price and stock; a new one
        starts at the price of the variant it grows from.
      </p>
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? "Saving…" : "Save options"}
      </button>
    </form>
  );
}
