/**
 * Pre-order and subscriptions exclude each other, as on the provider: a
 * stored product whose inventory items take pre-orders gets no subscription
 * plans and stays physical (400 `PREORDER_VALIDATION_ERROR`), and an item of a
 * product that is digital or sold on subscription does not start taking
 * pre-orders (the same error).
 */
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import type { ProductDraft } from "../model/product-draft.ts";
import { takesPreorders } from "../store/inventory-rows.ts";

/** The provider's code for pre-order settings a product does not allow. */
export const PREORDER_VALIDATION_ERROR = "PREORDER_VALIDATION_ERROR";

function refusal(productId: string): ApplicationFailure {
  return new ApplicationFailure(
    400,
    PREORDER_VALIDATION_ERROR,
    "Pre-order is for physical products without subscriptions",
    { productId },
  );
}

/**
 * Throws the 400 when stored product `productId`, some of whose items take pre-orders, would get
 * subscription plans or stop being physical by `draft`.
 *
 * @example
 * ```ts
 * await checkProductPreorders(tx, productId, draft);
 * ```
 */
export async function checkProductPreorders(
  tx: Queryable,
  productId: string,
  draft: Pick<ProductDraft, "productType" | "subscriptionDetails">,
): Promise<void> {
  const plans = draft.subscriptionDetails?.subscriptions?.length ?? 0;
  if (plans === 0 && draft.productType === "PHYSICAL") return;
  if (await takesPreorders(tx, productId)) throw refusal(productId);
}

/**
 * Throws the 400 when product `productId` is digital or sold on subscription, so none of its items
 * may start taking pre-orders.
 *
 * @example
 * ```ts
 * await checkItemPreorders(tx, before.product_id);
 * ```
 */
export async function checkItemPreorders(tx: Queryable, productId: string): Promise<void> {
  const [row] = await tx.query<{ allowed: boolean }>(
    `select doc->>'productType' = 'PHYSICAL'
       and coalesce(jsonb_array_length(doc->'subscriptionDetails'->'subscriptions'), 0) = 0 as allowed
     from v3_products where id = $1`,
    [productId],
  );
  if (row && !row.allowed) throw refusal(productId);
}
