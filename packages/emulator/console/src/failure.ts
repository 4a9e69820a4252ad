/**
 * How the console shows a failed call: an alert paragraph with the emulator's
 * message, read out by screen readers as it appears.
 */
import { h } from "./dom.ts";

/** An alert saying what failed and why. */
export function failureAlert(what: string, error: unknown): HTMLElement {
  const reason = error instanceof Error ? error.message : String(error);
  return h("p", { role: "alert", class: "error" }, `${what}: ${reason}`);
}

/**
 * Runs `action`, announcing `done` (or the failure) in `announce`; returns whether it succeeded.
 *
 * @example
 * ```ts
 * await attempt(announce, "Delivery replayed", () => merchantCall("POST", path));
 * ```
 */
export async function attempt(
  announce: (message: string) => void,
  done: string,
  action: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await action();
    announce(done);
    return true;
  } catch (error) {
    announce(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
