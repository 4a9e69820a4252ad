/**
 * A line item as carts and checkouts serve it (the provider's `LineItem`,
 * wire names): the buyer's choice plus what the catalogue says about it.
 */
import type { CatalogReference } from "../cart/cart-record.ts";
import type { CatalogImage } from "./catalog-item.ts";
import type { SubscriptionOptionInfo } from "./subscription-plan.ts";
import type { MultiCurrencyPrice } from "./wire-money.ts";

/** `availability.status`. */
export type AvailabilityStatus = "AVAILABLE" | "NOT_FOUND" | "NOT_AVAILABLE" | "PARTIALLY_AVAILABLE";

/** One description line: an option and the chosen value (plain text, or a colour with its code). */
export interface DescriptionLine {
  name: { original: string; translated: string };
  plainText?: { original: string; translated: string };
  colorInfo?: { original: string; translated: string; code: string };
  lineType: "PLAIN_TEXT" | "COLOR";
}

/** A served line item. */
export interface LineItem {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  productName: { original: string; translated: string };
  url: { relativePath: string; url: string };
  price: MultiCurrencyPrice;
  fullPrice: MultiCurrencyPrice;
  priceBeforeDiscounts: MultiCurrencyPrice;
  lineItemPrice: MultiCurrencyPrice;
  descriptionLines: DescriptionLine[];
  image?: CatalogImage;
  availability: { status: AvailabilityStatus; quantityAvailable?: number };
  physicalProperties: { weight: number; sku?: string; shippable: boolean };
  itemType: { preset: "PHYSICAL" | "DIGITAL" };
  /** The subscription plan the line is bought on (v3). */
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  paymentOption: "FULL_PAYMENT_ONLINE";
  rootCatalogItemId: string;
  customLineItem: false;
  priceUndetermined: false;
  fixedQuantity: false;
}
