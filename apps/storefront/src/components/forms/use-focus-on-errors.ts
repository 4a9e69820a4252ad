/**
 * `useFocusOnErrors(errors)`: when a form's errors are shown, focus moves to the first field marked
 * invalid (in the form's order), or to the form's error message when no field is at fault, once
 * they have rendered; keyboard and screen-reader users land on what needs their attention.
 */
import { type RefObject, useEffect, useRef } from "react";
import { type FormErrors, NO_ERRORS } from "./form-errors.ts";

/** Where the focus may go: the form's fields, or its error message. */
export interface FocusTargets {
  /** For the `<form>`. */
  formRef: RefObject<HTMLFormElement | null>;
  /** For the form's error message (focusable: `tabIndex={-1}`). */
  messageRef: RefObject<HTMLParagraphElement | null>;
}

/**
 * Refs for the form and its error message; each new `errors` other than {@link NO_ERRORS} moves
 * focus to the first invalid field, else to the message.
 *
 * @example
 * ```tsx
 * const { formRef, messageRef } = useFocusOnErrors(errors);
 * return <form ref={formRef}><FormMessage error={errors.message} errorRef={messageRef} />…</form>;
 * ```
 */
export function useFocusOnErrors(errors: FormErrors): FocusTargets {
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (errors === NO_ERRORS) return;
    const invalid = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    (invalid ?? messageRef.current)?.focus();
  }, [errors]);
  return { formRef, messageRef };
}
