/**
 * Paying on the emulator's hosted checkout page the way a shopper's browser does, for tests that
 * follow an order from a cart to the store's thank-you page: the page is loaded, its form filled in
 * with complete shopper details and its hidden fields, and posted form-urlencoded.
 */

/** A complete set of shopper details the hosted checkout form accepts (no card: the page's default test card pays). */
export const SHOPPER_DETAILS = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "",
  addressLine: "12 Analytical Row",
  addressLine2: "",
  city: "London",
  postalCode: "N1 7AA",
  subdivision: "",
  country: "gb",
} as const;

/**
 * Loads the hosted checkout page at `fullUrl` (a checkout redirect session's `fullUrl`, on a
 * listening emulator) and posts its form with `SHOPPER_DETAILS` and `fields` on top. Resolves the
 * answer unfollowed: a 303 to the thank-you page when the order is placed, the page again (200) with
 * its messages when the form is refused. Throws when the page does not answer 200.
 *
 * @example
 * ```ts
 * const { fullUrl } = await shop.checkout.createCheckoutRedirectSession(checkoutId, { thankYouPageUrl });
 * const placed = await payOnHostedCheckout(fullUrl ?? "");
 * const orderId = new URL(placed.headers.get("location") ?? "").searchParams.get("orderId");
 * ```
 */
export async function payOnHostedCheckout(
  fullUrl: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  const page = await fetch(fullUrl);
  if (page.status !== 200) throw new Error(`the hosted checkout page answered ${page.status}`);
  const html = await page.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
  const action = new URL(/<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "", fullUrl);
  return fetch(action, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      sessionId: hidden("sessionId"),
      csrf: hidden("csrf"),
      ...SHOPPER_DETAILS,
      ...fields,
    }),
  });
}
