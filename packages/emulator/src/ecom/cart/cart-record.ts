/**
 * A cart as stored in `carts`: the row's columns and the stored document. The
 * stored lines hold only what the buyer chose (product, options or variant,
 * quantity); names, prices, images and availability come from the catalogue
 * when the cart is read (`pricing/price-lines.ts`).
 */
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import type { OwnerColumns } from "../owner.ts";

/** The stores app's id (the SDK's): line items naming a catalogue product carry it as `catalogReference.appId`. */
export { STORES_APP_ID };

/**
 * The stores app's definition id. The provider's cart takes it as a store product's
 * `catalogReference.appId` too (its own store templates send it, on catalogue v1 and v3), and
 * echoes it back on the line.
 */
export const STORES_APP_DEFINITION_ID = "1380b703-ce81-ff05-f115-39571d94dfcd";

/**
 * Whether `appId` names the stores catalogue: either of the two ids the provider's cart accepts.
 *
 * @example
 * ```ts
 * isStoresAppId("1380b703-ce81-ff05-f115-39571d94dfcd"); // true
 * ```
 */
export function isStoresAppId(appId: string): boolean {
  return appId === STORES_APP_ID || appId === STORES_APP_DEFINITION_ID;
}

/** A product reference as a line item carries it. */
export interface CatalogReference {
  appId: string;
  catalogItemId: string;
  /**
   * `{options: {Size: "M"}}` or `{variantId}`; absent for a product without options. Beside a
   * `variantId` (catalogue v3), `options` holds the chosen modifiers (modifier key → choice key),
   * `customTextFields` free text, and `subscriptionOptionId` a subscription plan.
   */
  options?: {
    options?: Record<string, string>;
    variantId?: string;
    customTextFields?: Record<string, string>;
    subscriptionOptionId?: string;
  };
}

/** A cart line as stored. */
export interface StoredLine {
  id: string;
  quantity: number;
  catalogReference: CatalogReference;
  /** The variant the reference resolved to when the line was added (same product and variant add up). */
  variantId: string;
  /** The product's name when the line was added (shown if the product later leaves the catalogue). */
  productName: string;
}

/** A postal address as the wire carries it (kept as sent). */
export type WireAddress = Record<string, unknown>;

/** `carts.doc`. */
export interface CartDocument {
  lineItems: StoredLine[];
  buyerNote?: string;
  buyerInfo?: { email?: string };
  contactInfo?: Record<string, unknown>;
  selectedShippingOption?: Record<string, unknown>;
  couponCode?: string;
}

/** A `carts` row. */
export interface CartRow extends OwnerColumns {
  id: string;
  is_current: boolean;
  doc: CartDocument;
  buyer_email: string | null;
  checkout_id: string | null;
  created_at: Date;
  updated_at: Date;
  abandoned_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  order_id: string | null;
}

/** Why a cart stopped being live (`carts.end_reason`). */
export type CartEndReason = "ORDERED" | "DELETED" | "MERGED";
