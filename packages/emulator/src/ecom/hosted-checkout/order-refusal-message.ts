/**
 * What the hosted checkout page tells the buyer when the order is refused:
 * the line at fault by name and options (short stock, a product no longer
 * sold), prices changed since the page was shown, or the refusal's own
 * description.
 */
import type { ApplicationFailure } from "../../errors.ts";
import { lineItemLabel, type PageCheckout } from "./checkout-page.ts";

/**
 * The message for `failure` about `checkout`.
 *
 * @example
 * refusalMessage(failure, checkout); // "Only 2 of “Shirt (Size: M)” are in stock (you asked for 3). …"
 */
export function refusalMessage(failure: ApplicationFailure, checkout: PageCheckout): string {
  const line = checkout.lineItems?.find((item) => item.id === failure.data.lineItemId);
  const label = `“${line ? lineItemLabel(line) : "an item"}”`;
  const fix = "Change your cart, then check out again.";
  if (failure.code === "FULL_OUT_OF_STOCK") return `${label} is out of stock. ${fix}`;
  if (failure.code === "PARTIAL_OUT_OF_STOCK") {
    const available = Number(failure.data.quantityAvailable ?? 0);
    const requested = Number(failure.data.quantityRequested ?? line?.quantity ?? 0);
    return `Only ${available} of ${label} ${available === 1 ? "is" : "are"} in stock (you asked for ${requested}). ${fix}`;
  }
  if (failure.code === "ITEM_NOT_FOUND_IN_CATALOG") return `${label} is no longer sold. ${fix}`;
  if (failure.code === "CHECKOUT_CHANGED")
    return "The prices changed since this page was shown. Check the new prices and total below, then place the order again.";
  if (failure.code === "EMPTY_CHECKOUT") return "This checkout has no items to order.";
  return failure.description;
}
