/**
 * The product form, for a new product and an existing one: name, description, type, visibility,
 * price, cost, discount, price per unit, weight, ribbon, brand and options. Server validation
 * errors show next to their fields, and a failed save moves focus to the first of them (or to the
 * form's message when no field is at fault). For an existing product, the brand, the ribbon and
 * all options can also be removed with their own calls (an emptied brand or ribbon is removed on
 * save, and a price per unit turned off with the save itself), and after a save the form shows
 * the values as stored.
 */
import { MEASUREMENT_UNITS, type Product, type ProductChanges } from "@vitrine/sdk/catalog";
import { type ChangeEvent, type FormEvent, useState } from "react";
import {
  type FormErrors,
  fieldError,
  formErrorsOf,
  isWithin,
  NO_ERRORS,
} from "../../components/forms/form-errors.ts";
import {
  CheckboxField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from "../../components/forms/form-field.tsx";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { useFocusOnErrors } from "../../components/forms/use-focus-on-errors.ts";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { removeProductPart } from "../../lib/dashboard/products.ts";
import { useCatalogWrite } from "../use-catalog-write.ts";
import { OptionsEditor } from "./options-editor.tsx";
import { type ProductFormValues, productFormFrom, toProductPayload } from "./product-form-values.ts";

const UNITS = MEASUREMENT_UNITS.filter((unit) => unit !== "UNSPECIFIED");

/** The form's fields whose value is text (typed, or picked from a list). */
type TextKey = {
  [K in keyof ProductFormValues]: ProductFormValues[K] extends string ? K : never;
}[keyof ProductFormValues];

/** The payload paths this form has a control for; violations elsewhere go in its message. */
const FORM_FIELDS = [
  "name",
  "description",
  "productType",
  "visible",
  "priceData",
  "costAndProfitData",
  "discount",
  "pricePerUnitData",
  "weight",
  "ribbon",
  "brand",
  "manageVariants",
  "productOptions",
];

/** The labels a product can lose with their own removal call. */
const LABELS = ["brand", "ribbon"] as const;

function showsField(path: string): boolean {
  return FORM_FIELDS.some((field) => isWithin(path, field));
}

function UnitOptions() {
  return UNITS.map((unit) => (
    <option key={unit} value={unit}>
      {unit}
    </option>
  ));
}

/** Props of {@link ProductDetailsForm}. */
export interface ProductDetailsFormProps {
  /** The form's first values. */
  initial: ProductFormValues;
  /** The product being edited; absent when creating one. */
  productId?: string;
  submitLabel: string;
  /** Saves the payload (a `null` in it only when `productId` is given); rejects with the SDK's error. */
  save(payload: ProductChanges): Promise<Product>;
  /** Called after a successful save, with what `save` resolved. */
  onSaved?(product: Product): void;
}

/** The product form. */
export function ProductDetailsForm({
  initial,
  productId,
  submitLabel,
  save,
  onSaved,
}: ProductDetailsFormProps) {
  const client = useAdminClient();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { formRef, messageRef } = useFocusOnErrors(errors);
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const removeLabel = useCatalogWrite(async (label: "brand" | "ribbon" | "options") => {
    if (!productId) return;
    await removeProductPart(client, productId, label);
  });

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  /** A text-valued control's value, change handler and server error (under `path`). */
  const bind = (key: TextKey, path: string = key) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
    error: fieldError(errors, path),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors(NO_ERRORS);
    setNotice(undefined);
    try {
      const result = await save(toProductPayload(values, productId ? saved : undefined));
      // An update keeps the fields it is not sent: an emptied brand or ribbon needs its own call.
      const emptied = productId ? LABELS.filter((label) => saved[label] && !values[label].trim()) : [];
      for (const label of emptied) await removeLabel.mutateAsync(label);
      // The form shows what the store kept (a field left empty keeps its stored value).
      const stored = {
        ...productFormFrom(result),
        ...Object.fromEntries(emptied.map((label) => [label, ""])),
      };
      setValues(stored);
      setSaved(stored);
      setNotice("Saved.");
      onSaved?.(result);
    } catch (error) {
      setErrors(formErrorsOf(error, "product", showsField));
    } finally {
      setBusy(false);
    }
  }

  function remove(label: "brand" | "ribbon" | "options") {
    setNotice(undefined);
    removeLabel.mutate(label, {
      onSuccess: () => {
        const cleared = label === "options" ? { options: [] } : { [label]: "" };
        setValues((current) => ({ ...current, ...cleared }));
        setSaved((current) => ({ ...current, ...cleared }));
        setNotice(label === "options" ? "Options deleted." : `The ${label} was removed.`);
      },
    });
  }

  return (
    <form ref={formRef} className="admin-card product-form" onSubmit={submit} noValidate aria-busy={busy}>
      <FormMessage
        error={errors.message ?? (removeLabel.error ? formErrorsOf(removeLabel.error).message : undefined)}
        success={notice}
        errorRef={messageRef}
      />
      <fieldset className="admin-fieldset">
        <legend>Product</legend>
        <TextField label="Name" {...bind("name")} />
        <TextAreaField label="Description" rows={4} {...bind("description")} />
        <div className="admin-grid">
          <SelectField label="Type" {...bind("productType")}>
            <option value="physical">Physical</option>
            <option value="digital">Digital</option>
          </SelectField>
          <CheckboxField
            label="Visible in the shop"
            checked={values.visible}
            onChange={(e) => set("visible", e.target.checked)}
            error={fieldError(errors, "visible")}
          />
        </div>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Price</legend>
        <div className="admin-grid">
          <NumberField label="Price" {...bind("price", "priceData")} />
          <NumberField label="Cost" {...bind("cost", "costAndProfitData")} />
          <SelectField label="Discount" {...bind("discountType", "discount.type")}>
            <option value="NONE">None</option>
            <option value="AMOUNT">Amount off</option>
            <option value="PERCENT">Percent off</option>
          </SelectField>
          {values.discountType === "NONE" ? null : (
            <NumberField
              label={values.discountType === "PERCENT" ? "Discount (%)" : "Discount amount"}
              {...bind("discountValue", "discount.value")}
            />
          )}
        </div>
        <CheckboxField
          label="Show a price per unit"
          checked={values.pricePerUnit}
          onChange={(e) => set("pricePerUnit", e.target.checked)}
        />
        {values.pricePerUnit ? (
          <div className="admin-grid">
            <NumberField
              label="Total quantity"
              {...bind("totalQuantity", "pricePerUnitData.totalQuantity")}
            />
            <SelectField label="Total unit" {...bind("totalUnit", "pricePerUnitData.totalMeasurementUnit")}>
              <UnitOptions />
            </SelectField>
            <NumberField label="Base quantity" {...bind("baseQuantity", "pricePerUnitData.baseQuantity")} />
            <SelectField label="Base unit" {...bind("baseUnit", "pricePerUnitData.baseMeasurementUnit")}>
              <UnitOptions />
            </SelectField>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Details</legend>
        <div className="admin-grid">
          <NumberField label="Weight" {...bind("weight")} />
          <div className="field-with-action">
            <TextField label="Ribbon" {...bind("ribbon")} hint="A label on the product card, such as Sale" />
            {productId && saved.ribbon ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => remove("ribbon")}
              >
                Remove ribbon
              </button>
            ) : null}
          </div>
          <div className="field-with-action">
            <TextField label="Brand" {...bind("brand")} />
            {productId && saved.brand ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => remove("brand")}
              >
                Remove brand
              </button>
            ) : null}
          </div>
        </div>
      </fieldset>

      <OptionsEditor
        options={values.options}
        errors={errors}
        onChange={(options) => set("options", options)}
      />
      <CheckboxField
        label="Manage each variant: its own price, cost, weight, SKU and stock"
        checked={values.manageVariants}
        onChange={(e) => set("manageVariants", e.target.checked)}
        error={fieldError(errors, "manageVariants")}
      />
      {productId && saved.options.length > 0 ? (
        <p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => remove("options")}
          >
            Delete all options
          </button>
        </p>
      ) : null}

      <div className="admin-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </button>
      </div>
    </form>
  );
}
