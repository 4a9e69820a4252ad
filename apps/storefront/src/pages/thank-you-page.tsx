/**
 * The page the hosted checkout returns to (`/thank-you?orderId=…&orderNumber=…`). A shopper's
 * token cannot read orders (they are the merchant's), so the page shows the order number and
 * reference the redirect carries and points to the confirmation e-mail. The order used the cart
 * up: `@vitrine/react`'s cart rule knows this return from the started checkout (its thank-you page
 * with an order id) and forgets the cart without asking, and the cart is read anew, so the
 * header's badge clears.
 */

import { useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../app/paths.ts";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

/** The thank-you page. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderId = params.get("orderId")?.trim() ?? "";
  // Only digits are shown as a number: the query string is the visitor's to edit.
  const orderNumber = /^\d{1,20}$/.test(params.get("orderNumber") ?? "") ? params.get("orderNumber") : null;
  const queryClient = useQueryClient();
  useDocumentTitle(orderId ? "Thank you for your order" : "No order");
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: vitrineKeys.cart() });
  }, [queryClient]);

  if (!orderId)
    return (
      <EmptyState title="There is no order to show">
        <p>
          This page follows a checkout. Continue in the <Link to={paths.shop}>shop</Link>.
        </p>
      </EmptyState>
    );
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">Thank you for your order</h1>
      <p>
        Your order
        {orderNumber ? (
          <>
            {" "}
            number <strong data-testid="order-number">#{orderNumber}</strong>
          </>
        ) : null}{" "}
        is placed and paid.
      </p>
      <p className="thank-you__reference">
        Order reference: <code data-testid="order-id">{orderId}</code>
      </p>
      <p>
        The confirmation e-mail, with your order number and what you bought, is in your mailbox.
        {import.meta.env.DEV ? (
          <> On the demo store, read it in the mailbox of the emulator console (linked below).</>
        ) : null}
      </p>
      <p>
        <Link to={paths.shop} className="button">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
