/**
 * A sign-in form: the form's alert and live status above it, the fields, and a full-width submit
 * button that says what is happening while the step runs. Validation is the page's own
 * (`noValidate`), so errors appear next to the fields in the store's words. The steps run in the
 * browser (the member's tokens come through the page), so the button is enabled once the page has
 * hydrated: before that, with the server's HTML alone, neither a click nor Enter submits. The form
 * is a POST all the same, so its fields (a password) could never go into an address.
 */
import type { FormEvent, ReactNode } from "react";
import { FormMessage } from "../forms/form-message.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
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
  const hydrated = useHydrated();
  return (
    <>
      <FormMessage live error={errors.formError} status={props.status} errorRef={errors.alertRef} />
      <form
        ref={errors.formRef}
        className="auth-form"
        method="post"
        noValidate
        onSubmit={props.onSubmit}
        aria-label={props.label}
      >
        {props.children}
        <button type="submit" className="button auth-form__submit" disabled={pending || !hydrated}>
          {pending ? props.pendingLabel : props.submitLabel}
        </button>
      </form>
    </>
  );
}
