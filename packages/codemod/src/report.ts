/** The codemod's report: what changed in each file and what was left, one line each. */
import type { Change, Problem } from "./source-file.ts";

/** The outcome for one file. */
export interface FileResult {
  path: string;
  /** Edits made (empty when the file was left as it was). */
  changes: Change[];
  /** What was not understood; when any, the file is left untouched. */
  problems: Problem[];
}

/** `path:line  before → after` lines, then `path:line  not changed: why` lines. */
export function formatReport(results: readonly FileResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    for (const change of result.changes) {
      lines.push(`${result.path}:${change.line}  ${change.before} → ${change.after}`);
    }
  }
  for (const result of results) {
    for (const problem of result.problems) {
      lines.push(`${result.path}:${problem.line}  not changed: ${problem.why}`);
    }
  }
  const changed = results.filter((r) => r.changes.length > 0).length;
  const left = results.filter((r) => r.problems.length > 0).length;
  lines.push(`${changed} file(s) changed, ${left} file(s) left untouched with problems.`);
  return lines.join("\n");
}
