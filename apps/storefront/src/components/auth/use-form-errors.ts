/**
 * `useFormErrors()`: the errors of a sign-in form, per field and for the whole form. Showing
 * errors moves focus to the first invalid field (in the form's order), or to the form's alert
 * when no field is at fault, once the page has rendered them.
 */
import type { AuthError } from "@vitrine/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AuthField, authMessage, fieldOfError } from "./auth-messages.ts";

/** Error messages by field name. */
export type FieldErrors = { [Field in AuthField | "firstName" | "phone"]?: string | undefined };

/** The errors of one form and how to show them. */
export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown === 0) return;
    const invalid = formRef.current?.querySelector<HTMLInputElement>("[aria-invalid='true']");
    (invalid ?? alertRef.current)?.focus();
  }, [shown]);

  /** Shows these field errors (and a form error), then focuses the first. Nothing to show clears them. */
  const show = useCallback((fields: FieldErrors, form?: string) => {
    setFieldErrors(fields);
    setFormError(form);
    if (form || Object.values(fields).some(Boolean)) setShown((count) => count + 1);
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

  return { formRef, alertRef, fieldErrors, formError, show, showAuthError, clear: () => show({}) };
}
