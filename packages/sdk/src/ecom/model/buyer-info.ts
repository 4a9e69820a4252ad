/** Who buys: a visitor, a member or a site user (exactly one id), with contact and e-mail. */

/**
 * The buyer of a cart, checkout or order.
 *
 * @example
 * ```ts
 * const isMember = Boolean(cart.buyerInfo?.memberId);
 * ```
 */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string | null;
  email?: string | null;
}
