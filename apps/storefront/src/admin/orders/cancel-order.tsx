/**
 * "Cancel order" on an order's page: a "Restock items" choice (on by default: the bought units go
 * back in stock) and the button, which asks for confirmation first. A failure is said above the
 * button; on success the page shows the order as canceled.
 */
import type { Order } from "@vitrine/sdk/ecom";
import { useId, useState } from "react";
import { errorMessage } from "../../components/forms/form-errors.ts";
import { FormMessage } from "../../components/forms/form-message.tsx";
import { countOf } from "../count-of.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { useCancelOrder } from "./use-cancel-order.ts";

/** Props of {@link CancelOrder}. */
export interface CancelOrderProps {
  order: Order;
}

/** Cancels `order` after a confirmation. */
export function CancelOrder({ order }: CancelOrderProps) {
  const cancel = useCancelOrder(order.id ?? "");
  const [restock, setRestock] = useState(true);
  const [asking, setAsking] = useState(false);
  const restockId = useId();
  const units = (order.lineItems ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const message = restock
    ? `The order is canceled and ${countOf(units, "item")} ${units === 1 ? "goes" : "go"} back in stock.`
    : "The order is canceled; its items are not put back in stock.";
  return (
    <section className="admin-card admin-danger" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel order</h2>
      <FormMessage error={cancel.error ? errorMessage(cancel.error) : undefined} />
      <div className="checkbox-field">
        <input
          id={restockId}
          type="checkbox"
          checked={restock}
          onChange={(e) => setRestock(e.target.checked)}
        />
        <label htmlFor={restockId}>Restock items (put the bought units back in stock)</label>
      </div>
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        Cancel order
      </button>
      <ConfirmDialog
        open={asking}
        title={`Cancel order ${order.number}?`}
        message={`${message} This cannot be undone.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate({ restock }, { onSettled: () => setAsking(false) })}
      />
    </section>
  );
}
