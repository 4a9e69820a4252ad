/**
 * Creating and editing a product on a catalogue v3 store (`/admin/products/new`, `/:id`): name,
 * description, visibility and each variant's price, saved with the product's `revision`. When
 * someone else saved the product meanwhile (a stale revision), the conflict is shown, the latest
 * version is read and what the merchant typed stays in the form, to be saved over it. Below: the
 * options (adding and removing options and choices, see `options-editor-v3.tsx`), the variants'
 * inventory, and deletion behind a confirmation.
 */
import type { ProductV3 } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { errorMessage } from "../../../components/forms/form-errors.ts";
import { CheckboxField, TextAreaField, TextField } from "../../../components/forms/form-field.tsx";
import { FormMessage } from "../../../components/forms/form-message.tsx";
import { useAdminClient } from "../../../lib/admin-session.tsx";
import { createProductV3, deleteProductV3, updateProductV3 } from "../../../lib/dashboard/products-v3.ts";
import { useCatalogWrite } from "../../use-catalog-write.ts";
import { useRevisionWrite } from "../../use-revision-write.ts";
import { DeleteProduct } from "../delete-product.tsx";
import { EditProductFrame, NewProductFrame } from "../product-editor-frame.tsx";
import { InventoryEditorV3 } from "./inventory-editor-v3.tsx";
import { OptionsEditorV3 } from "./options-editor-v3.tsx";
import { useAdminProductV3 } from "./use-admin-products-v3.ts";
import { variantWriteV3 } from "./variant-write-v3.ts";

/** The product's texts, which the creation and the edit form both hold. */
interface ProductTexts {
  name: string;
  description: string;
}

/** What the form holds: the product's texts and each variant's price, by variant id. */
interface ProductV3Form extends ProductTexts {
  visible: boolean;
  prices: Record<string, string>;
}

const PRICE = /^\d{1,9}(\.\d{1,3})?$/;

function formOf(product: ProductV3): ProductV3Form {
  return {
    name: product.name ?? "",
    description: product.plainDescription ?? "",
    visible: product.visible !== false,
    prices: Object.fromEntries(
      (product.variantsInfo?.variants ?? []).map((v) => [v.id ?? "", v.price?.actualPrice?.amount ?? ""]),
    ),
  };
}

function variantLabel(variant: NonNullable<NonNullable<ProductV3["variantsInfo"]>["variants"]>[number]) {
  const names = (variant.choices ?? []).map((c) => c.optionChoiceNames?.choiceName).filter(Boolean);
  return names.length > 0 ? `Price, ${names.join(" / ")}` : "Price";
}

/** The name and description fields. */
function ProductTextFields({
  texts,
  nameError,
  onChange,
}: {
  texts: ProductTexts;
  nameError: string | undefined;
  onChange(texts: ProductTexts): void;
}) {
  return (
    <>
      <TextField
        label="Name"
        value={texts.name}
        error={nameError}
        onChange={(e) => onChange({ ...texts, name: e.target.value })}
      />
      <TextAreaField
        label="Description"
        optional
        value={texts.description}
        onChange={(e) => onChange({ ...texts, description: e.target.value })}
      />
    </>
  );
}

/** The ids of the product's variants, as one string. */
function variantIdsOf(product: ProductV3): string {
  return (product.variantsInfo?.variants ?? []).map((variant) => variant.id).join(" ");
}

