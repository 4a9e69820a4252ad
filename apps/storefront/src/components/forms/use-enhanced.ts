/**
 * `useEnhanced()`: whether the page runs with JavaScript (it has hydrated). A form's submit button
 * that only a page without JavaScript needs (a drop-down's "Show", a quantity's "Update") renders
 * while this is `false`: in the server's HTML, and in the first render in the browser, so the
 * hydration matches; then it goes, and the control applies itself on change.
 */
import { useEffect, useState } from "react";

/** `false` on the server and until the page has hydrated, then `true`. */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
