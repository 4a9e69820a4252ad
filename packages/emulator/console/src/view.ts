/**
 * The contract of a console page: it fills `root` (starting with its `h1`)
 * and stops its polling when `signal` aborts (the reader went to another
 * page). `announce` says the outcome of an action in the page's live region.
 */

/** What a page gets. */
export interface ViewContext {
  root: HTMLElement;
  signal: AbortSignal;
  announce(message: string): void;
}

/** A console page. */
export interface View {
  /** The navigation label and the document title. */
  title: string;
  render(context: ViewContext): Promise<void>;
}

/**
 * Runs `tick` now and every `ms` until `signal` aborts; a tick still running is not overlapped.
 *
 * @example
 * ```ts
 * poll(signal, 1000, () => refresh());
 * ```
 */
export function poll(signal: AbortSignal, ms: number, tick: () => Promise<void>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    if (signal.aborted) return;
    try {
      await tick();
    } finally {
      if (!signal.aborted) timer = setTimeout(run, ms);
    }
  };
  signal.addEventListener("abort", () => clearTimeout(timer));
  void run();
}
