/** The hosted pages' way back: a paragraph linking to the session's `postFlowUrl`. */
import { html, type SafeHtml } from "../html/html-template.ts";

/**
 * A paragraph linking back to `url` (already checked against the client's allowed origins), or nothing.
 *
 * @example
 * ```ts
 * html`<p>You are not signed in on this site.</p>${backLink(session.request.postFlowUrl)}`;
 * ```
 */
export function backLink(url: string | undefined): SafeHtml | undefined {
  return url ? html`<p><a href="${url}">Back to the store</a></p>` : undefined;
}