function NewProductV3() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", description: "", price: "" });
  const [invalid, setInvalid] = useState<{ name?: string; price?: string }>({});
  const create = useCatalogWrite((values: typeof form) =>
    createProductV3(client, {
      name: values.name.trim(),
      ...(values.description.trim() ? { plainDescription: values.description.trim() } : {}),
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: values.price } } }] },
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...(form.name.trim() ? {} : { name: "Enter the product's name." }),
      ...(PRICE.test(form.price) ? {} : { price: "Enter a price such as 12.50." }),
    };
    setInvalid(errors);
    if (errors.name || errors.price) return;
    create.mutate(form, {
      onSuccess: (product) => navigate(paths.admin.product(product.id ?? ""), { replace: true }),
    });
  }
  return (
    <NewProductFrame>
      <form className="admin-card admin-form" onSubmit={submit} noValidate>
        <FormMessage error={create.error ? errorMessage(create.error) : undefined} />
        <ProductTextFields
          texts={form}
          nameError={invalid.name}
          onChange={(texts) => setForm({ ...form, ...texts })}
        />
        <TextField
          label="Price"
          inputMode="decimal"
          value={form.price}
          error={invalid.price}
          onChange={(e) => setForm({ ...form, price: e.target.value })}
        />
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create product"}
        </button>
      </form>
    </NewProductFrame>
  );
}

function ProductFormV3({ product, onConflict }: { product: ProductV3; onConflict: () => Promise<unknown> }) {
  const client = useAdminClient();
  const [form, setForm] = useState(() => formOf(product));
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const variants = product.variantsInfo?.variants ?? [];
  const update = useRevisionWrite(
    (values: ProductV3Form) =>
      updateProductV3(client, product.id ?? "", {
        revision: product.revision ?? "",
        name: values.name.trim(),
        plainDescription: values.description.trim(),
        visible: values.visible,
        ...(variants.some((v) => values.prices[v.id ?? ""] !== v.price?.actualPrice?.amount)
          ? {
              options: product.options ?? [],
              variantsInfo: {
                variants: variants.map((v) => variantWriteV3(v, { price: values.prices[v.id ?? ""] ?? "" })),
              },
            }
          : {}),
      }),
    onConflict,
    "your changes",
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!form.name.trim()) errors.name = "Enter the product's name.";
    for (const [id, price] of Object.entries(form.prices))
      if (!PRICE.test(price)) errors[id] = "Enter a price such as 12.50.";
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return;
    update.save(form);
  }
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label="Product details">
      <FormMessage error={update.error} success={update.saved ? "Saved." : undefined} />
      <ProductTextFields
        texts={form}
        nameError={invalid.name}
        onChange={(texts) => setForm({ ...form, ...texts })}
      />
      <CheckboxField
        label="Shown in the shop"
        checked={form.visible}
        onChange={(e) => setForm({ ...form, visible: e.target.checked })}
      />
      {variants.map((variant) => (
        <TextField
          key={variant.id}
          label={variantLabel(variant)}
          inputMode="decimal"
          value={form.prices[variant.id ?? ""] ?? ""}
          error={invalid[variant.id ?? ""]}
          onChange={(e) =>
            setForm({ ...form, prices: { ...form.prices, [variant.id ?? ""]: e.target.value } })
          }
        />
      ))}
      <button type="submit" className="button" disabled={update.pending}>
        {update.pending ? "Saving…" : "Save product"}
      </button>
    </form>
  );
}

function EditProductV3({ id }: { id: string }) {
  const client = useAdminClient();
  const loaded = useAdminProductV3(id);
  return (
    <EditProductFrame loaded={loaded}>
      {(product) => (
        <>
          {/* New options make new variants: the price fields start again from them. */}
          <ProductFormV3 key={variantIdsOf(product)} product={product} onConflict={() => loaded.refetch()} />
          <OptionsEditorV3 key={id} product={product} onConflict={() => loaded.refetch()} />
          <InventoryEditorV3 product={product} />
          <DeleteProduct
            product={product}
            deleteProduct={(productId) => deleteProductV3(client, productId)}
            consequence="The product, its variants and their inventory are removed from the store. This cannot be undone."
          />
        </>
      )}
    </EditProductFrame>
  );
}

/** The v3 product editor page: a new product, or the one in the URL. */
export function ProductEditorV3Page() {
  const { id } = useParams();
  return id ? <EditProductV3 id={id} /> : <NewProductV3 />;
}
