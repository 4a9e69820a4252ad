/**
 * Labelled form controls that show their server error next to the field: the control is marked
 * `aria-invalid` and described by the error text, so screen readers read it with the field.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** The label, the control and its hint and error, linked by ids. */
function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error" data-testid="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link TextField}: an input's props plus label, hint and server error. */
export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled input. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A labelled input for an amount: a number keyboard on phones, any decimals; what is typed is sent
 * as is, so the server's rules (and messages) apply.
 */
export function NumberField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="number" step="any" inputMode="decimal" {...props} />;
}

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
};

/** A labelled multi-line text box. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled select. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <select
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  error?: string | undefined;
};

/** A checkbox with its label beside it. */
export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`checkbox-field${error ? " field--invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <span id={`${id}-error`} className="field__error" data-testid="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
