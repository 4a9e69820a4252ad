/**
 * Controls that apply themselves on change, before the page has hydrated too. Where scripts run,
 * a listing's sort and collection filter and a product's option pickers apply on change (their
 * submit buttons hidden, `without-script`), through React's change handlers. Until the route
 * modules have loaded and hydrated the page (up to a second after the largest paint, longer on a
 * slow network) those handlers are not there, and the first render after hydration puts a changed
 * control back to the server's value. So until the root route has marked the document
 * `<html data-hydrated>`, a change of a control marked {@link SUBMIT_ON_CHANGE} submits its form
 * as the browser would without JavaScript: by the form's button marked {@link CHANGE_SUBMITTER}
 * when it has one (the product's "Show this choice", a GET of the page with the choice in its
 * URL), else as the form says. The listener is in the page's inline script, registered before any
 * module runs.
 */

/** The marker attribute of a control whose change submits its form. */
export const SUBMIT_ON_CHANGE = "data-submit-on-change";

/** The marker attribute of the submit button a marked control's change presses. */
export const CHANGE_SUBMITTER = "data-change-submitter";

/** The script's text: one listener on the document, idle once the page has hydrated. */
export const SUBMIT_CHANGES_BEFORE_HYDRATION = `document.addEventListener("change", (event) => {
  if ("hydrated" in document.documentElement.dataset) return;
  const field = event.target;
  const form = field instanceof Element && field.hasAttribute("${SUBMIT_ON_CHANGE}") ? field.form : null;
  form?.requestSubmit(form.querySelector("[${CHANGE_SUBMITTER}]"));
});`;
