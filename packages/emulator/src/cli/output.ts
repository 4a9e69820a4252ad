/** Where the CLI's lines go: the process's streams, or a test's collector. */

/** Where output goes (the process's streams by default). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
  /**
   * Replaces the last line written with `line` (progress shown in place); only on a terminal, so
   * a pipe or a log file gets whole lines.
   */
  rewrite?(line: string): void;
}
