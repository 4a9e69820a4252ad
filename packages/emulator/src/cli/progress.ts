/**
 * Progress of long work in the terminal: on a terminal one line rewritten in place as the work
 * goes on (`Output.rewrite`), otherwise (a pipe, a log file, a test) a line at each quarter, so a
 * log stays short.
 */
import type { Output } from "./output.ts";

/**
 * A progress callback printing `label` with how far the work is, to `out`.
 *
 * @example
 * ```ts
 * await seedDemoHistory(db, config, { now, onProgress: progressReporter(out, "demo history") });
 * ```
 */
export function progressReporter(out: Output, label: string): (done: number, total: number) => void {
  let quarter = 0;
  return (done, total) => {
    const line = `${label}: ${done} of ${total} (${Math.floor((100 * done) / Math.max(total, 1))}%)`;
    if (out.rewrite) {
      out.rewrite(line);
      return;
    }
    const reached = Math.floor((4 * done) / Math.max(total, 1));
    if (reached > quarter && done < total) out.log(line);
    quarter = Math.max(quarter, reached);
  };
}
