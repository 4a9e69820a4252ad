/**
 * The cart page's changes as forms posted to the cart route's action, so they work without
 * JavaScript: each form says what it does in its `intent` field (and which line in `line`), and
 * the action's answer, when a change could not be made, carries the message each part of the page
 * shows as the JavaScript version does (`CartAnswer`).
 */

/** What a cart form asks the action to do. */
export const CART_INTENTS = ["quantity", "remove", "apply-coupon", "remove-coupon", "checkout"] as const;

/** One of {@link CART_INTENTS}. */
export type CartIntent = (typeof CART_INTENTS)[number];

/** The names of the cart forms' fields. */
export const CART_FIELDS = { intent: "intent", line: "line", quantity: "quantity", code: "code" } as const;

/** What the cart route's action answers when a change was not made (the page shows it). */
export interface CartAnswer {
  /** A line's change that failed: shown above the lines. */
  failure?: string;
  /** Why a coupon was refused, under its field, with the code as it was typed. */
  couponError?: string;
  couponCode?: string;
  /** Why the checkout could not be opened, under its button. */
  checkoutFailure?: string;
}

/** The hidden fields of a form with `intent` (on line `line`). */
export function IntentFields({ intent, line }: { intent: CartIntent; line?: string | undefined }) {
  return (
    <>
      <input type="hidden" name={CART_FIELDS.intent} value={intent} />
      {line ? <input type="hidden" name={CART_FIELDS.line} value={line} /> : null}
    </>
  );
}
