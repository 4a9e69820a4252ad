/**
 * The message at the top of a form: a failure (announced at once, and focusable so a failed save
 * can move focus to it) or a confirmation.
 */

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  error?: string | undefined;
  success?: string | undefined;
}

/** Shows the form's error or success, if any. */
export function FormMessage({ error, success }: FormMessageProps) {
  if (error)
    return (
      <p className="form-message form-message--error" role="alert" tabIndex={-1}>
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
