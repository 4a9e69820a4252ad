/** An abandoned checkout: a cart that was left before buying, and whether it was bought later. */
import type { BuyerInfo } from "./buyer-info.js";
import type { LineItem } from "./line-item.js";
import type { MultiCurrencyPrice } from "./money.js";

/** `ABANDONED` while the cart is left behind; `RECOVERED` once it was bought after all. */
export type AbandonedCheckoutStatus = "ABANDONED" | "RECOVERED";

/**
 * A cart found abandoned, with its buyer and prices at that moment.
 *
 * @example
 * ```ts
 * const recovered = (checkout: AbandonedCheckout) => checkout.status === "RECOVERED";
 * ```
 */
export interface AbandonedCheckout<Time = Date> {
  id?: string;
  /** When the cart was found abandoned. */
  createdDate?: Time | null;
  updatedDate?: Time | null;
  checkoutId?: string | null;
  cartId?: string | null;
  status?: AbandonedCheckoutStatus;
  buyerLanguage?: string | null;
  buyerInfo?: BuyerInfo;
  contactDetails?: { firstName?: string | null; lastName?: string | null; phone?: string | null };
  currency?: string;
  conversionCurrency?: string | null;
  totalPrice?: MultiCurrencyPrice;
  subtotalPrice?: MultiCurrencyPrice;
  /** When the cart was bought (status `RECOVERED`). */
  checkoutRecoveredDate?: Time | null;
  /** Where the buyer can finish buying. */
  checkoutUrl?: string;
  lineItems?: LineItem[];
}
