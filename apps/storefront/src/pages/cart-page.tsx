/**
 * The cart page (`/cart`): loading, the store unreachable (with retry), the empty cart, or the
 * lines with their quantities, the coupon, the totals and "Checkout". Each change shows at once;
 * a change the store refuses or cannot hear puts the line back and a message says why. Lines that
 * cannot be bought as they are block the checkout until they are changed. Without JavaScript the
 * changes are forms posted to the route's action; a change it refused comes back with its message,
 * one it made with a notice of it (`cart-change-notice.ts`).
 */
import {
  isLineUnavailable,
  useCart,
  useIsCartChanging,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from "@vitrine/react";
import type { LineItem } from "@vitrine/sdk/ecom";
import { useRef, useState } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import { paths } from "../app/paths.ts";
import { cartChangeNotice } from "../components/cart/cart-change-notice.ts";
import type { CartAnswer } from "../components/cart/cart-form-fields.tsx";
import { CartLine } from "../components/cart/cart-line.tsx";
import { failureReason, isNetworkFailure } from "../components/cart/cart-messages.ts";
import { CartSummary } from "../components/cart/cart-summary.tsx";
import { CouponForm } from "../components/cart/coupon-form.tsx";
import { EmptyState } from "../components/ui/empty-state.tsx";
import { ErrorState } from "../components/ui/error-state.tsx";
import { Skeleton } from "../components/ui/skeleton.tsx";
import { useDocumentTitle } from "../components/ui/use-document-title.ts";

function nameOf(line: LineItem): string {
  return line.productName?.translated ?? line.productName?.original ?? "the item";
}

/** The cart page. */
export function CartPage() {
  useDocumentTitle("Cart");
  const cart = useCart();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const changing = useIsCartChanging();
  const answer = useActionData() as CartAnswer | undefined;
  const [failure, setFailure] = useState<string | undefined>(answer?.failure);
  const [status, setStatus] = useState("");
  // The change a form posted without JavaScript made (none on a refusal's answer, posted to the
  // URL that told of the previous change), until the page makes one itself.
  const [search] = useSearchParams();
  const [notice, setNotice] = useState(() =>
    answer ? undefined : cartChangeNotice(search, cart.data?.lineItems ?? []),
  );
  const heading = useRef<HTMLHeadingElement>(null);

  const changeQuantity = (line: LineItem, quantity: number) => {
    setFailure(undefined);
    setStatus("");
    setNotice(undefined);
    update.mutate(
      { lineItemId: line.id ?? "", quantity },
      {
        onSuccess: () => setStatus(`Quantity of ${nameOf(line)} is now ${quantity}.`),
        onError: (error) =>
          setFailure(
            `The quantity of ${nameOf(line)} was not changed and is back to ${line.quantity ?? 1}. ${failureReason(error)}`,
          ),
      },
    );
  };
  const removeLine = (line: LineItem) => {
    setFailure(undefined);
    setStatus("");
    setNotice(undefined);
    heading.current?.focus();
    remove.mutate(line.id ?? "", {
      onSuccess: () => setStatus(`${nameOf(line)} was removed from your cart.`),
      onError: (error) =>
        setFailure(`${nameOf(line)} was not removed and is back in your cart. ${failureReason(error)}`),
    });
  };

  const title = (
    <h1 ref={heading} tabIndex={-1} className="cart-page__title">
      Your cart
    </h1>
  );
  if (cart.isPending)
    return (
      <div className="cart-page" aria-busy="true">
        {title}
        <p role="status">Loading your cart…</p>
        <Skeleton className="skeleton--block" />
      </div>
    );
  if (cart.isError && !cart.data)
    return (
      <div className="cart-page">
        {title}
        <ErrorState
          title={
            isNetworkFailure(cart.error) ? "The store cannot be reached" : "Your cart could not be loaded"
          }
          error={new Error(failureReason(cart.error))}
          onRetry={() => cart.refetch()}
        />
      </div>
    );
  const lines = cart.data?.lineItems ?? [];
  const unavailable = lines.filter(isLineUnavailable);
  const blockedReason =
    unavailable.length > 0
      ? `${unavailable.length === 1 ? "One item" : `${unavailable.length} items`} cannot be bought as ${unavailable.length === 1 ? "it is" : "they are"}. Change or remove ${unavailable.length === 1 ? "it" : "them"} to check out.`
      : changing
        ? "Your cart is being updated."
        : undefined;

  return (
    <div className="cart-page">
      {title}
      {failure ? (
        <p className="cart-page__failure" role="alert" data-testid="cart-failure">
          {failure}
        </p>
      ) : null}
      {cart.isError ? (
        <p className="cart-page__failure" role="alert">
          Your cart may be out of date. {failureReason(cart.error)}
        </p>
      ) : null}
      {notice ? (
        <p className="cart-page__notice" role="status" data-testid="cart-notice">
          {notice}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {lines.length === 0 ? (
        <EmptyState title="Your cart is empty">
          <p>
            Find something you like in the <Link to={paths.shop}>shop</Link>.
          </p>
        </EmptyState>
      ) : (
        <div className="cart-page__layout">
          <div>
            <ul className="cart-lines" aria-label="Items in your cart">
              {lines.map((line) => (
                <CartLine key={line.id} line={line} onQuantity={changeQuantity} onRemove={removeLine} />
              ))}
            </ul>
            {cart.data ? <CouponForm cart={cart.data} /> : null}
          </div>
          <CartSummary blockedReason={blockedReason} />
        </div>
      )}
    </div>
  );
}
