/**
 * A cart as served (the provider's `Cart`, wire names): the stored lines
 * priced from the catalogue at read time (read here, or with the cart), the
 * owner as `buyerInfo`, the coupon as `appliedDiscounts`.
 */
import type { Queryable } from "../../db/database.ts";
import type { EcomContext } from "../ecom-transaction.ts";
import { buyerIdentity } from "../owner.ts";
import type { CatalogItem } from "../pricing/catalog-item.ts";
import { loadCatalogItems } from "../pricing/catalog-items.ts";
import type { LineItem } from "../pricing/line-item.ts";
import { type PricedLines, priceLines } from "../pricing/price-lines.ts";
import type { CartRow } from "./cart-record.ts";

/** The served cart. */
export interface Cart {
  id: string;
  lineItems: LineItem[];
  buyerNote?: string;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string };
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  buyerLanguage: string;
  siteLanguage: string;
  taxIncludedInPrices: false;
  weightUnit: "KG";
  checkoutId?: string;
  appliedDiscounts: { coupon: { id: string; code: string } }[];
  createdDate: string;
  updatedDate: string;
  contactInfo?: Record<string, unknown>;
  selectedShippingOption?: Record<string, unknown>;
  purchaseFlowId: string;
}

/** A served cart with its priced lines (for totals and checkouts). */
export interface CartView extends PricedLines {
  cart: Cart;
}

/**
 * Prices `row`'s lines against the catalogue in `db` and builds the served cart.
 *
 * @example
 * ```ts
 * const { cart } = await viewCart(db, row, context);
 * ```
 */
export async function viewCart(db: Queryable, row: CartRow, context: EcomContext): Promise<CartView> {
  const items = await loadCatalogItems(
    db,
    context.catalogVersion,
    row.doc.lineItems.map((line) => line.catalogReference.catalogItemId),
  );
  return serveCart(row, items, context);
}

/**
 * Prices `row`'s lines against `items` (read for at least the products they name) and builds the
 * served cart.
 *
 * @example
 * ```ts
 * const { cart } = serveCart(found.row, found.items, context);
 * ```
 */
export function serveCart(
  row: CartRow,
  items: ReadonlyMap<string, CatalogItem>,
  context: EcomContext,
): CartView {
  const doc = row.doc;
  const { lineItems, priced } = priceLines(doc.lineItems, items, context);
  const email = doc.buyerInfo?.email ?? row.buyer_email ?? undefined;
  const cart: Cart = {
    id: row.id,
    lineItems,
    ...(doc.buyerNote !== undefined ? { buyerNote: doc.buyerNote } : {}),
    buyerInfo: { ...buyerIdentity(row), ...(email ? { email } : {}) },
    currency: context.currency,
    conversionCurrency: context.currency,
    paymentCurrency: context.currency,
    buyerLanguage: "en",
    siteLanguage: "en",
    taxIncludedInPrices: false,
    weightUnit: "KG",
    ...(row.checkout_id ? { checkoutId: row.checkout_id } : {}),
    appliedDiscounts: doc.couponCode ? [{ coupon: { id: doc.couponCode, code: doc.couponCode } }] : [],
    createdDate: row.created_at.toISOString(),
    updatedDate: row.updated_at.toISOString(),
    ...(doc.contactInfo ? { contactInfo: doc.contactInfo } : {}),
    ...(doc.selectedShippingOption ? { selectedShippingOption: doc.selectedShippingOption } : {}),
    purchaseFlowId: row.id,
  };
  return { cart, lineItems, priced };
}
