/**
 * A labelled input of the sign-in forms: its hint, or its error once there is one, is tied to it
 * (`aria-describedby`), and an error marks it `aria-invalid` (which the form focuses first).
 */
import { type InputHTMLAttributes, useId } from "react";

/** Props of {@link TextField}: an input's own attributes plus a label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  hint?: string;
  error?: string | undefined;
}

/** One form field. */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error; // the error says what the hint would
  const describedBy = showHint ? hintId : error ? errorId : undefined;
  return (
    <div className={`field auth-field${error ? " auth-field--invalid" : ""}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
        {input.required ? null : <span className="auth-field__optional"> (optional)</span>}
      </label>
      <input
        id={id}
        className={`input${className ? ` ${className}` : ""}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {showHint ? (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
