/**
 * The cart's totals (the store's estimate): subtotal, discount, shipping, tax and total, and the
 * checkout button, disabled with its reason while a line cannot be bought or a change is in
 * flight. A failed checkout says why. "Checkout" is a form posted to the cart route's action
 * (`intent=checkout`), which opens the hosted checkout without JavaScript too.
 */
import { useCartTotals, useCheckout } from "@vitrine/react";
import type { MultiCurrencyPrice } from "@vitrine/sdk/ecom";
import { useId } from "react";
import { useActionData } from "react-router";
import { absoluteUrl, paths } from "../../app/paths.ts";
import { type CartAnswer, IntentFields } from "./cart-form-fields.tsx";
import { failureReason } from "./cart-messages.ts";

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  /** Why checking out is not possible now, if it is not. */
  blockedReason?: string | undefined;
}

function Row({
  label,
  price,
  testId,
}: {
  label: string;
  price: MultiCurrencyPrice | undefined;
  testId: string;
}) {
  return (
    <div className="cart-summary__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{price?.formattedAmount ?? "—"}</dd>
    </div>
  );
}

/** The totals and "Checkout". */
export function CartSummary({ blockedReason }: CartSummaryProps) {
  const totals = useCartTotals();
  const checkout = useCheckout();
  const reasonId = useId();
  const answer = useActionData() as CartAnswer | undefined;
  const summary = totals.data?.priceSummary;
  const discounted = Number(summary?.discount?.amount ?? 0) > 0;
  const busy = totals.isFetching || totals.isPending;
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={busy}>
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      {totals.isError && !summary ? (
        <p className="cart-summary__error" role="alert">
          The totals could not be calculated. {failureReason(totals.error)}{" "}
          <button type="button" className="link-button" onClick={() => totals.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <dl className="cart-summary__rows">
        <Row label="Subtotal" price={summary?.subtotal} testId="summary-subtotal" />
        {discounted ? (
          <Row
            label="Discount"
            price={{ ...summary?.discount, formattedAmount: `−${summary?.discount?.formattedAmount ?? ""}` }}
            testId="summary-discount"
          />
        ) : null}
        <Row label="Shipping" price={summary?.shipping} testId="summary-shipping" />
        <Row label="Tax" price={summary?.tax} testId="summary-tax" />
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{summary?.total?.formattedAmount ?? "—"}</dd>
        </div>
      </dl>
      <p className="visually-hidden" aria-live="polite">
        {busy
          ? "Updating the totals…"
          : summary?.total?.formattedAmount
            ? `Total ${summary.total.formattedAmount}`
            : ""}
      </p>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          checkout.mutate({
            thankYouPageUrl: absoluteUrl(paths.thankYou),
            cartPageUrl: absoluteUrl(paths.cart),
          });
        }}
      >
        <IntentFields intent="checkout" />
        <button
          type="submit"
          className="button button--large cart-summary__checkout"
          disabled={Boolean(blockedReason) || checkout.isPending || checkout.isSuccess}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {checkout.isPending || checkout.isSuccess ? "Opening the checkout…" : "Checkout"}
        </button>
      </form>
      {blockedReason ? (
        <p className="cart-summary__reason" id={reasonId} data-testid="checkout-blocked">
          {blockedReason}
        </p>
      ) : null}
      {checkout.isError || answer?.checkoutFailure ? (
        <p className="cart-summary__error" role="alert">
          The checkout could not be opened.{" "}
          {checkout.isError ? failureReason(checkout.error) : answer?.checkoutFailure}
        </p>
      ) : null}
    </section>
  );
}
