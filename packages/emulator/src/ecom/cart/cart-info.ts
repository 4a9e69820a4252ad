/**
 * The cart details a buyer sets with update cart or create cart:
 * `cartInfo: {buyerNote, buyerInfo: {email}, contactInfo, selectedShippingOption}`
 * and `couponCode` (a code the shop does not have is `ERROR_COUPON_DOES_NOT_EXIST`).
 */

import { findCoupon, type ShopSettings } from "../../settings/shop-settings.ts";
import { readEmail, readObject, readOptionalString } from "../ecom-input.ts";
import { couponNotFound } from "./cart-failures.ts";
import type { CartDocument } from "./cart-record.ts";

/**
 * `doc` with the `cartInfo` and `couponCode` of `payload` applied (absent fields stay).
 *
 * @example
 * ```ts
 * withCartInfo(doc, { cartInfo: { buyerNote: "Gift" }, couponCode: "VITRINE10" }, shop);
 * ```
 */
export function withCartInfo(
  doc: CartDocument,
  payload: Record<string, unknown>,
  shop: ShopSettings,
): CartDocument {
  const info = readObject(payload.cartInfo, "cartInfo");
  const buyerNote = readOptionalString(info.buyerNote, "cartInfo.buyerNote", 1000);
  const email = readEmail(readObject(info.buyerInfo, "cartInfo.buyerInfo").email, "cartInfo.buyerInfo.email");
  const contactInfo = readObject(info.contactInfo, "cartInfo.contactInfo");
  const shipping = readObject(info.selectedShippingOption, "cartInfo.selectedShippingOption");
  const code = readOptionalString(payload.couponCode, "couponCode", 100);
  const coupon = code === undefined ? undefined : findCoupon(shop, code);
  if (code !== undefined && !coupon) throw couponNotFound(code);
  return {
    ...doc,
    ...(buyerNote !== undefined ? { buyerNote } : {}),
    ...(email !== undefined ? { buyerInfo: { ...doc.buyerInfo, email } } : {}),
    ...(Object.keys(contactInfo).length > 0 ? { contactInfo } : {}),
    ...(Object.keys(shipping).length > 0 ? { selectedShippingOption: shipping } : {}),
    ...(coupon ? { couponCode: coupon.code } : {}),
  };
}
