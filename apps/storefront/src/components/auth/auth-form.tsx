/**
 * A sign-in form: the form's alert and live status above it, the fields, and a full-width submit
 * button that says what is happening while the step runs. Validation is the page's own
 * (`noValidate`), so errors appear next to the fields in the store's words.
 */
import type { FormEvent, ReactNode } from "react";
import { FormMessage } from "../forms/form-message.tsx";
import type { useAuthFormErrors } from "./use-auth-form-errors.ts";

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  errors: ReturnType<typeof useAuthFormErrors>;
  status: string | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The button's text while `pending`. */
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** The form with its messages and submit button. */
export function AuthForm(props: AuthFormProps) {
  const { errors, pending } = props;
  return (
    <>
      <FormMessage live error={errors.formError} status={props.status} errorRef={errors.alertRef} />
      <form
        ref={errors.formRef}
        className="auth-form"
        noValidate
        onSubmit={props.onSubmit}
        aria-label={props.label}
      >
        {props.children}
        <button type="submit" className="button auth-form__submit" disabled={pending}>
          {pending ? props.pendingLabel : props.submitLabel}
        </button>
      </form>
    </>
  );
}
