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
  /** Classes of the field's wrapper, besides `field` (`checkbox-field` for a checkbox). */
  className?: string | undefined;
}

/** What a control takes from its frame: its id, its hint and error, whether it is at fault. */
interface ControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** Props of {@link FieldFrame}. */
interface FieldFrameProps extends FieldProps {
  /** A checkbox: its label stands after it, and the frame is `checkbox-field`. */
  checkbox?: boolean;
  /** The control, given its ids and state. */
  children(control: ControlProps): ReactNode;
}

/** The label, the control and its hint and error, linked by ids. */
function FieldFrame({ label, error, hint, optional, className, checkbox, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
  };
  const labelElement = (
    <label className={checkbox ? undefined : "field__label"} htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
  return (
    <div
      className={`${checkbox ? "checkbox-field" : "field"}${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}
    >
      {checkbox ? children(control) : labelElement}
      {checkbox ? labelElement : children(control)}
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

/** Splits a field's props into its frame's and its control's. */
function splitField<Props extends FieldProps>({
  label,
  error,
  hint,
  optional,
  className,
  ...control
}: Props): [FieldProps, Omit<Props, keyof FieldProps>] {
  return [{ label, error, hint, optional, className }, control];
}

/** Props of {@link TextField}: an input's props plus label, hint, error and the optional mark. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & FieldProps;

/** A labelled input. */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitField(props);
  return (
    <FieldFrame {...field}>{(control) => <input className="input" {...control} {...input} />}</FieldFrame>
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
export function TextAreaField(props: TextAreaFieldProps) {
  const [field, textarea] = splitField(props);
  return (
    <FieldFrame {...field}>
      {(control) => <textarea className="input" {...control} {...textarea} />}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & FieldProps;

/** A labelled select. */
export function SelectField(props: SelectFieldProps) {
  const [field, { children, ...select }] = splitField(props);
  return (
    <FieldFrame {...field}>
      {(control) => (
        <select className="input" {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** Props of {@link CheckboxField}: an input's props plus label, hint and error. */
export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> &
  Omit<FieldProps, "optional">;

/** A checkbox with its label beside it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const [field, input] = splitField(props);
  return (
    <FieldFrame checkbox {...field}>
      {(control) => <input type="checkbox" {...control} {...input} />}
    </FieldFrame>
  );
}
