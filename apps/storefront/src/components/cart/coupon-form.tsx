/**
 * The cart's coupon: a code field with "Apply" and, under it, why a code was refused (the field
 * is then `aria-invalid` and takes the focus); once a coupon is applied, its code and "Remove
 * coupon". Both are forms posted to the cart route's action (`apply-coupon`, `remove-coupon`), so
 * they work without JavaScript, the action's refusal showing under the field as here.
 */
import { useApplyCoupon, useRemoveCoupon } from "@vitrine/react";
import type { Cart } from "@vitrine/sdk/ecom";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration.ts";
import { CART_FIELDS, type CartAnswer, IntentFields } from "./cart-form-fields.tsx";
import { couponFailure, failureReason } from "./cart-messages.ts";

/** The coupon field of the cart page. */
export function CouponForm({ cart }: { cart: Cart }) {
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon();
  // A form posted without JavaScript and refused comes back with the code and why.
  const answer = useActionData() as CartAnswer | undefined;
  const [code, setCode] = useState(answer?.couponCode ?? "");
  const [error, setError] = useState<string | undefined>(answer?.couponError);
  const [status, setStatus] = useState("");
  // Set in the submit handler itself, so the field is still there when the optimistic coupon renders.
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const keepTyped = useTypedBeforeHydration(setCode);
  const inputRef = useCallback(
    (field: HTMLInputElement | null) => {
      input.current = field;
      keepTyped(field);
    },
    [keepTyped],
  );
  const ids = { input: useId(), error: useId() };
  const applied = cart.appliedDiscounts?.find((discount) => discount.coupon)?.coupon?.code;

  // While a code is being applied, and after it was refused, the field stays: the refused code's
  // error shows next to it, and the coupon shown in advance is taken out of the cart a moment
  // after the refusal renders, so going by the cart alone would show it as applied meanwhile.
  const showField = !applied || submitting || error !== undefined;
  // Focus the field once its error shows and the field is on the page (the refused coupon's
  // rollback may render after the error does).
  useEffect(() => {
    if (error && showField) input.current?.focus();
  }, [error, showField]);

  if (!showField)
    return (
      <div className="coupon">
        <p className="coupon__applied" data-testid="coupon-applied">
          Coupon <strong>{applied}</strong> applied.
        </p>
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            removeCoupon.mutate(undefined, {
              onSuccess: () => setStatus(`Coupon ${applied} removed.`),
              onError: (e) => setStatus(`The coupon was not removed. ${failureReason(e)}`),
            });
          }}
        >
          <IntentFields intent="remove-coupon" />
          <button type="submit" className="button button--secondary" disabled={removeCoupon.isPending}>
            Remove coupon
          </button>
        </form>
        <p className="visually-hidden" aria-live="polite">
          {status}
        </p>
      </div>
    );

  return (
    <form
      className="coupon"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting) return;
        const trimmed = code.trim();
        if (!trimmed) {
          setError("Enter a coupon code.");
          return;
        }
        setError(undefined);
        setStatus("Applying the coupon…");
        setSubmitting(true);
        applyCoupon.mutate(trimmed, {
          onSettled: () => setSubmitting(false),
          onSuccess: () => {
            setStatus(`Coupon ${trimmed.toUpperCase()} applied.`);
            setCode("");
          },
          onError: (e) => {
            setStatus("");
            setError(couponFailure(e));
          },
        });
      }}
    >
      <IntentFields intent="apply-coupon" />
      <div className="field">
        <label className="field__label" htmlFor={ids.input}>
          Coupon code
        </label>
        <div className="coupon__row">
          <input
            ref={inputRef}
            id={ids.input}
            name={CART_FIELDS.code}
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button--secondary" aria-disabled={submitting}>
            Apply
          </button>
        </div>
        {error ? (
          <p className="coupon__error" id={ids.error} data-testid="coupon-error">
            {error}
          </p>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
