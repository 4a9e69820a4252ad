/**
 * A cart or checkout line: what is bought (its catalogue reference), how many, and what the
 * catalogue says about it (name, prices as decimal strings, image, availability). Wire field
 * names; `Time` is `Date` in what the SDK returns, `string` for raw JSON.
 */
import type { CatalogReference } from "../catalog-reference.js";
import type { MultiCurrencyPrice } from "./money.js";

/** A text in the site's language and, when it differs, in the buyer's. */
export interface TranslatableText {
  original?: string;
  translated?: string | null;
}

/** A line's description line: a plain text or a colour, with its name (`Size: M`). */
export interface DescriptionLine {
  name?: TranslatableText;
  plainText?: TranslatableText;
  colorInfo?: TranslatableText & { code?: string | null };
}

/** A line's image. */
export interface LineItemImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
  filename?: string | null;
}

/** Whether a line can be bought, and how many are left. */
export interface ItemAvailability {
  status?: "AVAILABLE" | "NOT_FOUND" | "NOT_AVAILABLE" | "PARTIALLY_AVAILABLE";
  quantityAvailable?: number | null;
}

/** Weight, SKU and whether the item ships. */
export interface ItemPhysicalProperties {
  weight?: number | null;
  sku?: string | null;
  shippable?: boolean;
}

/** The kind of item: a preset or a custom name. */
export interface ItemType {
  preset?: "UNRECOGNISED" | "PHYSICAL" | "DIGITAL" | "GIFT_CARD" | "SERVICE";
  custom?: string;
}

/** How a line is paid. */
export type PaymentOptionType =
  | "FULL_PAYMENT_ONLINE"
  | "FULL_PAYMENT_OFFLINE"
  | "MEMBERSHIP"
  | "DEPOSIT_ONLINE"
  | "MEMBERSHIP_OFFLINE"
  | "MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER";

/** How a subscription line recurs: every `interval` `frequency` units, renewed or for `billingCycles`. */
export interface SubscriptionSettings {
  frequency?: "UNDEFINED" | "DAY" | "WEEK" | "MONTH" | "YEAR";
  interval?: number | null;
  autoRenewal?: boolean;
  billingCycles?: number | null;
  enableCustomerCancellation?: boolean;
}

/** The subscription plan a line is bought on (a catalogue v3 product's plan), as the line shows it. */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: TranslatableText;
  description?: TranslatableText;
}

/**
 * A line of a cart or checkout.
 *
 * @example
 * ```ts
 * for (const item of cart.lineItems ?? []) console.log(item.quantity, item.productName?.original, item.lineItemPrice?.formattedAmount);
 * ```
 */
export interface LineItem<Time = Date> {
  id?: string | null;
  quantity?: number;
  catalogReference?: CatalogReference;
  productName?: TranslatableText;
  url?: { relativePath?: string; url?: string | null };
  /** Unit price after the catalogue's and the line's discounts. */
  price?: MultiCurrencyPrice;
  /** Unit price before the catalogue's discount. */
  fullPrice?: MultiCurrencyPrice;
  /** Unit price after the catalogue's discount, before the line's discounts. */
  priceBeforeDiscounts?: MultiCurrencyPrice;
  /** `price` × `quantity`. */
  lineItemPrice?: MultiCurrencyPrice;
  descriptionLines?: DescriptionLine[];
  image?: LineItemImage;
  availability?: ItemAvailability;
  physicalProperties?: ItemPhysicalProperties;
  itemType?: ItemType;
  /** The subscription plan the line is bought on, priced with its discount. */
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  paymentOption?: PaymentOptionType;
  serviceProperties?: { scheduledDate?: Time | null; numberOfParticipants?: number | null };
  rootCatalogItemId?: string | null;
  priceDescription?: TranslatableText;
  depositAmount?: MultiCurrencyPrice;
  customLineItem?: boolean;
  priceUndetermined?: boolean;
  fixedQuantity?: boolean;
  membersOnly?: boolean;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}

/**
 * A line to add: a catalogue reference and a quantity (at least 1).
 *
 * @example
 * ```ts
 * const line: NewLineItem = { catalogReference: catalogReference("p1", { options: { Size: "M" } }), quantity: 1 };
 * ```
 */
export interface NewLineItem {
  catalogReference: CatalogReference;
  quantity?: number;
  extendedFields?: { namespaces?: Record<string, Record<string, unknown>> };
}

/**
 * A new quantity for a line.
 *
 * @example
 * ```ts
 * await client.currentCart.updateCurrentCartLineItemQuantity([{ id: line.id ?? "", quantity: 3 }]);
 * ```
 */
export interface LineItemQuantityUpdate {
  id: string;
  quantity: number;
}
