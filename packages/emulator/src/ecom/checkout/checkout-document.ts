/**
 * A checkout as stored in `checkouts.doc` and served (the provider's
 * `Checkout`, wire names): the cart's lines and prices copied when it was
 * made, the buyer's details, and its totals.
 */
import type { LineItem } from "../pricing/line-item.ts";
import type { Totals } from "../pricing/totals.ts";

/** Address and contact details (`billingInfo`, `shippingInfo.shippingDestination`), kept as sent. */
export type AddressWithContact = Record<string, unknown>;

/** The served checkout. */
export interface CheckoutDocument extends Omit<Totals, "shippingInfo"> {
  id: string;
  cartId?: string;
  lineItems: LineItem[];
  billingInfo?: AddressWithContact;
  shippingInfo: Totals["shippingInfo"] & { shippingDestination?: AddressWithContact };
  buyerNote?: string;
  buyerInfo: { visitorId?: string; memberId?: string; email?: string };
  currency: string;
  conversionCurrency: string;
  paymentCurrency: string;
  weightUnit: "KG";
  channelType: string;
  completed: boolean;
  taxIncludedInPrice: false;
  createdDate: string;
  updatedDate: string;
  purchaseFlowId: string;
}
