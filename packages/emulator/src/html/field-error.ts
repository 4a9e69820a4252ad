/**
 * How a hosted form shows what was wrong with a post: the message above the form (an alert
 * with a known id), and on the input at fault `aria-invalid`, `aria-describedby` naming the
 * message (after the input's own hint) and `autofocus`, so the page opens on that input, with
 * JavaScript or without, and a screen reader reads why. What the shopper typed is put back by
 * each form (escaped, as every value); a password never is.
 */
import { html, type SafeHtml } from "./html-template.ts";

/** The id of the message above a form. */
export const FORM_ERROR_ID = "form-error";

/**
 * The message above a form, or nothing without one.
 *
 * @example
 * ```ts
 * html`${formError(error)}<form method="post">…</form>`;
 * ```
 */
export function formError(message: string | undefined): SafeHtml | undefined {
  return message ? html`<p class="error" id="${FORM_ERROR_ID}" role="alert">${message}</p>` : undefined;
}

/** What an input's attributes say about it. */
export interface FieldState {
  /** The ids of the texts that describe the input (its hint, its error), in reading order. */
  describedBy?: readonly (string | undefined | false)[];
  /** The input is at fault. */
  invalid?: boolean | undefined;
  /** The page opens with the focus on the input. */
  focus?: boolean | undefined;
}

/**
 * The attributes (with their leading space) of an input in `state`.
 *
 * @example
 * ```ts
 * html`<input id="email" name="email"${fieldAttributes({ describedBy: [FORM_ERROR_ID], invalid: true, focus: true })}>`;
 * // … aria-describedby="form-error" aria-invalid="true" autofocus>
 * ```
 */
export function fieldAttributes({ describedBy = [], invalid, focus }: FieldState): SafeHtml {
  const ids = describedBy.filter(Boolean).join(" ");
  return html`${ids && html` aria-describedby="${ids}"`}${invalid && html` aria-invalid="true"`}${focus && html` autofocus`}`;
}
