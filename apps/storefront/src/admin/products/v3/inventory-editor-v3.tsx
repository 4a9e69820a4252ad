/**
 * The inventory of a v3 product's variants, edited through their inventory items: a counted
 * quantity, or an in-stock tick when the quantity is not tracked, and pre-order while sold out
 * with the message the shop shows. Each row saves its item with the
 * item's `revision`; a stale one reads the items again and keeps the typed value.
 */
import { isApiError } from "@vitrine/sdk";
import type { InventoryItemV3, ProductV3 } from "@vitrine/sdk/catalog-v3";
import { type FormEvent, useState } from "react";
import { errorMessage } from "../../../components/forms/form-errors.ts";
import { CheckboxField, NumberField, TextField } from "../../../components/forms/form-field.tsx";
import { FormMessage } from "../../../components/forms/form-message.tsx";
import { useAdminClient } from "../../../lib/admin-session.tsx";
import { updateInventoryItemV3 } from "../../../lib/dashboard/products-v3.ts";
import { useCatalogWrite } from "../../use-catalog-write.ts";
import { useProductInventoryV3 } from "./use-admin-products-v3.ts";

/** What one row saves. */
type StockInput = ({ quantity: number } | { inStock: boolean }) & {
  preorderInfo: { enabled: boolean; message: string };
};

function InventoryRow({
  item,
  label,
  onStale,
}: {
  item: InventoryItemV3;
  label: string;
  /** Reads the items again after a stale revision. */
  onStale: () => Promise<unknown>;
}) {
  const client = useAdminClient();
  const [quantity, setQuantity] = useState(String(item.quantity ?? 0));
  const [inStock, setInStock] = useState(item.inStock !== false);
  const [preorder, setPreorder] = useState(item.preorderInfo?.enabled === true);
  const [message, setMessage] = useState(item.preorderInfo?.message ?? "");
  const [invalid, setInvalid] = useState<string>();
  const save = useCatalogWrite((stock: StockInput) =>
    updateInventoryItemV3(client, item.id ?? "", { revision: item.revision ?? "", ...stock }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const count = Number(quantity);
    if (item.trackQuantity && !(Number.isInteger(count) && count >= 0)) {
      setInvalid("Enter a whole number, 0 or more.");
      return;
    }
    setInvalid(undefined);
    const preorderInfo = { enabled: preorder, message: message.trim() };
    save.mutate(item.trackQuantity ? { quantity: count, preorderInfo } : { inStock, preorderInfo }, {
      onError: async (error) => {
        if (isApiError(error) && error.status === 409) await onStale();
      },
    });
  }
  return (
    <form className="admin-inventory-row" onSubmit={submit} noValidate aria-label={`Inventory, ${label}`}>
      {item.trackQuantity ? (
        <NumberField
          label={`Quantity, ${label}`}
          min={0}
          step={1}
          value={quantity}
          error={invalid}
          onChange={(e) => setQuantity(e.target.value)}
        />
      ) : (
        <CheckboxField
          label={`In stock, ${label}`}
          checked={inStock}
          onChange={(e) => setInStock(e.target.checked)}
        />
      )}
      <CheckboxField
        label={`Pre-order when sold out, ${label}`}
        checked={preorder}
        onChange={(e) => setPreorder(e.target.checked)}
      />
      {preorder ? (
        <TextField
          label={`Pre-order message, ${label}`}
          optional
          maxLength={250}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      ) : null}
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save stock"}
      </button>
      <FormMessage
        error={
          isApiError(save.error) && save.error.status === 409
            ? "The stock changed since it was read (an order, or another save). The latest is loaded and your value kept: save again."
            : save.error
              ? errorMessage(save.error)
              : undefined
        }
        success={save.isSuccess ? "Stock saved." : undefined}
      />
    </form>
  );
}

/** The inventory section of a v3 product's editor. */
export function InventoryEditorV3({ product }: { product: ProductV3 }) {
  const items = useProductInventoryV3(product.id ?? "");
  const variants = product.variantsInfo?.variants ?? [];
  return (
    <section className="admin-card" aria-labelledby="inventory-title">
      <h2 id="inventory-title">Inventory</h2>
      {items.isPending ? <p aria-live="polite">Loading the inventory…</p> : null}
      {items.isError ? <FormMessage error={errorMessage(items.error)} /> : null}
      {variants.map((variant) => {
        const item = items.data?.find((i) => i.variantId === variant.id);
        const names = (variant.choices ?? []).map((c) => c.optionChoiceNames?.choiceName).filter(Boolean);
        const label = names.length > 0 ? names.join(" / ") : "the product";
        return item ? (
          <InventoryRow key={item.id} item={item} label={label} onStale={() => items.refetch()} />
        ) : null;
      })}
    </section>
  );
}
