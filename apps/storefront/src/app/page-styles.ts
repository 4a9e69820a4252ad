/**
 * Which of the shopper pages' style sheets (`styles/`) each page needs: every page the frame's
 * (base, loading and error states, header, footer, the header's member corner and cart badge),
 * then its route's own. A page gets its sheets in the whole sheet's order
 * (`styles/shop-styles.css`), so where two rules meet on an element the same one wins as in the
 * whole sheet. A route not named here (the dashboard) gets every sheet.
 */

/** The sheets of `styles/`, in the whole sheet's order. */
export const SHEETS = [
  "base",
  "states",
  "layout",
  "shop",
  "product",
  "auth",
  "member-menu",
  "cart-badge",
  "cart",
  "stepper",
  "form-message",
] as const;

/** A sheet's name: `styles/<name>.css`. */
export type Sheet = (typeof SHEETS)[number];

const FRAME: readonly Sheet[] = ["base", "states", "layout", "member-menu", "cart-badge"];
const SIGN_IN: readonly Sheet[] = ["auth", "form-message"];

/** Each route's sheets beyond the frame's (route ids as `app/routes.ts` makes them). */
const ROUTE_SHEETS: Readonly<Record<string, readonly Sheet[]>> = {
  root: [],
  "routes/home": ["shop"],
  "routes/shop": ["shop"],
  "routes/collection": ["shop"],
  "routes/product": ["shop", "product", "cart"],
  "routes/cart": ["shop", "cart", "stepper"],
  "routes/thank-you": ["cart"],
  "routes/sign-in": SIGN_IN,
  "routes/register": SIGN_IN,
  "routes/verify-email": SIGN_IN,
  "routes/forgot-password": SIGN_IN,
  "routes/auth-callback": SIGN_IN,
  "routes/account": SIGN_IN,
  "routes/not-found": [],
};

/** The sheets a page whose matched routes are `routeIds` needs, in the whole sheet's order. */
export function sheetsOf(routeIds: readonly string[]): Sheet[] {
  const wanted = new Set<Sheet>(FRAME);
  for (const id of routeIds) for (const sheet of ROUTE_SHEETS[id] ?? SHEETS) wanted.add(sheet);
  return SHEETS.filter((sheet) => wanted.has(sheet));
}
