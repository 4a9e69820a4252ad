/**
 * URLs of the other hosted pages, each from its own kind of redirect session: the members area,
 * a store product page, an e-commerce checkout, a bookings checkout and a bookings book page.
 * `callbacks.postFlowUrl` is where the page sends the visitor back.
 */
import type { IdentityClient } from "./identity-client.js";
import type { MembersAccountSection, RedirectCallbacks } from "./redirect-session.js";
import { redirectSessionUrl } from "./redirect-url.js";

const urlOf = async (client: IdentityClient, request: Parameters<typeof redirectSessionUrl>[1]) =>
  (await redirectSessionUrl(client, request)).url;

/**
 * The members area, at `section` (default the account info).
 *
 * @example
 * ```ts
 * location.href = await getMembersAccountUrl(client, "ORDERS", { postFlowUrl: location.href });
 * ```
 */
export function getMembersAccountUrl(
  client: IdentityClient,
  section: MembersAccountSection = "ACCOUNT_INFO",
  callbacks: RedirectCallbacks = {},
): Promise<string> {
  return urlOf(client, { membersAccount: { section }, callbacks });
}

/**
 * A store product page by slug.
 *
 * @example
 * ```ts
 * location.href = await getProductPageUrl(client, "shirt", { postFlowUrl: location.href });
 * ```
 */
export function getProductPageUrl(
  client: IdentityClient,
  productSlug: string,
  callbacks: RedirectCallbacks = {},
): Promise<string> {
  return urlOf(client, { storesProduct: { productSlug }, callbacks });
}

/**
 * The hosted checkout of an e-commerce checkout.
 *
 * @example
 * ```ts
 * location.href = await getCheckoutUrl(client, checkoutId, { postFlowUrl: location.href, thankYouPageUrl: `${origin}/thanks` });
 * ```
 */
export function getCheckoutUrl(
  client: IdentityClient,
  checkoutId: string,
  callbacks: RedirectCallbacks = {},
): Promise<string> {
  return urlOf(client, { ecomCheckout: { checkoutId }, callbacks });
}

/**
 * The hosted bookings checkout of a slot.
 *
 * @example
 * ```ts
 * location.href = await getBookingsCheckoutUrl(client, { slotAvailability }, { postFlowUrl: location.href });
 * ```
 */
export function getBookingsCheckoutUrl(
  client: IdentityClient,
  checkout: { slotAvailability: Record<string, unknown>; timezone?: string },
  callbacks: RedirectCallbacks = {},
): Promise<string> {
  return urlOf(client, { bookingsCheckout: checkout, callbacks });
}

/**
 * The hosted bookings page (optionally of one resource).
 *
 * @example
 * ```ts
 * location.href = await getBookingsBookUrl(client, { resourceId }, { postFlowUrl: location.href });
 * ```
 */
export function getBookingsBookUrl(
  client: IdentityClient,
  book: { resourceId?: string } = {},
  callbacks: RedirectCallbacks = {},
): Promise<string> {
  return urlOf(client, { bookingsBook: book, callbacks });
}
