/**
 * The guard of every browser-only flow: on a server it fails with a clear {@link IdentityError}
 * (`BROWSER_ONLY`) instead of `window is not defined`.
 */
import { browserOnlyMessage, IdentityError } from "./identity-error.js";

/**
 * Returns `window` (with its `document`), or throws `BROWSER_ONLY` naming `what`.
 *
 * @example
 * ```ts
 * const window = browserWindow("getMemberTokensForDirectLogin");
 * ```
 */
export function browserWindow(what: string): Window {
  const w = (globalThis as { window?: Window }).window;
  if (!w?.document) throw new IdentityError(browserOnlyMessage(what), { code: "BROWSER_ONLY" });
  return w;
}
