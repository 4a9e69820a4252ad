/**
 * "Show this choice": on a page without JavaScript, reloads the product page with the options
 * chosen in its URL (`?Size=M&Color=Navy`), so the server renders that variant's price and stock.
 * It submits the "Add to cart" form as a GET to the page itself, and comes after that form's
 * "Add to cart" button, so Enter in the quantity field adds to the cart (the first submit button
 * of a form is the one Enter presses). Where scripts run, a choice applies itself and the button
 * is hidden from the first paint (`without-script`), so nothing moves when the page hydrates;
 * before the page has hydrated, a choice presses it (`forms/submit-on-change.ts`).
 */
import { useLocation } from "react-router";
import { CHANGE_SUBMITTER } from "../forms/submit-on-change.ts";

/** The button, inside the "Add to cart" form. */
export function ShowChoiceButton() {
  const { pathname } = useLocation();
  return (
    <button
      type="submit"
      formMethod="get"
      formAction={pathname}
      formNoValidate
      {...{ [CHANGE_SUBMITTER]: "" }}
      className="button button--secondary without-script"
    >
      Show this choice
    </button>
  );
}
