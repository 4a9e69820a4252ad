/**
 * The messages above a sign-in form: an error about the whole form (announced, and focusable
 * so it can take focus after a failed submit) and a polite live status ("Signing in…", "Sent").
 */
import type { Ref } from "react";

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  error?: string | undefined;
  status?: string | undefined;
  errorRef?: Ref<HTMLParagraphElement>;
}

/** The form's error (role alert) and status (live region, always present so it is announced). */
export function FormAlert({ error, status, errorRef }: FormAlertProps) {
  return (
    <>
      {error ? (
        <p ref={errorRef} className="auth-alert auth-alert--error" role="alert" tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p className="auth-alert auth-alert--status" aria-live="polite" aria-atomic="true">
        {status ?? ""}
      </p>
    </>
  );
}
