/**
 * A line's quantity stepper: "−", the quantity (typed, applied on change), "+". The buttons name
 * the product ("Decrease quantity of Linen shirt"); "−" stops at 1 (remove the line instead).
 */
import { useId } from "react";
import { useFieldText } from "../forms/use-field-text.ts";

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The product's name, for the controls' names. */
  name: string;
  quantity: number;
  /** The most the shopper may choose (the units left, when counted). */
  max: number;
  disabled?: boolean;
  onChange(quantity: number): void;
}

/** The quantity of a cart line, with − and + buttons. */
export function QuantityStepper({ name, quantity, max, disabled = false, onChange }: QuantityStepperProps) {
  const id = useId();
  const [typed, setTyped] = useFieldText(String(quantity));
  const commit = () => {
    const value = Number.parseInt(typed, 10);
    if (!Number.isFinite(value) || value < 1) return setTyped(String(quantity));
    const next = Math.min(value, max);
    setTyped(String(next));
    if (next !== quantity) onChange(next);
  };
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        Quantity of {name}
      </label>
      <input
        id={id}
        className="stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={typed}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
