/**
 * Progress lines of long work: on a terminal (an output that can rewrite its last line) every
 * report replaces the line; elsewhere one line per quarter reached, none for the end (the work's
 * own closing line says it).
 */
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the CLI's output the progress is written to
import type { Output } from "../../src/cli/output.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's progress reporter
import { progressReporter } from "../../src/cli/progress.ts";

function collector(rewrite: boolean) {
  const logged: string[] = [];
  const rewritten: string[] = [];
  const out: Output = {
    log: (line) => logged.push(line),
    error: (line) => logged.push(line),
    ...(rewrite ? { rewrite: (line: string) => rewritten.push(line) } : {}),
  };
  return { out, logged, rewritten };
}

describe("progressReporter", () => {
  it("rewrites one line in place on a terminal", () => {
    const { out, logged, rewritten } = collector(true);
    const report = progressReporter(out, "seed");
    for (const done of [1, 2, 3, 4]) report(done, 4);
    expect(rewritten).toEqual([
      "seed: 1 of 4 (25%)",
      "seed: 2 of 4 (50%)",
      "seed: 3 of 4 (75%)",
      "seed: 4 of 4 (100%)",
    ]);
    expect(logged).toEqual([]);
  });

  it("prints a line per quarter elsewhere", () => {
    const { out, logged } = collector(false);
    const report = progressReporter(out, "seed");
    for (let done = 1; done <= 100; done++) report(done, 100);
    expect(logged).toEqual(["seed: 25 of 100 (25%)", "seed: 50 of 100 (50%)", "seed: 75 of 100 (75%)"]);
  });
});
