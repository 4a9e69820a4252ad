/**
 * A checkout priced from the catalogue as it is now. A checkout keeps what
 * the buyer chose (product, variant, choices, quantity), never the prices:
 * every read (the checkout call, the hosted page) serves it re-priced, every
 * change saves it re-priced, and an order is placed at the prices of the
 * moment it is placed, so a price the merchant changed, or a coupon or tax
 * setting, is never paid at its old value. A line whose product was hidden
 * or deleted, or whose variant is gone, is served at 0 with
 * `availability.status` `NOT_FOUND` (as a cart serves it), and it refuses
 * payment with 409 `ITEM_NOT_FOUND_IN_CATALOG` naming the line.
 */
import { createHash } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { findCoupon, type ShopSettings } from "../../settings/shop-settings.ts";
import type { StoredLine } from "../cart/cart-record.ts";
import type { EcomContext } from "../ecom-transaction.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import type { LineItem } from "../pricing/line-item.ts";
import { priceLine } from "../pricing/price-lines.ts";
import { ITEM_NOT_FOUND_IN_CATALOG } from "../pricing/resolve-reference.ts";
import { computeTotals, type PricedLine } from "../pricing/totals.ts";
import type { CheckoutDocument } from "./checkout-document.ts";

/** The buyer's choice a checkout line keeps (its served `catalogReference` names the resolved variant). */
function storedLine(item: LineItem): StoredLine {
  return {
    id: item.id,
    quantity: item.quantity,
    catalogReference: item.catalogReference,
    variantId: item.catalogReference.options?.variantId ?? "",
    productName: item.productName.original,
  };
}

/**
 * `checkout` with its lines priced from the catalogue in `db` and its totals worked out again
 * under `shop`'s settings (its coupon kept while the shop still has it); everything else as it was.
 *
 * @example
 * ```ts
 * const served = await repricedCheckout(db, row.doc, context, config.shop);
 * ```
 */
export async function repricedCheckout(
  db: Queryable,
  checkout: CheckoutDocument,
  context: EcomContext,
  shop: ShopSettings,
): Promise<CheckoutDocument> {
  const local = { ...context, currency: checkout.currency };
  const items = await loadCatalogItems(
    db,
    context.catalogVersion,
    checkout.lineItems.map((item) => item.catalogReference.catalogItemId),
  );
  const priced: PricedLine[] = [];
  const lineItems = checkout.lineItems.map((old): LineItem => {
    const line = storedLine(old);
    const { lineItem: fresh, unitCents } = priceLine(
      line,
      items.get(line.catalogReference.catalogItemId),
      local,
    );
    const { subscriptionOptionInfo: _old, ...kept } = old;
    const item: LineItem = {
      ...kept,
      productName: fresh.productName,
      price: fresh.price,
      fullPrice: fresh.fullPrice,
      priceBeforeDiscounts: fresh.priceBeforeDiscounts,
      lineItemPrice: fresh.lineItemPrice,
      availability: fresh.availability,
      ...(fresh.subscriptionOptionInfo ? { subscriptionOptionInfo: fresh.subscriptionOptionInfo } : {}),
    };
    priced.push({
      id: item.id,
      totalCents: unitCents * line.quantity,
      shippable: item.physicalProperties.shippable && item.availability.status !== "NOT_FOUND",
    });
    return item;
  });
  const code = checkout.appliedDiscounts[0]?.coupon.code;
  const coupon = code === undefined ? undefined : findCoupon(shop, code);
  const totals = computeTotals(priced, coupon, shop, checkout.currency);
  return {
    ...checkout,
    lineItems,
    ...totals,
    shippingInfo: { ...checkout.shippingInfo, ...totals.shippingInfo },
  };
}

/**
 * Throws 409 `ITEM_NOT_FOUND_IN_CATALOG` for the first line of `checkout` (re-priced) whose product
 * or variant is no longer sold.
 *
 * @example
 * ```ts
 * refuseUnsoldLines(await repricedCheckout(tx, row.doc, context, shop));
 * ```
 */
export function refuseUnsoldLines(checkout: CheckoutDocument): void {
  const gone = checkout.lineItems.find((item) => item.availability.status === "NOT_FOUND");
  if (gone)
    throw new ApplicationFailure(
      409,
      ITEM_NOT_FOUND_IN_CATALOG,
      `Line item ${gone.id} (${gone.productName.original}) is no longer sold; remove it and check out again`,
      { lineItemId: gone.id, catalogItemId: gone.catalogReference.catalogItemId },
    );
}

/**
 * A short digest of what `checkout` charges: each line's quantity and price, and the totals. The
 * hosted page sends the digest of the prices it showed; payment compares it with the prices of
 * the moment.
 *
 * @example
 * ```ts
 * const shown = pricesDigest(served);
 * ```
 */
export function pricesDigest(checkout: CheckoutDocument): string {
  const lines = checkout.lineItems.map((item) => [item.id, item.quantity, item.lineItemPrice.amount]);
  const summary = checkout.priceSummary;
  const totals = [summary.subtotal, summary.discount, summary.shipping, summary.tax, summary.total];
  return createHash("sha256")
    .update(JSON.stringify([lines, totals.map((price) => price.amount)]))
    .digest("base64url")
    .slice(0, 22);
}

/**
 * 409 `CHECKOUT_CHANGED`: the prices changed since the buyer was shown them.
 *
 * @example
 * ```ts
 * throw checkoutChanged("k1");
 * ```
 */
export function checkoutChanged(id: string): ApplicationFailure {
  return new ApplicationFailure(
    409,
    "CHECKOUT_CHANGED",
    `The prices of checkout ${id} changed since they were shown; check the new total and pay again`,
    { checkoutId: id },
  );
}
