/** `--cart-abandon-after MINUTES`: 60 by default, a whole number of minutes from 1 to 525600, else a usage error. */
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the CLI's option parser
import { parseStartOptions, USAGE, UsageError } from "../../src/cli/start-options.ts";

describe("--cart-abandon-after", () => {
  it("defaults to 60 minutes and takes a whole number of minutes", () => {
    expect(parseStartOptions([], {}).cartAbandonAfterMinutes).toBe(60);
    expect(parseStartOptions(["--cart-abandon-after", "5"], {}).cartAbandonAfterMinutes).toBe(5);
    expect(parseStartOptions(["--cart-abandon-after", "525600"], {}).cartAbandonAfterMinutes).toBe(525_600);
    expect(USAGE).toContain("--cart-abandon-after MINUTES");
  });

  it("refuses zero, fractions, negatives, words and more than a year", () => {
    for (const value of ["0", "1.5", "-3", "soon", "", "525601"])
      expect(() => parseStartOptions(["--cart-abandon-after", value], {})).toThrow(UsageError);
  });
});
