/**
 * A checkout as the provider's checkout calls answer it. Its lines are the
 * cart's, with one name changed: the provider's checkout line names its picture
 * `media` where a cart or order line names it `image` (the same `{id, url,
 * width, height}`), so the checkout is stored with the cart's names and renamed
 * on the way out.
 */
import type { LineItem } from "../pricing/line-item.ts";
import type { CheckoutDocument } from "./checkout-document.ts";

/** A served checkout line: the line with its `image` as `media`. */
export type CheckoutLineItem = Omit<LineItem, "image"> & { media?: LineItem["image"] };

/**
 * `checkout` with each line's picture under `media`.
 *
 * @example
 * ```ts
 * return { checkout: servedCheckout(row.doc) };
 * ```
 */
export function servedCheckout(
  checkout: CheckoutDocument,
): Omit<CheckoutDocument, "lineItems"> & { lineItems: CheckoutLineItem[] } {
  return {
    ...checkout,
    lineItems: checkout.lineItems.map(({ image, ...line }) => (image ? { ...line, media: image } : line)),
  };
}
