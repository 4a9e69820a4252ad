/**
 * `useAuthFormErrors()`: the errors of a sign-in form, on the app's form kit: the page's own checks
 * and the failures of `useAuth` (next to their field, or above the form), with focus moved to the
 * first invalid field, or to the form's alert when no field is at fault, once they have rendered.
 */
import type { AuthError } from "@vitrine/react";
import { useCallback, useState } from "react";
import { type FormErrors, formErrorsFrom, NO_ERRORS } from "../forms/form-errors.ts";
import { useFocusOnErrors } from "../forms/use-focus-on-errors.ts";
import { type AuthField, authMessage, fieldOfError } from "./auth-messages.ts";

/** The sign-in forms' fields that can show an error. */
export type SignInField = AuthField | "firstName" | "phone" | "captcha";

/** The errors of one sign-in form and how to show them. */
export function useAuthFormErrors() {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { formRef, messageRef } = useFocusOnErrors(errors);

  /** Shows these field errors (and a form error), then focuses the first. Nothing to show clears them. */
  const show = useCallback((fields: { [Field in SignInField]?: string | undefined }, form?: string) => {
    setErrors(formErrorsFrom(fields, form));
  }, []);

  /** Shows a failure of `useAuth` next to its field, or above the form. */
  const showAuthError = useCallback(
    (error: AuthError) => {
      const field = fieldOfError(error);
      if (field) show({ [field]: authMessage(error) });
      else show({}, authMessage(error));
    },
    [show],
  );

  return {
    formRef,
    alertRef: messageRef,
    /** Error messages by field name. */
    fieldErrors: errors.fields as { [Field in SignInField]?: string },
    formError: errors.message,
    show,
    showAuthError,
    clear: () => show({}),
  };
}
