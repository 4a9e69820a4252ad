/**
 * The buyer's details a checkout takes (update checkout, or the hosted
 * checkout page when placing the order): e-mail, buyer note, shipping
 * destination and billing info (address and contact details, kept as sent).
 */
import { readEmail, readObject, readOptionalString } from "../ecom-input.ts";
import type { AddressWithContact, CheckoutDocument } from "./checkout-document.ts";

/** Details to set on a checkout; absent fields stay as they are. */
export interface BuyerDetails {
  email?: string;
  buyerNote?: string;
  shippingDestination?: AddressWithContact;
  billingInfo?: AddressWithContact;
}

function addressWithContact(value: unknown, field: string): AddressWithContact | undefined {
  if (value === undefined || value === null) return undefined;
  const input = readObject(value, field);
  const address = readObject(input.address, `${field}.address`);
  const contactDetails = readObject(input.contactDetails, `${field}.contactDetails`);
  return {
    ...(Object.keys(address).length > 0 ? { address } : {}),
    ...(Object.keys(contactDetails).length > 0 ? { contactDetails } : {}),
  };
}

/**
 * The details in an update checkout's `checkout` object (`field` is its path).
 *
 * @example
 * ```ts
 * readBuyerDetails(payload.checkout, "checkout"); // { email: "ada@example.com" }
 * ```
 */
export function readBuyerDetails(value: unknown, field: string): BuyerDetails {
  const checkout = readObject(value, field);
  const email = readEmail(
    readObject(checkout.buyerInfo, `${field}.buyerInfo`).email,
    `${field}.buyerInfo.email`,
  );
  const buyerNote = readOptionalString(checkout.buyerNote, `${field}.buyerNote`, 1000);
  const shippingDestination = addressWithContact(
    readObject(checkout.shippingInfo, `${field}.shippingInfo`).shippingDestination,
    `${field}.shippingInfo.shippingDestination`,
  );
  const billingInfo = addressWithContact(checkout.billingInfo, `${field}.billingInfo`);
  return {
    ...(email !== undefined ? { email } : {}),
    ...(buyerNote !== undefined ? { buyerNote } : {}),
    ...(shippingDestination ? { shippingDestination } : {}),
    ...(billingInfo ? { billingInfo } : {}),
  };
}

/**
 * `checkout` with `details` set.
 *
 * @example
 * ```ts
 * withBuyerDetails(checkout, { email: "ada@example.com" }, now);
 * ```
 */
export function withBuyerDetails(
  checkout: CheckoutDocument,
  details: BuyerDetails,
  now: string,
): CheckoutDocument {
  return {
    ...checkout,
    buyerInfo: { ...checkout.buyerInfo, ...(details.email !== undefined ? { email: details.email } : {}) },
    ...(details.buyerNote !== undefined ? { buyerNote: details.buyerNote } : {}),
    shippingInfo: {
      ...checkout.shippingInfo,
      ...(details.shippingDestination ? { shippingDestination: details.shippingDestination } : {}),
    },
    ...(details.billingInfo ? { billingInfo: details.billingInfo } : {}),
    updatedDate: now,
  };
}
