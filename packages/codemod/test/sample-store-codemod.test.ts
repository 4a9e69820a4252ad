/**
 * The codemod on the sample store: a copy of the store (written against the provider's packages)
 * is moved by `vitrine-codemod` run as a child process; the result type-checks against the
 * workspace packages, the store's own tests pass against the emulator with the test files
 * untouched, a second run changes nothing, and the browser bundle is at least 4× smaller.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildCodemod,
  copySampleStore,
  gzipBundleSize,
  type Ran,
  removeCopy,
  runCodemod,
  runIn,
  SAMPLE_STORE,
  snapshot,
} from "./support/sample-store-copy.ts";

describe("vitrine-codemod on the sample store", () => {
  let dir = "";
  let first: Ran;
  let before: Map<string, string>;

  beforeAll(async () => {
    await buildCodemod();
    dir = copySampleStore();
    before = snapshot(dir);
    first = await runCodemod(dir);
  }, 180_000);

  afterAll(() => {
    if (dir !== "") removeCopy(dir);
  });

  it("moves every store file and reports each change as file:line before → after", () => {
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("7 file(s) changed, 0 file(s) left untouched with problems.");
    expect(first.stdout).toMatch(/^src\/catalog\.ts:\d+ {2}\{ product \} → product$/m);
    expect(first.stdout).toMatch(/^src\/webhooks\.ts:\d+ {2}client\.webhooks\.process → client\.process$/m);
    const after = snapshot(dir);
    const changed = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
    expect(changed.sort()).toEqual([
      "src/cart.ts",
      "src/catalog.ts",
      "src/checkout.ts",
      "src/components/cart-lines.tsx",
      "src/sign-in.ts",
      "src/store-client.ts",
      "src/webhooks.ts",
    ]);
    for (const [path, text] of after) if (path.startsWith("src/")) expect(text, path).not.toContain("@wix/");
  });

  it("changes nothing on a second run", async () => {
    const moved = snapshot(dir);
    const second = await runCodemod(dir);
    expect(second.code).toBe(0);
    expect(second.stdout.trim()).toBe("0 file(s) changed, 0 file(s) left untouched with problems.");
    expect(snapshot(dir)).toEqual(moved);
  }, 60_000);

  // The store's sources; its tests, unchanged, are checked with the workspace's (tsconfig.tests.json).
  it("type-checks against the workspace packages", async () => {
    const checked = await runIn(dir, "npx", ["tsc", "-p", "tsconfig.json"]);
    expect(checked.stdout + checked.stderr).toBe("");
    expect(checked.code).toBe(0);
  }, 480_000);

  it("passes the store's own tests against the emulator, unchanged", async () => {
    const tested = await runIn(dir, "npx", ["vitest", "run", "--root", dir]);
    expect(tested.code, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toMatch(/Tests\s+\S*4 passed/);
  }, 480_000);

  it("makes the browser bundle at least 4× smaller", async () => {
    const provider = await gzipBundleSize(join(SAMPLE_STORE, "src/browser.tsx"));
    const vitrine = await gzipBundleSize(join(dir, "src/browser.tsx"));
    console.log(
      `sample store browser bundle, gzip: provider ${provider} B, Vitrine ${vitrine} B, ${(provider / vitrine).toFixed(1)}×`,
    );
    expect(provider / vitrine).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
