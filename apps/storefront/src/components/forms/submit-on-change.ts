/**
 * The inline script that lets a drop-down apply itself before the page has hydrated. Where
 * scripts run, a listing's sort and collection filter apply on change and hide their submit
 * buttons (`without-script`); until the route modules have loaded and hydrated the page (up to a
 * second after the largest paint, longer on a slow network), React's change handler is not there
 * yet. Until then a change of a control marked `data-submit-on-change` submits its form as the
 * browser would without JavaScript (a GET of the page with the choice in its URL); once the root
 * route has marked the document `<html data-hydrated>`, React handles the change and this does
 * nothing.
 */

/** The marker attribute of a control whose change submits its form. */
export const SUBMIT_ON_CHANGE = "data-submit-on-change";

/** The script's text: one listener on the document, registered before any module runs. */
export const SUBMIT_CHANGES_BEFORE_HYDRATION = `document.addEventListener("change", (event) => {
  if ("hydrated" in document.documentElement.dataset) return;
  const field = event.target;
  if (field instanceof Element && field.hasAttribute("${SUBMIT_ON_CHANGE}")) field.form?.requestSubmit();
});`;
