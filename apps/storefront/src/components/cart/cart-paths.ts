/** The cart's and the checkout's pages, and the absolute URLs the hosted checkout returns to. */

/** Paths of the cart and thank-you pages. */
export const cartPaths = {
  cart: "/cart",
  thankYou: "/thank-you",
};

/** The absolute URL of a storefront path on this origin (the hosted checkout's callbacks). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
