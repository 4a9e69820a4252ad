/**
 * Whether the page has hydrated: `false` in the server's HTML and in the render that hydrates it
 * (so both agree), `true` from the next render on. A control that only works through the page's
 * script is disabled until then: the server's HTML shows it, but a click or an Enter before the
 * script runs would do nothing, or submit a form the browser's way.
 */
import { useEffect, useState } from "react";

/**
 * `true` once the component has mounted in the browser.
 *
 * @example
 * ```tsx
 * const hydrated = useHydrated();
 * return <button type="button" onClick={start} disabled={!hydrated}>Sign in</button>;
 * ```
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
