/**
 * Creating and editing a product on a catalogue v3 store (`/admin/products/new`, `/:id`): name,
 * description, visibility and each variant's price, saved with the product's `revision`. When
 * someone else saved the product meanwhile (a stale revision), the conflict is shown, the latest
 * version is read and what the merchant typed stays in the form, to be saved over it. Below: the
 * variants' inventory, and deletion behind a confirmation.
 */
import { isApiError, isApplicationError } from "@vitrine/sdk";
import type { ProductV3 } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths.ts";
import { errorMessage } from "../../../components/forms/form-errors.ts";
import { CheckboxField, TextAreaField, TextField } from "../../../components/forms/form-field.tsx";
import { adminKeys } from "../../admin-keys.ts";
import { adminPaths } from "../../admin-paths.ts";
import { ConfirmDialog } from "../../forms/confirm-dialog.tsx";
import { FormMessage } from "../../forms/form-message.tsx";
import { useAdminClient } from "../../session/admin-session.tsx";
import { useCatalogWrite } from "../../use-catalog-write.ts";
import { InventoryEditorV3 } from "./inventory-editor-v3.tsx";
import { useAdminProductV3 } from "./use-admin-products-v3.ts";

/** What the form holds: the product's texts and each variant's price, by variant id. */
interface ProductV3Form {
  name: string;
  description: string;
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

/** A stale revision: someone saved the product after it was read. */
function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

function NewProductV3() {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: "", description: "", price: "" });
  const [invalid, setInvalid] = useState<{ name?: string; price?: string }>({});
  const create = useCatalogWrite((values: typeof form) =>
    client.productsV3.createProduct({
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
      onSuccess: (product) => navigate(adminPaths.product(product.id ?? ""), { replace: true }),
    });
  }
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to={adminPaths.products}>← Products</Link>
      </p>
      <h1 id="product-title">New product</h1>
      <form className="admin-card admin-form" onSubmit={submit} noValidate>
        <FormMessage error={create.error ? errorMessage(create.error) : undefined} />
        <TextField
          label="Name"
          value={form.name}
          error={invalid.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextAreaField
          label="Description"
          optional
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
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
    </section>
  );
}

function ProductFormV3({ product, onConflict }: { product: ProductV3; onConflict: () => Promise<unknown> }) {
  const client = useAdminClient();
  const [form, setForm] = useState(() => formOf(product));
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const variants = product.variantsInfo?.variants ?? [];
  const update = useCatalogWrite((values: ProductV3Form) =>
    client.productsV3.updateProduct(product.id ?? "", {
      revision: product.revision ?? "",
      name: values.name.trim(),
      plainDescription: values.description.trim(),
      visible: values.visible,
      ...(variants.some((v) => values.prices[v.id ?? ""] !== v.price?.actualPrice?.amount)
        ? {
            options: product.options ?? [],
            variantsInfo: {
              variants: variants.map((v) => ({
                id: v.id ?? "",
                choices: (v.choices ?? []).map((c) => ({ optionChoiceNames: c.optionChoiceNames ?? {} })),
                price: {
                  actualPrice: { amount: values.prices[v.id ?? ""] ?? "" },
                  ...(v.price?.compareAtPrice?.amount ? { compareAtPrice: v.price.compareAtPrice } : {}),
                },
              })),
            },
          }
        : {}),
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!form.name.trim()) errors.name = "Enter the product's name.";
    for (const [id, price] of Object.entries(form.prices))
      if (!PRICE.test(price)) errors[id] = "Enter a price such as 12.50.";
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return;
    setConflict(false);
    update.mutate(form, {
      onError: async (error) => {
        if (!isConflict(error)) return;
        setConflict(true);
        await onConflict();
      },
    });
  }
  const message = conflict
    ? "Someone else saved this product after you opened it. The latest version is loaded and your changes are kept here: save again to apply them over it."
    : update.error
      ? errorMessage(update.error)
      : undefined;
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-label="Product details">
      <FormMessage error={message} success={update.isSuccess ? "Saved." : undefined} />
      <TextField
        label="Name"
        value={form.name}
        error={invalid.name}
        onChange={(e) => setForm({ ...form, name: e.target.value })}
      />
      <TextAreaField
        label="Description"
        optional
        value={form.description}
        onChange={(e) => setForm({ ...form, description: e.target.value })}
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
      <button type="submit" className="button" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save product"}
      </button>
    </form>
  );
}

function DeleteProductV3({ product }: { product: ProductV3 }) {
  const client = useAdminClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useCatalogWrite((id: string) => client.productsV3.deleteProduct(id), {
    deletes: (id) => adminKeys.product(id),
  });
  return (
    <section className="admin-card admin-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete</h2>
      <FormMessage error={remove.error ? errorMessage(remove.error) : undefined} />
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        Delete product
      </button>
      <ConfirmDialog
        open={asking}
        title={`Delete ${product.name ?? "this product"}?`}
        message="The product, its variants and their inventory are removed from the store. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(product.id ?? "", {
            onSuccess: () => navigate(adminPaths.products, { replace: true }),
            onSettled: () => setAsking(false),
          })
        }
      />
    </section>
  );
}

function EditProductV3({ id }: { id: string }) {
  const loaded = useAdminProductV3(id);
  if (loaded.isPending) return <p aria-live="polite">Loading the product…</p>;
  if (loaded.isError) {
    const missing = isApplicationError(loaded.error) && loaded.error.status === 404;
    return (
      <div className="state state--error" role="alert">
        <h1 className="state__title">
          {missing ? "This product does not exist" : "The product could not be loaded"}
        </h1>
        <p className="state__text">{missing ? "It may have been deleted." : errorMessage(loaded.error)}</p>
        <Link className="button" to={adminPaths.products}>
          Back to products
        </Link>
      </div>
    );
  }
  const product = loaded.data;
  return (
    <section aria-labelledby="product-title">
      <p className="admin-back">
        <Link to={adminPaths.products}>← Products</Link>
        {product.slug && product.visible !== false ? (
          <Link to={paths.product(product.slug)}>View in the shop</Link>
        ) : null}
      </p>
      <h1 id="product-title">{product.name}</h1>
      <ProductFormV3 key={id} product={product} onConflict={() => loaded.refetch()} />
      <InventoryEditorV3 product={product} />
      <DeleteProductV3 product={product} />
    </section>
  );
}

/** The v3 product editor page: a new product, or the one in the URL. */
export function ProductEditorV3Page() {
  const { id } = useParams();
  return id ? <EditProductV3 id={id} /> : <NewProductV3 />;
}
