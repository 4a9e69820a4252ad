/**
 * A line's quantity stepper: "−", the quantity (typed, applied on change), "+". The buttons name
 * the product ("Decrease quantity of Linen shirt"); "−" stops at 1 (remove the line instead).
 * Each part is a form posted to the cart route's action (`intent=quantity`), so it works without
 * JavaScript, where the typed quantity has an "Update" button (hidden where scripts run,
 * `without-script`); with JavaScript the submit is handled here and the change shows at once.
 */
import { type FormEvent, useId } from "react";
import { useFieldText } from "../forms/use-field-text.ts";
import { CART_FIELDS, IntentFields } from "./cart-form-fields.tsx";

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The product's name, for the controls' names. */
  name: string;
  /** The line's id, posted with the forms. */
  lineId: string;
  quantity: number;
  /** The most the shopper may choose (the units left, when counted). */
  max: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** The quantity of a cart line, with − and + buttons. */
export function QuantityStepper({
  name,
  lineId,
  quantity,
  max,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const id = useId();
  const [typed, setTyped, keepTyped] = useFieldText(String(quantity));
  const commit = () => {
    const value = Number.parseInt(typed, 10);
    if (!Number.isFinite(value) || value < 1) return setTyped(String(quantity));
    const next = Math.min(value, max);
    setTyped(String(next));
    if (next !== quantity) onChange(next);
  };
  /** The submit of a form that sets the quantity to `to` (the typed one when `undefined`). */
  const submitted = (to?: number) => (event: FormEvent) => {
    event.preventDefault();
    if (to === undefined) commit();
    else onChange(to);
  };
  return (
    <div className="stepper">
      <form method="post" className="stepper__form" onSubmit={submitted(quantity - 1)}>
        <IntentFields intent="quantity" line={lineId} />
        <input type="hidden" name={CART_FIELDS.quantity} value={quantity - 1} />
        <button
          type="submit"
          className="stepper__button"
          aria-label={`Decrease quantity of ${name}`}
          disabled={disabled || quantity <= 1}
        >
          −
        </button>
      </form>
      <form method="post" className="stepper__form" onSubmit={submitted()}>
        <IntentFields intent="quantity" line={lineId} />
        <label htmlFor={id} className="visually-hidden">
          Quantity of {name}
        </label>
        <input
          id={id}
          ref={keepTyped}
          name={CART_FIELDS.quantity}
          className="stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={typed}
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
        />
        <button type="submit" className="button button--secondary stepper__update without-script">
          Update<span className="visually-hidden"> quantity of {name}</span>
        </button>
      </form>
      <form method="post" className="stepper__form" onSubmit={submitted(quantity + 1)}>
        <IntentFields intent="quantity" line={lineId} />
        <input type="hidden" name={CART_FIELDS.quantity} value={quantity + 1} />
        <button
          type="submit"
          className="stepper__button"
          aria-label={`Increase quantity of ${name}`}
          disabled={disabled || quantity >= max}
        >
          +
        </button>
      </form>
    </div>
  );
}
