/**
 * Shipping as a cart estimate and a checkout report it: the region, the carriers' options with
 * their prices, and the option chosen. `Time` is `Date` in what the SDK returns.
 */
import type { Address, AddressWithContact } from "./address.js";
import type { MultiCurrencyPrice } from "./money.js";

/**
 * The shipping option to use, by carrier and code.
 *
 * @example
 * ```ts
 * await client.currentCart.estimateCurrentCartTotals({ selectedShippingOption: { code: "standard" } });
 * ```
 */
export interface SelectedShippingOption {
  carrierId?: string | null;
  code?: string;
}

/** How an option delivers: when, with what instructions, or where to pick up. */
export interface DeliveryLogistics<Time = Date> {
  deliveryTime?: string | null;
  instructions?: string | null;
  pickupDetails?: {
    address?: Address;
    businessLocation?: boolean;
    pickupMethod?: "STORE_PICKUP" | "PICKUP_POINT";
  };
  deliveryTimeSlot?: { from?: Time | null; to?: Time | null };
}

/** An extra charge on shipping. */
export interface OtherCharge {
  type?: "HANDLING_FEE" | "INSURANCE";
  price?: MultiCurrencyPrice;
  details?: string | null;
}

/** A shipping option a carrier offers. */
export interface ShippingOption<Time = Date> {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics<Time>;
  cost?: { price?: MultiCurrencyPrice; otherCharges?: OtherCharge[] };
  partial?: boolean | null;
}

/** One carrier's options. */
export interface CarrierServiceOption<Time = Date> {
  carrierId?: string;
  shippingOptions?: ShippingOption<Time>[];
}

/** The shipping option in use, with its costs. */
export interface SelectedCarrierServiceOption<Time = Date> {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics<Time>;
  cost?: {
    price?: MultiCurrencyPrice;
    totalPriceBeforeTax?: MultiCurrencyPrice;
    totalPriceAfterTax?: MultiCurrencyPrice;
    totalDiscount?: MultiCurrencyPrice;
  };
  requestedShippingOption?: boolean;
  otherCharges?: OtherCharge[];
  carrierId?: string | null;
  partial?: boolean | null;
}

/** The shipping region an address falls in. */
export interface ShippingRegion {
  id?: string;
  name?: string;
}

/**
 * Shipping as a cart estimate reports it.
 *
 * @example
 * ```ts
 * const options = estimate.shippingInfo?.carrierServiceOptions?.flatMap((c) => c.shippingOptions ?? []);
 * ```
 */
export interface ShippingInformation<Time = Date> {
  region?: ShippingRegion;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption<Time>;
  carrierServiceOptions?: CarrierServiceOption<Time>[];
}

/**
 * Shipping of a checkout: the destination too.
 *
 * @example
 * ```ts
 * const to = checkout.shippingInfo?.shippingDestination?.address?.city;
 * ```
 */
export interface CheckoutShippingInfo<Time = Date> extends ShippingInformation<Time> {
  shippingDestination?: AddressWithContact;
}
