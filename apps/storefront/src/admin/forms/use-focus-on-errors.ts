/**
 * `useFocusOnErrors(errors)`: when a save fails, focus moves to the first field marked invalid
 * (in the form's order), or to the form's error message when no field is at fault, once they have
 * rendered; keyboard and screen-reader users land on what needs their attention.
 */
import { type RefObject, useEffect, useRef } from "react";
import { type FormErrors, NO_ERRORS } from "./form-errors.ts";

/**
 * A ref for the form; each new `errors` other than {@link NO_ERRORS} moves focus inside it.
 *
 * @example
 * ```tsx
 * const formRef = useFocusOnErrors(errors);
 * return <form ref={formRef}>…</form>;
 * ```
 */
export function useFocusOnErrors(errors: FormErrors): RefObject<HTMLFormElement | null> {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (errors === NO_ERRORS) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>("[aria-invalid='true']") ??
      form?.querySelector<HTMLElement>(".form-message--error");
    target?.focus();
  }, [errors]);
  return formRef;
}
