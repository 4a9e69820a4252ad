/** Where the CLI's lines go: the process's streams, or a test's collector. */

/** Where output goes (the process's streams by default). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}
