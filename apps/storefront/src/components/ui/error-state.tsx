/** A failed load: what went wrong, in words, and a button to try again. */

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry: () => void;
}

/** Shows a load error with a retry button (announced to screen readers). */
export function ErrorState({ title = "Something went wrong", error, onRetry }: ErrorStateProps) {
  const detail = error instanceof Error ? error.message : "The store could not be reached.";
  return (
    <div className="state state--error" role="alert">
      <h2 className="state__title">{title}</h2>
      <p className="state__text">{detail}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
