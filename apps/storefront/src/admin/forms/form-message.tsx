/**
 * The message at the top of a dashboard form: a failure (announced at once, and focusable so a
 * failed save can move focus to it, see `useFocusOnErrors`) or a confirmation.
 */
import type { Ref } from "react";

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  error?: string | undefined;
  success?: string | undefined;
  /** For the error, which takes focus when no field is at fault. */
  errorRef?: Ref<HTMLParagraphElement>;
}

/** Shows the form's error or success, if any. */
export function FormMessage({ error, success, errorRef }: FormMessageProps) {
  if (error)
    return (
      <p ref={errorRef} className="form-message form-message--error" role="alert" tabIndex={-1}>
        {error}
      </p>
    );
  if (success)
    return (
      <p className="form-message form-message--success" role="status">
        {success}
      </p>
    );
  return null;
}
