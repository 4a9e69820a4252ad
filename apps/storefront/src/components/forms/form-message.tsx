/**
 * The message at the top of a form, the storefront's and the dashboard's: a failure (announced at
 * once, and focusable so a failed submit can move focus to it, see `useFocusOnErrors`), a
 * confirmation, and, for forms whose steps report progress, a polite live status line that is
 * always in the page so each change is announced ("Signing in…", "Sent").
 */
import type { Ref } from "react";

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  error?: string | undefined;
  /** A confirmation, shown when there is no error. */
  success?: string | undefined;
  /** Keeps a live status line under the error, showing `status` (the sign-in forms' progress). */
  live?: boolean;
  status?: string | undefined;
  /** For the error, which takes focus when no field is at fault. */
  errorRef?: Ref<HTMLParagraphElement>;
}

/**
 * Shows the form's error or confirmation, if any, and its live status line when `live`.
 *
 * @example
 * ```tsx
 * <FormMessage error={save.error} success={saved ? "Saved." : undefined} errorRef={alertRef} />
 * <FormMessage live error={errors.formError} status={status} errorRef={errors.alertRef} />
 * ```
 */
export function FormMessage({ error, success, live, status, errorRef }: FormMessageProps) {
  const message = error ? (
    <p ref={errorRef} className="form-message form-message--error" role="alert" tabIndex={-1}>
      {error}
    </p>
  ) : success ? (
    <p className="form-message form-message--success" role="status">
      {success}
    </p>
  ) : null;
  if (!live) return message;
  return (
    <>
      {message}
      <p className="form-message form-message--status" aria-live="polite" aria-atomic="true">
        {status ?? ""}
      </p>
    </>
  );
}
