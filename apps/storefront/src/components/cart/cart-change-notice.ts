/**
 * What a cart change posted without JavaScript says once it is made: the cart route's action
 * answers 303 to the cart page with the change in the URL (`/cart?changed=quantity&line=…`), and
 * the page shows the sentence the JavaScript version announces for the same change ("Quantity of
 * Linen shirt is now 2."), so a shopper without JavaScript, or with a screen reader, learns the
 * change was made. The URL carries no more than the page cannot read from the cart itself.
 */
import type { LineItem } from "@vitrine/sdk/ecom";
import { paths } from "../../app/paths.ts";

/** A change the cart route's action made. */
export type CartChange =
  /** A line's quantity set (the cart tells the new one). */
  | { kind: "quantity"; line: string }
  /** A line removed (its name, as the cart no longer has it). */
  | { kind: "removed"; name: string }
  | { kind: "coupon-applied"; code: string }
  | { kind: "coupon-removed" };

/** The URL parameter naming the change. */
export const CHANGED_PARAM = "changed";

/**
 * The cart page's URL that tells of `change`.
 *
 * @example
 * ```ts
 * changedCartLocation({ kind: "removed", name: "Linen shirt" }); // "/cart?changed=removed&name=Linen+shirt"
 * ```
 */
export function changedCartLocation(change: CartChange): string {
  const { kind, ...rest } = change;
  return `${paths.cart}?${new URLSearchParams({ [CHANGED_PARAM]: kind, ...rest })}`;
}

function nameOf(line: LineItem): string {
  return line.productName?.translated ?? line.productName?.original ?? "the item";
}

/**
 * The sentence for the change the cart page's URL `search` tells of, over the cart's `lines`;
 * `undefined` when it tells of none (or of a line the cart no longer has).
 */
export function cartChangeNotice(search: URLSearchParams, lines: readonly LineItem[]): string | undefined {
  switch (search.get(CHANGED_PARAM)) {
    case "quantity": {
      const line = lines.find((candidate) => candidate.id === search.get("line"));
      return line ? `Quantity of ${nameOf(line)} is now ${line.quantity ?? 1}.` : undefined;
    }
    case "removed":
      return `${search.get("name") || "The item"} was removed from your cart.`;
    case "coupon-applied":
      return `Coupon ${search.get("code") ?? ""} applied.`;
    case "coupon-removed":
      return "The coupon was removed.";
    default:
      return undefined;
  }
}
