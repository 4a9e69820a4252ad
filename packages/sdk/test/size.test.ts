import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

describe("size budgets", () => {
  it("every entry stays within its gzip budget and unused calls are tree-shaken", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/size.mjs"], {
      cwd: new URL("..", import.meta.url).pathname,
    });
    expect(stdout).toMatch(/@vitrine\/sdk .* ok/);
    expect(stdout).not.toMatch(/OVER BUDGET|not tree-shaken/);
  }, 30_000);
});
