/**
 * The labelled form controls of every form of the app (sign-in and registration, the dashboard):
 * each control is tied to its hint and to its error (`aria-describedby`), and an error marks it
 * `aria-invalid`, which `useFocusOnErrors` looks for to focus the first field at fault.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";

/** What every control takes besides its element's own attributes. */
interface FieldProps {
  label: string;
  /** The field's error, shown under it and read with it. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Says "(optional)" after the label, in forms that mark the fields one may leave empty. */
  optional?: boolean | undefined;
  /** Classes of the field's wrapper, besides `field`. */
  className?: string | undefined;
}

/** The ids a control takes from its frame. */
interface ControlIds {
  id: string;
  describedBy: string | undefined;
}

/** The label, the control and its hint and error, linked by ids. */
function FieldFrame({
  label,
  error,
  hint,
  optional,
  className,
  children,
}: FieldProps & { children: (ids: ControlIds) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
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

/** Props of {@link TextField}: an input's props plus label, hint, error and the optional mark. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & FieldProps;

/** A labelled input. */
export function TextField({ label, error, hint, optional, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
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
export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & FieldProps;

/** A labelled multi-line text box. */
export function TextAreaField({ label, error, hint, optional, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
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
export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & FieldProps;

/** A labelled select. */
export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} optional={optional} className={className}>
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
