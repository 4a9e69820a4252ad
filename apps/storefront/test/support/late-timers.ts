/**
 * Late zero-delay timers, to show in a test what a loaded machine shows now and then: the work an
 * app leaves to a zero-delay timer (the query cache telling its readers, Preact's effects after a
 * paint) lags behind what renders at once, so a step taken in between meets the app half-updated.
 */
import type { Page } from "playwright-core";

/** How late the page's zero-delay timers run. */
const LATE_MS = 400;

/**
 * From the page's next document on, runs its zero-delay timers {@link LATE_MS} late and counts
 * the ones still waiting (see {@link lateTimersWaiting}).
 *
 * @example
 * ```ts
 * await makeZeroDelayTimersLate(page);
 * await page.goto(`${origin}/shop`);
 * ```
 */
export async function makeZeroDelayTimersLate(page: Page): Promise<void> {
  await page.addInitScript((lateMs) => {
    const setLater = window.setTimeout.bind(window);
    const clear = window.clearTimeout.bind(window);
    const waiting = new Set<number>();
    (window as unknown as { lateTimersWaiting: () => number }).lateTimersWaiting = () => waiting.size;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay) return setLater(handler, delay, ...rest);
      const id = setLater(() => {
        waiting.delete(id);
        if (typeof handler === "function") handler(...rest);
      }, lateMs);
      waiting.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) waiting.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
  }, LATE_MS);
}

/**
 * How many of the page's late zero-delay timers have not run yet. Once it reads 0, every one
 * set before has run (with what it scheduled at once), e.g. the effects of what was on screen.
 */
export function lateTimersWaiting(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { lateTimersWaiting: () => number }).lateTimersWaiting());
}
